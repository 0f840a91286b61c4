// Migration 6: the platform's translations of texts written on its rows in one language — a seat plan's
// "Партер", a hall, a station, a carrier, a payment method, an organiser's address. Rows sharing `entry`
// say the same thing, one row per language; a text is found by what it says in any of them
// (server/i18n/dataTexts.ts, docs/decisions-server-texts.md).
export const translations = `
CREATE TABLE translations (
  entry INTEGER NOT NULL,
  lang TEXT NOT NULL CHECK (lang IN ('ru', 'en', 'be', 'ge', 'az')),
  text TEXT NOT NULL,
  PRIMARY KEY (entry, lang)
) STRICT;
CREATE INDEX translations_text ON translations(text);
`;
