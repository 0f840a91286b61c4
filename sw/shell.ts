// The app shell for an offline start. index.html asks for the app's code in its head (modulepreload,
// scripts/start-graph.ts) so that an online start fetches and compiles it while the page's entry runs.
// With no network the entry first paints what the device kept (the gate's QR, a kept screen), and on a
// slow phone fetching and compiling ~450 kB of app code from the cache at the same moment delays that
// paint by about an eighth (docs/decisions-bench.md, "The offline shell"). Offline, the worker serves the
// shell without those preloads; the entry asks for the same files itself once the kept view is on screen.

/** The attribute scripts/start-graph.ts puts on the app's modulepreload links. */
export const APP_PRELOAD_ATTR = 'data-app';

const APP_PRELOAD = new RegExp(`<link\\b[^>]*\\s${APP_PRELOAD_ATTR}(?:=""|\\b)[^>]*>\\s*`, 'g');

/** The shell's HTML without the app's modulepreload links (every other tag kept as it is). */
export const withoutAppPreloads = (html: string): string => html.replace(APP_PRELOAD, '');

/** The same response with the app's preloads taken out of its body. */
export const offlineShell = async (response: Response): Promise<Response> => {
  const headers = new Headers(response.headers);
  headers.delete('content-length');
  return new Response(withoutAppPreloads(await response.text()), {
    status: response.status,
    statusText: response.statusText,
    headers,
  });
};
