// Migration 7: sign-in failures are counted per phone, per client and per kind (a wrong password and a
// wrong SMS code are separate budgets), and a client that signed in to a phone is remembered, so a
// stranger's failures slow down everyone but the owner's own devices (server/auth/rate-limit.ts).
// Rows from before have no client: they count for the phone only, and are gone 15 minutes later.
export const signInLimits = `
ALTER TABLE auth_failures ADD COLUMN client TEXT NOT NULL DEFAULT '';
ALTER TABLE auth_failures ADD COLUMN kind TEXT NOT NULL DEFAULT 'password' CHECK (kind IN ('password', 'code'));
DROP INDEX auth_failures_phone;
CREATE INDEX auth_failures_phone ON auth_failures(phone, kind, at);
CREATE INDEX auth_failures_pair ON auth_failures(phone, client, kind, at);
CREATE TABLE auth_known_clients (
  phone TEXT NOT NULL,
  client TEXT NOT NULL,
  at INTEGER NOT NULL,
  PRIMARY KEY (phone, client)
) STRICT;
`;
