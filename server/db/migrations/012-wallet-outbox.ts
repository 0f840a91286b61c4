// Migration 11: the wallet's outbox (server/wallet/outbox.ts). What the vendors must be told — a push to
// a device, a Google object replaced — is written here in the same transaction as the change, and a
// worker sends it after the request has answered; a restart finds whatever was not sent yet. One row per
// device token (or Google resource): a second change before the push left only re-arms it (`version`).
// The registrations get an index by push token (a token Apple forgot is unregistered everywhere).
export const walletOutbox = `
CREATE TABLE wallet_outbox (
  id INTEGER PRIMARY KEY,
  vendor TEXT NOT NULL CHECK (vendor IN ('apple', 'google')),
  target TEXT NOT NULL,
  body TEXT,
  version INTEGER NOT NULL DEFAULT 1,
  attempts INTEGER NOT NULL DEFAULT 0,
  claimed INTEGER NOT NULL DEFAULT 0 CHECK (claimed IN (0, 1)),
  due_at INTEGER NOT NULL,
  UNIQUE (vendor, target)
) STRICT;
CREATE INDEX wallet_outbox_due ON wallet_outbox(claimed, due_at);
CREATE INDEX wallet_registrations_push ON wallet_registrations(push_token);
`;
