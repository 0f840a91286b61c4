// The download token (`t`) opens every document of its customer: no page of a journey may ever be at an
// address carrying it (the address bar, history, a link someone copies). Every page and popup of the
// context is watched, from its first navigation: each address it is at, and each document it asks for.
import { type BrowserContext, expect, type Page } from '@playwright/test';

const carriesToken = (url: string): boolean => {
  try {
    return new URL(url).searchParams.has('t');
  } catch {
    return false;
  }
};

/** Starts watching `context`; `expectNone()` fails with every address seen carrying `t`. */
export const watchPageAddresses = (context: BrowserContext) => {
  const seen: string[] = [];
  const watch = (page: Page) => {
    seen.push(page.url());
    page.on('framenavigated', (frame) => seen.push(frame.url()));
    page.on('request', (req) => {
      if (req.isNavigationRequest()) seen.push(req.url());
    });
  };
  for (const page of context.pages()) watch(page);
  context.on('page', watch);
  // A popup's first navigation can start before its page is announced, and one that ends in a download
  // (a wallet pass) never commits: the context sees its request.
  context.on('request', (req) => {
    if (req.isNavigationRequest()) seen.push(req.url());
  });
  return {
    seen,
    expectNone: () => expect(seen.filter(carriesToken), 'page addresses carrying t').toEqual([]),
  };
};
