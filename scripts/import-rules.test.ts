// @vitest-environment node
// The dependency rule of docs/architecture.md (Layout) is Biome's noRestrictedImports, set per folder in
// biome.json's `overrides`. Biome matches the import as written, so the rule is shown here to catch
// what it must: files planted in a throwaway copy of the config, relative and aliased imports alike,
// and the tree itself passing.
import { spawnSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '..');
const biome = join(root, 'node_modules/.bin/biome');
const RULE = 'style/noRestrictedImports';

/** The files where the rule reports, from Biome's text output. */
const flagged = (cwd: string, paths: string[]): Set<string> => {
  const run = spawnSync(biome, ['lint', `--only=${RULE}`, '--max-diagnostics=1000', ...paths], {
    cwd,
    encoding: 'utf8',
  });
  const out = `${run.stdout}${run.stderr}`;
  if (/Checked 0 files/.test(out)) throw new Error(`biome checked nothing:\n${out}`);
  return new Set(
    [...out.matchAll(/^(\S+):\d+:\d+ lint\/style\/noRestrictedImports/gm)].map((m) => m[1] ?? ''),
  );
};

// [where the file is, what it imports, whether the rule must refuse it]
const CASES: ReadonlyArray<[string, string, boolean]> = [
  // A feature: lib, ui, src/shared and its own folder; no other feature, not the app or the routes.
  ['src/features/orders/A.ts', "import { profileQuery } from '../profile/queries.ts';", true],
  ['src/features/orders/B.ts', "import type { Profile } from '../profile/api.ts';", true],
  ['src/features/orders/C.ts', "export { payAction } from '../payment/rules.ts';", true],
  ['src/features/orders/D.ts', "export const later = () => import('../payment/rules.ts');", true],
  ['src/features/orders/E.ts', "import { x } from '../../features/profile/queries.ts';", true],
  ['src/features/orders/F.ts', "import { Shell } from '../../app/Shell.tsx';", true],
  ['src/features/orders/G.ts', "import { Route } from '../../routes/index.tsx';", true],
  ['src/features/orders/H.test.ts', "import { payAction } from '../payment/rules.ts';", true],
  ['src/features/orders/parts/I.ts', "import { x } from '../../profile/queries.ts';", true],
  ['src/features/orders/ok1.ts', "import { profileQuery } from '../../shared/profile/queries.ts';", false],
  ['src/features/orders/ok2.ts', "import { KEPT_KEYS } from '../../kernel/storeKeys.ts';", false],
  ['src/features/orders/ok3.ts', "import { Dialog } from '../../ui/Dialog.tsx';", false],
  ['src/features/orders/ok4.ts', "import { x } from './rules.ts';", false],
  ['src/features/orders/parts/ok5.ts', "import { x } from '../rules.ts';", false],
  ['src/features/orders/parts/ok6.ts', "import { x } from '../../../shared/points.ts';", false],
  // A feature takes the start over through src/start/handoff.ts only.
  ['src/features/orders/H2.ts', "import { takeGateStart } from '../../start/gate/handover.ts';", true],
  ['src/features/orders/list/H3.tsx', "import { onCodeTapped } from '../../../start/view/tap.ts';", true],
  [
    'src/features/orders/gate/H4.test.ts',
    "import { pickGateStart } from '../../../start/gate/kept.ts';",
    true,
  ],
  ['src/features/orders/gate/ok20.ts', "import { takeGateStart } from '../../../start/handoff.ts';", false],
  // The app and the routes too: src/main.tsx takes the start views over through the handoff.
  ['src/main.tsx', "import { keepStartViews } from './start/view/keep.ts';", true],
  ['src/app/H4.ts', "import { endGateStart } from '../start/gate/handover.ts';", true],
  ['src/routes/H5.tsx', "import { x } from '../start/online.ts';", true],
  ['src/app/ok22.ts', "import { endGateStart } from '../start/handoff.ts';", false],
  // src/shared: lib and ui only.
  ['src/shared/profile/J.ts', "import { displayName } from '../../features/profile/rules.ts';", true],
  ['src/shared/profile/K.ts', "import { x } from '../../app/keptQueries.ts';", true],
  ['src/shared/profile/ok7.ts', "import { layoutQuery } from '../layout/queries.ts';", false],
  // lib, ui and the start code: no feature, no src/shared, not the app.
  ['src/lib/offline/L.test.ts', "import { ClientCardSchema } from '../../features/cards/api.ts';", true],
  ['src/lib/offline/M.ts', "import { ProfileSchema } from '../../shared/profile/api.ts';", true],
  ['src/ui/N.tsx', "import { Shell } from '../app/Shell.tsx';", true],
  ['src/start/gate/O.ts', "import { x } from '../../features/orders/gate/gateStart.ts';", true],
  ['src/start/preload/O2.ts', "import { x } from '../../shared/points.ts';", true],
  ['src/start/view/O3.ts', "import { Shell } from '../../app/Shell.tsx';", true],
  ['src/start/O4.ts', "import { applyBrandTheme } from '../app/brandTheme.ts';", true],
  ['src/start/O5.ts', "import { x } from '../features/orders/index.ts';", true],
  ['src/start/ok21.ts', "export const app = () => import('../main.tsx');", false],
  ['src/lib/ok8.ts', "import { PHONE_QUERY } from '../ui/breakpoints.ts';", false],
  // The app, the routes and the boot: a feature through its entries only (index.ts, data.ts, worker.ts),
  // and its testing/ fixtures.
  ['src/app/R.tsx', "import { OrderList } from '../features/orders/list/OrderList.tsx';", true],
  ['src/app/R2.ts', "import type { OrderTab } from '../features/orders/schemas.ts';", true],
  ['src/main.tsx', "export const later = () => import('./features/orders/queries.ts');", true],
  ['src/routes/S.tsx', "import { paymentInfoQuery } from '../features/payment/queries.ts';", true],
  ['src/routes/tickets/T.tsx', "import { prefetchOrders } from '../../features/orders/queries.ts';", true],
  ['src/app/ok10.tsx', "import { SearchBox } from '../features/search/index.ts';", false],
  ['src/routes/ok11.tsx', "import { prefetchOrders } from '../features/orders/data.ts';", false],
  ['src/routes/tickets/ok12.tsx', "import { OrderList } from '../../features/orders/index.ts';", false],
  ['src/app/ok13.ts', "import { OrderPageSchema } from '../features/orders/worker.ts';", false],
  ['src/app/ok14.test.ts', "import { anOrder } from '../features/orders/testing/orders.ts';", false],
  // The service worker: a feature through its worker.ts entry only (no screens, no DOM).
  ['sw/U.ts', "import { OrderPageSchema } from '../src/features/orders/schemas.ts';", true],
  ['sw/V.ts', "import { OrderList } from '../src/features/orders/index.ts';", true],
  ['sw/W.ts', "import { Route } from '../src/routes/tickets.tsx';", true],
  ['sw/ok15.ts', "import { OrderPageSchema } from '../src/features/orders/worker.ts';", false],
  ['sw/ok16.ts', "import { syncPlan } from '../src/app/keptSet.ts';", false],
  // The kernel: only the kernel (no DOM, no React, nothing of the app).
  ['src/kernel/K.ts', "import { i18n } from '../lib/i18n/i18n.ts';", true],
  ['src/kernel/format/K2.ts', "import { worth } from '../../shared/points.ts';", true],
  ['src/kernel/K3.ts', "import { useState } from 'react';", true],
  ['src/kernel/K4.ts', "export { OrderPageSchema } from '../features/orders/worker.ts';", true],
  ['src/kernel/K5.test.ts', "import { paint } from '../start/gate/paint.ts';", true],
  ['src/kernel/format/ok17.ts', "import { isLang } from '../langs.ts';", false],
  ['src/kernel/ok18.ts', "import { BRANDS } from './brand/brands.ts';", false],
  // The reference server and deploy/: src/kernel only.
  ['server/api/P.ts', "import { brandOf } from '../../src/features/cards/rules.ts';", true],
  ['server/api/Q.ts', "import { x } from '../../src/app/router.ts';", true],
  ['server/api/P2.ts', "import { worth } from '../../src/shared/points.ts';", true],
  ['server/Q2.ts', "import { brand } from '../src/lib/brand/current.ts';", true],
  ['deploy/D.ts', "import { readStoredLang } from '../src/lib/i18n/storedLang.ts';", true],
  ['server/api/ok9.ts', "import { brandOf } from '../../src/kernel/cards/rules.ts';", false],
  ['deploy/ok19.ts', "import { BRANDS } from '../src/kernel/brand/brands.ts';", false],
];

