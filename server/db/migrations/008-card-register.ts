// Migration 8: the club card register — the cards the programs issued. A card is linked only when its
// number is in the register (any 16 digits with a program's prefix were linked before), and to one
// account only. The cards already linked are in the register by definition; duplicates of a number
// linked twice keep the first link.
export const cardRegister = `
CREATE TABLE card_register (
  code TEXT PRIMARY KEY,
  program_id INTEGER NOT NULL REFERENCES card_programs(id)
) STRICT;
INSERT OR IGNORE INTO card_register (code, program_id) SELECT code, program_id FROM client_cards ORDER BY id;
DELETE FROM client_cards WHERE id NOT IN (SELECT min(id) FROM client_cards GROUP BY code);
CREATE UNIQUE INDEX client_cards_code ON client_cards(code);
`;
