// The security suites' rows (collected by server/security/endpoints.ts): Apple's wallet web service: devices
// with the pass's token.

import {
  ANNA_ID,
  downloadTokenOf,
  type Endpoint,
  NINO_ID,
  type Req,
  send,
  tokenFor,
} from '../security/requests.ts';
import { NOW_S, type TestApp } from '../test-support.ts';
import { signedRoute } from '../wallet/links.test-support.ts';
import { TEST_PASS_TYPE_ID } from '../wallet/testing.ts';

/** Anna's and Nino's first tickets in their wallets; Anna's registered on her device. */
const walletPasses = async (app: TestApp) => {
  for (const [userId, path, host] of [
    [ANNA_ID, 'orders/1001/tickets/100101', 'localhost'],
    [NINO_ID, 'orders/2001/tickets/200101', 'ge.localhost'],
  ] as const) {
    const who = { token: tokenFor(app.db, userId), downloadToken: downloadTokenOf(app.db, userId) };
    const link = signedRoute(app.db, who.token, `apple/${path}`, { nowS: NOW_S });
    const res = await app.get(link, { host });
    if (res.status !== 200) throw new Error(`setup: pass of ${path}: ${res.status} ${res.text}`);
    if (userId !== ANNA_ID) continue;
    const serial = `ticket-${path.split('/').pop()}`;
    const registered = await send(
      app,
      { ...applePass('POST', `${REGISTRATIONS}/${serial}`), body: { json: { pushToken: `push-${userId}` } } },
      who,
    );
    if (registered.status !== 201) throw new Error(`setup: register ${serial}: ${registered.status}`);
  }
};

const APPLE_SERVICE = '/api/v3/wallet/apple/v1';
const REGISTRATIONS = `${APPLE_SERVICE}/devices/{device}/registrations/${TEST_PASS_TYPE_ID}`;
const applePass = (method: string, path: string): Req => ({ method, path, auth: 'pass' });

export const securityRows: Endpoint[] = [
  {
    route: `POST /api/v3/wallet/apple/v1/devices/:device/registrations/:passType/:serial`,
    owns: 'wallet pass (device registration)',
    accepts: 'json',
    setup: walletPasses,
    request: () => ({
      ...applePass('POST', `${REGISTRATIONS}/ticket-100101`),
      body: { json: { pushToken: 'push-another' } },
    }),
  },
  {
    route: `DELETE /api/v3/wallet/apple/v1/devices/:device/registrations/:passType/:serial`,
    owns: 'wallet pass (device registration)',
    accepts: 'none',
    setup: walletPasses,
    request: () => applePass('DELETE', `${REGISTRATIONS}/ticket-100101`),
  },
  {
    route: `GET /api/v3/wallet/apple/v1/devices/:device/registrations/:passType`,
    owns: 'wallet passes of a device',
    accepts: 'none',
    setup: walletPasses,
    request: () => ({
      method: 'GET',
      path: REGISTRATIONS,
      auth: 'device',
      query: { passesUpdatedSince: '1' },
    }),
  },
  {
    route: `GET /api/v3/wallet/apple/v1/passes/:passType/:serial`,
    owns: 'wallet pass',
    accepts: 'none',
    setup: walletPasses,
    request: () => applePass('GET', `${APPLE_SERVICE}/passes/${TEST_PASS_TYPE_ID}/ticket-100101`),
  },
  {
    route: `POST /api/v3/wallet/apple/v1/log`,
    owns: null,
    accepts: 'json',
    request: () => ({
      method: 'POST',
      path: `${APPLE_SERVICE}/log`,
      auth: 'none',
      body: { json: { logs: ['x'] } },
    }),
  },
];
