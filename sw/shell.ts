// The app shell for an offline start. index.html asks for the app's code in its head (modulepreload,
// scripts/start-graph.ts) so that an online start fetches and compiles it while the page's entry runs.
// With no network the entry first paints what the device kept (the gate's QR, a kept screen), and on a
// slow phone fetching and compiling ~450 kB of app code from the cache at the same moment delays that
// paint by about an eighth (docs/decisions-bench.md, "The offline shell"). Offline, the worker serves the
// shell without those preloads; the entry asks for the same files itself once the kept view is on screen.
//
// The reverse for the entry's own imports that index.html leaves to the entry (the bundler's runtime):
// online, a preload of them would hold one of the six connections the app's largest files need (the
// entry asks for them one round trip later, while those files still travel); offline there is no
// connection to hold, and that later ask was a step of its own before the kept code could be read (gate
// start 4 % faster with the preload: docs/decisions-bench.md, issue 17 ninth pass). index.html carries
// their preloads in an inert template; offline, the worker puts them in the head.

/** The attribute scripts/start-graph.ts puts on the app's modulepreload links. */
export const APP_PRELOAD_ATTR = 'data-app';

/** The attribute of the template that holds the offline start's own preloads. */
export const OFFLINE_PRELOADS_ATTR = 'data-offline';

const APP_PRELOAD = new RegExp(`<link\\b[^>]*\\s${APP_PRELOAD_ATTR}(?:=""|\\b)[^>]*>\\s*`, 'g');
const OFFLINE_PRELOADS = new RegExp(
  `<template\\s${OFFLINE_PRELOADS_ATTR}(?:="")?>((?:(?!</template>)[\\s\\S])*)</template>`,
  'g',
);

/** The shell's HTML without the app's modulepreload links (every other tag kept as it is). */
export const withoutAppPreloads = (html: string): string => html.replace(APP_PRELOAD, '');

/** The shell's HTML as an offline start needs it: no app preloads; the offline template's links in the head. */
export const offlineShellHtml = (html: string): string =>
  withoutAppPreloads(html).replace(OFFLINE_PRELOADS, '$1');

/** The same response with its body made {@link offlineShellHtml}. */
export const offlineShell = async (response: Response): Promise<Response> => {
  const headers = new Headers(response.headers);
  headers.delete('content-length');
  return new Response(offlineShellHtml(await response.text()), {
    status: response.status,
    statusText: response.statusText,
    headers,
  });
};
