// The page's entry. Before the app's code runs (it is ~30 times heavier), what the device holds is
// painted as plain DOM: a cold start with no network on the tickets' actual tab paints the next ticket's
// kept QR full screen (src/start/gate/, docs/decisions-gate-start.md); any other start of a route whose
// first screen was kept paints that screen as the customer last saw it (src/start/view/,
// docs/decisions-start-view.md). The app then takes the view over. Only the base styles and the gate
// view's are in the page's head, blocking the first paint; the others come with the app or the view.
// First: a gate start's read of the device begins as this module's first import is evaluated.
import { gateKept, startFacts, startToken } from './gate/early.ts';
import { startOnline } from './online.ts';
import '../styles/base.css';
import '../ui/gate-view.css';
import { initialLang, intlLocale } from '../kernel/langs.ts';
import { brand } from '../lib/brand/current.ts';
import { applyBrandTheme } from '../lib/brand/theme.ts';
import { readStoredLang } from '../lib/i18n/storedLang.ts';
import { warmIntl } from '../lib/i18n/warmIntl.ts';
import { nextTask } from '../lib/nextPaint.ts';
import { warmQrEncoder } from '../lib/qr/warmQr.ts';
import { warmType } from '../lib/warmType.ts';
import { paintGateStart } from './gate/paint.ts';
import { langMatches } from './gate/when.ts';
import { paintStartShell } from './shell.ts';
import { paintStartView } from './view/paint.ts';
import { PHONE_QUERY, startViewPath } from './view/view.ts';

// Online, the start is cut into short tasks: evaluating this chunk, then the
// requests of the first screen (src/start/online.ts, two tasks), then the theme and the device read. In
// one task they took ~30 ms on a desktop (~120 ms on a slow phone), a long task right after the first
// paint. Offline (a gate start) nothing waits.
if (startFacts.online) {
  await nextTask();
  await startOnline();
  await nextTask();
}
// The brand's colours, icon, title and description before the first paint: with the app still loading
// (or a gate start painted) the tab reads "Kvitok", not index.html's placeholder.
applyBrandTheme(brand);

const stored = readStoredLang();
const lang = (kept: string) => langMatches(kept, stored);
const atGate = gateKept ? await paintGateStart(gateKept, lang).catch(() => false) : false;
let viewPainted = false;
if (!atGate) {
  const path = startViewPath(startFacts.pathname);
  if (startToken && path) {
    const phone = window.matchMedia(PHONE_QUERY).matches;
    viewPainted = await paintStartView({ token: startToken, path, build: __BUILD_ID__, phone, lang }).catch(
      () => false,
    );
  }
}
// Nothing kept to paint: at least the frame's bar, until the app's first render (src/start/shell.ts).
if (!atGate && !viewPainted) paintStartShell(brand.name);
// While the app's code travels: the engine's locale data, the QR encoder and the first screens' fonts, out
// of the app's first render and layout (lib/i18n/warmIntl.ts, lib/qr/warmQr.ts, lib/warmType.ts). Signed in
// only: the sign-in form formats no number and shows no code, so there it would be work for nothing.
if (startToken) {
  const locale = intlLocale(initialLang(stored, brand.defaultLang));
  void warmIntl(locale)
    .then(warmQrEncoder)
    .then(() => warmType(locale));
}
await import('../main.tsx');
