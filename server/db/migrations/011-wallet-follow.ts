// Migration 11: passes that follow their event. A session can be cancelled by the platform (its tickets
// are then returned and its passes say so), and a Google Wallet object keeps the language it was saved
// in, apart from the Apple pass of the same ticket (`lang`): saving one in another language never
// changes the other.
export const walletFollow = `
ALTER TABLE sessions ADD COLUMN cancelled_at INTEGER;
ALTER TABLE wallet_passes ADD COLUMN google_lang TEXT CHECK (google_lang IN ('ru', 'en', 'be', 'ge', 'az'));
UPDATE wallet_passes SET google_lang = lang WHERE google = 1;
`;
