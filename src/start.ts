// The page's entry. A cold start with no network on the tickets' actual tab first paints the next
// ticket's kept QR (src/gate-start/, plain DOM, a few kB) and only then loads the app, whose code is
// ~30 times heavier: at the venue the code is on screen in about the time a plain page takes, and the
// app takes the view over when it is ready (docs/decisions-gate-start.md). Any other start goes straight
// to the app. Only the base styles (page colours, type) and the gate view's are in the page's head,
// blocking the first paint; the frame's come with the app (src/main.tsx), before it renders.
import './styles/base.css';
import './ui/gate-view.css';
import { applyBrandTheme } from './app/brandTheme.ts';
import { paintGateStart } from './gate-start/paint.ts';
import { gateStartFor, langMatches } from './gate-start/when.ts';
import { brand } from './lib/brand/current.ts';
import { readStoredLang } from './lib/i18n/storedLang.ts';

// The brand's colours, icon, title and description before anything else: with the app still loading
// (or a gate start painted) the tab reads "Kvitok", not index.html's placeholder (issue 20 point 11).
applyBrandTheme(brand);

const owner = gateStartFor({
  online: navigator.onLine,
  pathname: window.location.pathname,
  cookies: document.cookie,
});
if (owner) {
  const stored = readStoredLang();
  await paintGateStart(owner, (kept) => langMatches(kept, stored)).catch(() => false);
}
await import('./main.tsx');
