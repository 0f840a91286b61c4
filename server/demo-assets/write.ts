// Writes the demo images into this folder: `npx node server/demo-assets/write.ts` after changing
// build.ts (demo-assets.test.ts fails until the files match).
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildDemoAssets } from './build.ts';

const here = dirname(fileURLToPath(import.meta.url));
const assets = buildDemoAssets();
for (const [path, text] of assets) {
  const file = join(here, path);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, text);
}
console.info(`Wrote ${assets.size} demo images into ${here}.`);
