// Migration 4: the card provider stand-in's RSA key pair (tokenization_params). One row, made on the
// first start (server/api/card-keys.ts); the private key never leaves the server.
export const cardKeys = `
CREATE TABLE card_keys (
  id INTEGER PRIMARY KEY CHECK (id = 1),
  public_key TEXT NOT NULL,
  private_key TEXT NOT NULL,
  created_at INTEGER NOT NULL
) STRICT;
`;
