// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, SEEDED_HASHES } from '../db/seed/accounts.ts';
import { hashPassword, verifyPassword } from './passwords.ts';

describe('passwords', () => {
  it('verifies the seeded demo hashes', async () => {
    for (const hash of Object.values(SEEDED_HASHES)) {
      expect(await verifyPassword(DEMO_PASSWORD, hash)).toBe(true);
      expect(await verifyPassword('demo-pass ', hash)).toBe(false);
    }
  });

  it('hashes with a random salt and verifies only the right password', async () => {
    const a = await hashPassword('s3cret!');
    const b = await hashPassword('s3cret!');
    expect(a).toMatch(/^scrypt\$16384\$8\$1\$[\w-]{22}\$[\w-]{43}$/);
    expect(a).not.toBe(b);
    expect(await verifyPassword('s3cret!', a)).toBe(true);
    expect(await verifyPassword('s3cret?', a)).toBe(false);
  });

  it('treats a missing or malformed hash as no match', async () => {
    for (const stored of [null, '', 'plain', 'scrypt$1$2$3$salt$short', 'bcrypt$x$y$z$a$b']) {
      expect(await verifyPassword('anything', stored)).toBe(false);
    }
  });
});
