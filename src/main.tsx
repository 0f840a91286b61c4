// Boot order: brand → (language ‖ what the device holds ‖ the current route's code) → router → render.
// The three middle steps are independent and run at once: a cold start at the gate waits for the
// slowest of them, not for their sum (docs/decisions-bench.md).
// First: what follows is evaluated in a task after the libraries' (app/afterLibraries.ts).
import './app/afterLibraries.ts';
import './styles/frame.css';
import './styles/components.css';
// The UI kit's small stylesheets (0.2–0.8 kB each) with the frame's, not each one more request on a
// screen's start (Lighthouse's simulated phone divides its bandwidth among the requests in flight;
// docs/decisions-bench.md). Their components import them too, for the reader.
import './ui/forms.css';
import './ui/page.css';
import './ui/panel.css';
import './ui/retry-banner.css';
import './ui/sums.css';
import './ui/TabNav.css';
import './ui/windowed-list.css';
// What a printed page holds (the tickets, or the QR view open): with the frame's, before anyone prints.
import './styles/print.css';
import { onlineManager } from '@tanstack/react-query';
import { StrictMode, startTransition } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { App } from './app/App.tsx';
import { seedKeptSet, startKeptSync } from './app/keptSync.ts';
import { resumeLangSwitch } from './app/langSwitch.ts';
import { followOtherTabs } from './app/otherTabs.ts';
import { wipePersistedCache } from './app/persister.ts';
import { createQueryClient } from './app/queryClient.ts';
import { createAppRouter } from './app/router.ts';
import { registerServiceWorker } from './app/serviceWorker.ts';
import { startSettled } from './app/WhenIdle.ts';
import { initialLang } from './kernel/langs.ts';
import { brand } from './lib/brand/current.ts';
import { afterFirstScreen } from './lib/firstScreen.ts';
import { activateLang, allTexts, i18n } from './lib/i18n/i18n.ts';
import { startTextsSuffice } from './lib/i18n/startTexts.ts';
import { readStoredLang } from './lib/i18n/storedLang.ts';
import { nextTask } from './lib/nextPaint.ts';
import { settleOwner } from './lib/offline/owner.ts';
import { requestPersistentStorage } from './lib/offline/persist.ts';
import { onQuotaError } from './lib/offline/store.ts';
import { setSyncState } from './lib/offline/syncState.ts';
import { wipeDeviceStores } from './lib/offline/wipe.ts';
import { forgetDrawnCodes } from './lib/qr/qrSvg.ts';
import { isSignedIn, onSignOut } from './lib/session/session.ts';
import { endGateStart, gateStartTaken, keepStartViews, takeOverStartView } from './start/handoff.ts';

/** How long after the first route resolved the gate start may wait to be taken over. */
const GATE_START_GRACE_MS = 1000;

// The app's own start in a task after its modules' evaluation (app/afterLibraries.ts has the first cut).
await nextTask();
const lang = initialLang(readStoredLang(), brand.defaultLang);

// Query assumes "online" at start (toolchain guide); tell it the truth.
onlineManager.setOnline(navigator.onLine);

const queryClient = createQueryClient();
onSignOut(() => queryClient.clear());
onSignOut(wipePersistedCache);
onSignOut(wipeDeviceStores);
onSignOut(forgetDrawnCodes);
onSignOut(() => import('./lib/offline/periodicRefresh.ts').then((m) => m.endPeriodicRefresh()));
onQuotaError(() => setSyncState({ quotaError: true }));
let reactRoot: Root | null = null;
followOtherTabs({
  queryClient,
  clearScreen: () => {
    reactRoot?.unmount();
    endGateStart();
  },
});

// The language and what the device holds load (I/O) while the router is built (CPU) and the code of
// the route being opened is fetched. The device store answers first: what the device holds is in the
// cache before the first render, and the background sync refreshes it when online.
const signedIn = isSignedIn();
// The first part of the language's texts where it is enough for the first screen (the orders tabs,
// signed out: lib/i18n/startTexts.ts); the rest is merged in after the first screen.
const langReady = activateLang(lang, {
  remember: false,
  whole: !startTextsSuffice(window.location.pathname, signedIn),
});
// The device's data is checked against the session (and wiped if it is another customer's) first.
const listsReady = settleOwner().then(() => (signedIn ? seedKeptSet(queryClient, lang) : undefined));
// The router in a task of its own: the app's modules were evaluated in this one (~60–110 ms at CPU ×1 on a
// slow machine together with the router's creation).
await nextTask();
const router = createAppRouter(queryClient);
const routeCode = Promise.all(
  router.getMatchedRoutes(window.location.pathname)[0].map((route) => router.loadRouteChunk(route)),
).catch(() => undefined);
await Promise.all([langReady, listsReady, routeCode]);
if (signedIn) {
  startKeptSync(queryClient, () => i18n.locale);
  void requestPersistentStorage();
}
// The first load (the route's loaders start the screen's reads) in a task of its own, not with the sync's
// wiring and whatever resolved the wait above.
await nextTask();

// The gate start's view (when painted) is taken over by the actual tab; on any other outcome (a
// redirect, an error screen) it goes once the first route has rendered. Subscribed before the first
// load below, which may resolve the route before the first render.
const unsubscribe = router.subscribe('onResolved', () => {
  unsubscribe();
  setTimeout(() => {
    if (!gateStartTaken()) endGateStart();
  }, GATE_START_GRACE_MS);
});

// The first route is resolved before the first render when its loaders wait for nothing (the start's
// screens: their loaders only start the reads). React then renders it in the transition below, in slices
// that yield to the page. Left to the router's mount, the same load (`router.load({ sync: true })`)
// rendered the whole first screen again synchronously, one long task
// (figures: docs/decisions-bench.md, "Figures behind source comments"). A route whose loader waits for data (the profile, the videos…) is not waited for: the frame
// renders now, as before, and the router's mount finishes the load.
await Promise.race([router.load().catch(() => undefined), nextTask()]);

const root = document.getElementById('root');
if (root) {
  const app = createRoot(root);
  reactRoot = app;
  startTransition(() =>
    app.render(
      <StrictMode>
        <App queryClient={queryClient} router={router} />
      </StrictMode>,
    ),
  );
  void takeOverStartView(root);
  if (signedIn)
    keepStartViews({
      root,
      build: __BUILD_ID__,
      lang: () => i18n.locale,
      signedIn: isSignedIn,
      onNavigated: (listener) => router.subscribe('onResolved', (e) => listener(e.toLocation.pathname)),
    });
}

void afterFirstScreen()
  .then(allTexts)
  .catch(() => undefined);
// A language switch the customer asked to try again on the previous page (app/langSwitch.ts).
void afterFirstScreen().then(resumeLangSwitch);
// The app's offline copy (the worker's install downloads and stores every file of the build, ~1 MB) once
// the start's work is behind, not beside the list's later cards and the start's sync: on a phone whose
// cores are busy it took their CPU and stretched each of the start's tasks (docs/decisions-bench.md).
void startSettled().then(registerServiceWorker);
