// The build's manual chunk groups (vite.config.ts), as data a test can check. The kits are groups by
// folder: every module of src/ in a folder of the group's name, at any layer (src/ui/screen-kit/,
// src/shared/screen-kit/, …), so a file moved out of the folder visibly leaves the group. The start
// chunk and the app chunk's additions are lists of paths (a folder ends in `/`, a module is named without
// its extension). scripts/chunk-groups.test.ts fails when a group, or an entry of a list, matches no file;
// check:budgets when the gate start needs more than its three scripts. The start chunk is not taken by the
// entry's imports: that also took lib/qr/warmQr.ts, whose import made the entry itself ask for the bundler's
// runtime, which was then asked for only after the start chunk: a later first paint (docs/architecture.md).

/** The manual chunk groups matched by folder: the group's name is its folders' name. */
export const KITS = { screen: 'screen-kit', account: 'account-kit' } as const;

/**
 * The gate start (src/start/start.ts → src/start/gate/) in one chunk with the small modules it shares
 * with the app and the QR library: an offline start fetches one file before painting the code.
 */
export const START_CHUNK = [
  'src/start/gate/',
  'src/start/online',
  'src/start/shell',
  'src/start/view/paint',
  'src/start/view/view',
  'src/start/preload/routeChunks',
  'src/ui/breakpoints',
  'src/kernel/brand/brands',
  'src/kernel/brand/config',
  'src/kernel/brand/description',
  'src/kernel/routeFacts',
  'src/kernel/startEndpoints',
  'src/kernel/langs',
  'src/kernel/storeKeys',
  'src/lib/qr/qrSvg',
  'src/lib/brand/current',
  'src/lib/brand/theme',
  'src/lib/cookies',
  'src/lib/nextPaint',
  'src/lib/http/early',
  'src/lib/http/earlyReads',
  'src/lib/i18n/startTexts',
  'src/lib/i18n/storedLang',
  'src/lib/i18n/warmIntl',
  'src/lib/offline/rawRead',
  'src/lib/offline/deviceOwner',
  'node_modules/qrcode/',
  'node_modules/dijkstrajs/',
] as const;

/**
 * Modules no static import of src/main.tsx reaches, put in the app chunk anyway: what a point is worth
 * and when a thing with an end expires (shared by the first screen's order parts and later screens), and
 * the orders' rules (the list, the card and gate mode): rather than one more request, or a
 * worse-compressed share, on the cold-start path.
 */
export const WITH_APP = ['src/shared/points', 'src/shared/validity', 'src/features/orders/rules/'] as const;

const SEP = String.raw`[\\/]`;
const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A list's entries as one pattern over module ids: a folder's every file, a module by its name. */
export const pathsPattern = (paths: readonly string[]): RegExp =>
  new RegExp(
    `${SEP}(${paths
      .map((p) => {
        const body = p.replace(/\/$/, '').split('/').map(escaped).join(SEP);
        return p.endsWith('/') ? `${body}${SEP}` : `${body}\\.`;
      })
      .join('|')})`,
  );

/** The project modules under a `<name>/` folder of src/. */
export const folderGroup = (name: string): RegExp => new RegExp(`${SEP}src${SEP}(.+${SEP})?${name}${SEP}`);
