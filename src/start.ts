// The page's entry. A cold start with no network on the tickets' actual tab first paints the next
// ticket's kept QR (src/gate-start/, plain DOM, a few kB) and only then loads the app, whose code is
// ~30 times heavier: at the venue the code is on screen in about the time a plain page takes, and the
// app takes the view over when it is ready (docs/decisions-gate-start.md). Any other start goes straight
// to the app. Only the base styles (page colours, type) and the gate view's are in the page's head,
// blocking the first paint; the frame's come with the app (src/main.tsx), before it renders.
import './styles/base.css';
import './ui/gate-view.css';
import { paintGateStart } from './gate-start/paint.ts';
import { gateStartFor, langMatches } from './gate-start/when.ts';
import { readStoredLang } from './lib/i18n/storedLang.ts';

const session = gateStartFor({
  online: navigator.onLine,
  pathname: window.location.pathname,
  cookies: document.cookie,
});
if (session) {
  const stored = readStoredLang();
  await paintGateStart(session, (kept) => langMatches(kept, stored)).catch(() => false);
}
await import('./main.tsx');
