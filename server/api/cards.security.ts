// The security suites' rows (collected by server/security/endpoints.ts): payment cards and club cards.
import { constants, createPublicKey, publicEncrypt } from 'node:crypto';
import { del, type Endpoint, get, json } from '../security/requests.ts';

const seal = (publicKey: string, text: string) =>
  publicEncrypt(
    {
      key: createPublicKey({ key: Buffer.from(publicKey, 'base64'), format: 'der', type: 'spki' }),
      padding: constants.RSA_PKCS1_OAEP_PADDING,
      oaepHash: 'sha256',
    },
    Buffer.from(text),
  ).toString('base64');

export const securityRows: Endpoint[] = [
  {
    route: 'GET /api/v2/frame/payment/tokenization_params',
    owns: null,
    accepts: 'none',
    request: () => get('/api/v2/frame/payment/tokenization_params'),
  },
  {
    route: 'GET /api/v2/users/me/cards',
    owns: null,
    accepts: 'none',
    request: () => get('/api/v2/users/me/cards'),
  },
  {
    route: 'PUT /api/v2/users/me/cards',
    owns: null,
    accepts: 'json',
    request: ({ publicKey }) =>
      json('PUT', '/api/v2/users/me/cards', {
        holder: seal(publicKey, 'ANNA IVANOVA'),
        number: seal(publicKey, '4242424242424242'),
        exp_month: seal(publicKey, '12'),
        exp_year: seal(publicKey, '2030'),
        verification_value: seal(publicKey, '123'),
        last_4: '4242',
      }),
  },
  {
    route: 'DELETE /api/v2/users/me/cards/:id',
    owns: 'payment card',
    accepts: 'none',
    request: () => del('/api/v2/users/me/cards/1'),
  },
  {
    route: 'GET /api/v2/users/me/bindings-cards',
    owns: null,
    accepts: 'none',
    request: () => get('/api/v2/users/me/bindings-cards'),
  },
  {
    route: 'POST /api/v2/users/me/cardcode',
    // A new club card's number; one linked to Anna is refused to Nino (authz.test.ts).
    owns: null,
    accepts: 'json',
    request: () => json('POST', '/api/v2/users/me/cardcode', { card_code: '7700 1111 9999 0000' }),
  },
  {
    route: 'DELETE /api/v2/users/me/cardcode',
    owns: 'client card',
    accepts: 'none',
    request: () => del('/api/v2/users/me/cardcode', { card_code: '7700111122223333' }),
  },
];
