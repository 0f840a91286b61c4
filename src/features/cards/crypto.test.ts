// @vitest-environment node
import { constants, privateDecrypt } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { cardKeys } from '../../../server/api/cards.ts';
import { seededDb } from '../../../server/test-support.ts';
import { encryptCard } from './crypto.ts';

describe('encryptCard', () => {
  it("round-trips every field through the reference server's key pair", async () => {
    const keys = cardKeys(seededDb(), 0);
    const fields = {
      num: '4111 1111 1111 1111',
      month: '09',
      year: '2029',
      cvv: '123',
      owner: 'ANNA IVANOVA',
    };
    const sealed = await encryptCard(keys.publicKey, fields);
    const open = (b64: string) =>
      privateDecrypt(
        { key: keys.privateKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
        Buffer.from(b64, 'base64'),
      ).toString('utf8');
    expect(sealed.last_4).toBe('1111');
    expect(JSON.stringify(sealed)).not.toContain('4111');
    expect(
      [sealed.holder, sealed.number, sealed.exp_month, sealed.exp_year, sealed.verification_value].map(open),
    ).toEqual(['ANNA IVANOVA', '4111111111111111', '09', '2029', '123']);
  });
});
