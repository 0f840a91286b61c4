// Migration 10: wallet passes (docs/decisions-wallet.md). A venue's coordinates, where known (a pass is
// shown on the lock screen near it); every pass the server issued, with the token Apple's devices send
// back, its language and its facts as last served (to tell when it changed); and the devices that
// registered for a pass's updates (Apple's PassKit web service).
export const wallet = `
ALTER TABLE objects ADD COLUMN latitude REAL CHECK (latitude BETWEEN -90 AND 90);
ALTER TABLE objects ADD COLUMN longitude REAL CHECK (longitude BETWEEN -180 AND 180);
CREATE TABLE wallet_passes (
  serial TEXT PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  auth_token TEXT NOT NULL UNIQUE,
  lang TEXT NOT NULL CHECK (lang IN ('ru', 'en', 'be', 'ge', 'az')),
  origin TEXT NOT NULL,
  facts TEXT NOT NULL,
  updated_at INTEGER NOT NULL,
  apple INTEGER NOT NULL DEFAULT 0 CHECK (apple IN (0, 1)),
  google INTEGER NOT NULL DEFAULT 0 CHECK (google IN (0, 1))
) STRICT;
CREATE INDEX wallet_passes_user ON wallet_passes(user_id);
CREATE TABLE wallet_registrations (
  device_id TEXT NOT NULL,
  serial TEXT NOT NULL REFERENCES wallet_passes(serial) ON DELETE CASCADE,
  push_token TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  PRIMARY KEY (device_id, serial)
) STRICT;
CREATE INDEX wallet_registrations_serial ON wallet_registrations(serial);
`;