describe('the dependency rule (biome.json overrides, noRestrictedImports)', () => {
  let dir = '';
  let found = new Set<string>();

  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'import-rules-'));
    const config = JSON.parse(readFileSync(join(root, 'biome.json'), 'utf8')) as Record<string, unknown>;
    // The copy has no git and no node_modules beside it.
    delete config.$schema;
    config.vcs = { enabled: false };
    writeFileSync(join(dir, 'biome.json'), JSON.stringify(config));
    for (const [path, line] of CASES) {
      mkdirSync(join(dir, dirname(path)), { recursive: true });
      writeFileSync(join(dir, path), `${line}\n\nexport const planted = 1;\n`);
    }
    found = flagged(dir, ['.']);
  });

  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it.each(CASES)('%s: %s → refused %s', (path, _line, refused) => {
    expect(found.has(path)).toBe(refused);
  });

  it('passes on the tree', () => {
    expect([...flagged(root, ['src', 'server', 'sw', 'deploy'])]).toEqual([]);
  });

  it('every feature has its public entry, index.ts', () => {
    const features = readdirSync(join(root, 'src/features'), { withFileTypes: true }).filter((e) =>
      e.isDirectory(),
    );
    expect(features.filter((f) => !existsSync(join(root, 'src/features', f.name, 'index.ts')))).toEqual([]);
  });

  // The feature overrides are written for files in a feature's folder and one folder below it.
  it('no feature file is nested deeper than the rule reaches', () => {
    const deep = readdirSync(join(root, 'src/features'), { recursive: true, withFileTypes: true })
      .filter((e) => e.isFile())
      .map((e) => join(e.parentPath, e.name).slice(join(root, 'src/features').length + 1))
      .filter((p) => p.split('/').length > 3);
    expect(deep).toEqual([]);
  });
});
