// Vitest global setup: real reference-server answers for front-end tests that must hold against the
// actual contract (e.g. the offline store re-reading kept answers through their schemas). It runs in
// Node, so front-end tests get JSON through `inject('serverAnswers')` instead of importing the server.
import type { TestProject } from 'vitest/node';
import { bearer, signIn, startApp } from './test-support.ts';

export const ANSWER_PATHS = {
  profile: '/api/v2/users/me',
  layout: '/api/v3/pages/layout',
  cabinetPage: '/api/v2/pages/cabinet',
  clientCards: '/api/v2/users/me/bindings-cards',
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
    project.provide('serverAnswers', answers);
  } finally {
    await app.close();
  }
}

declare module 'vitest' {
  // biome-ignore lint/style/useConsistentTypeDefinitions: module augmentation needs an interface
  export interface ProvidedContext {
    serverAnswers: Record<string, unknown>;
  }
}
