// Vitest global setup: real reference-server answers for front-end tests that must hold against the
// actual contract (e.g. the device store re-reading kept answers through their schemas). It runs in
// Node, so front-end tests get JSON through `inject('serverAnswers')` instead of importing the server.
import type { TestProject } from 'vitest/node';
import { bearer, NOW_S, signIn, startApp } from './test-support.ts';

export const ANSWER_PATHS = {
  profile: '/api/v2/users/me',
  layout: '/api/v3/pages/layout',
  cabinetPage: '/api/v2/pages/cabinet',
  clientCards: '/api/v2/users/me/bindings-cards',
  historyFirstPage: '/api/v2/users/me/transactions?page=1',
  // Every demo order (two pages of 20), and the actual tab as the server sorts it.
  ordersAll1: '/api/v3/users/me/orders?type=all&page=1&lang=en',
  ordersAll2: '/api/v3/users/me/orders?type=all&page=2&lang=en',
  ordersActual: '/api/v3/users/me/orders?type=actual&page=1&lang=en',
} as const;

export default async function setup(project: TestProject) {
  const app = await startApp();
  try {
    const auth = bearer(await signIn(app, '375291111111', 'demo-pass'));
    const answers: Record<string, unknown> = {};
    for (const [name, path] of Object.entries(ANSWER_PATHS)) {
      const res = await app.get(path, auth);
      if (res.status !== 200) throw new Error(`${path}: ${res.status}`);
      answers[name] = res.json();
    }
    // The payment page's view of Anna's orders 1001–1015 (the totals must match the cards').
    for (let id = 1001; id <= 1015; id += 1) {
      const res = await app.get(`/api/v2/frame/payment?order_id=${id}`, auth);
      if (res.status !== 200) throw new Error(`payment ${id}: ${res.status}`);
      answers[`payment${id}`] = res.json();
    }
    project.provide('serverAnswers', answers);
    // The moment the answers' demo data was seeded (and asked), unix seconds.
    project.provide('serverNow', NOW_S);
  } finally {
    await app.close();
  }
}

declare module 'vitest' {
  // biome-ignore lint/style/useConsistentTypeDefinitions: module augmentation needs an interface
  export interface ProvidedContext {
    serverAnswers: Record<string, unknown>;
    serverNow: number;
  }
}
