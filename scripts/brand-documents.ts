// Build step: the shell's document per brand (deploy/documents.ts). After Vite and the start-graph plugins
// have written index.html, it becomes `index-<brand>.html` for every brand of the table, and index.html
// itself the default brand's (what a server that does not tell brands apart sends).
//
// The service worker precaches `/index.html` as its host answers it (the host's brand's document), so the
// precache revision of index.html covers every brand's document: a change to any of them reaches every
// brand's installed worker.
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Plugin } from 'vite';
import { brandDocument, documentFile } from '../deploy/documents.ts';
import { BRANDS, brandForHost } from '../src/lib/brand/brands.ts';

/** The brand an unknown host gets (the platform's default). */
const DEFAULT_BRAND = brandForHost('').brand;

export const brandDocuments = (): Plugin => ({
  name: 'cabinet:brand-documents',
  apply: 'build',
  generateBundle: {
    // After vite:build-html and the transformIndexHtml hooks have written index.html.
    order: 'post',
    handler(_options, bundle) {
      const index = bundle['index.html'];
      if (index?.type !== 'asset') return;
      const html = String(index.source);
      for (const brand of Object.values(BRANDS))
        this.emitFile({
          type: 'asset',
          fileName: documentFile(brand.id),
          source: brandDocument(html, brand),
        });
      index.source = brandDocument(html, DEFAULT_BRAND);
    },
  },
});

type PrecacheEntry = { url: string; revision: string | null; size: number };

/** A precache manifest transform: index.html's revision is that of every brand's document together. */
export const shellRevision =
  (outDir: string) =>
  async (entries: PrecacheEntry[]): Promise<{ manifest: PrecacheEntry[]; warnings: string[] }> => {
    const hash = createHash('sha256');
    for (const brand of Object.values(BRANDS))
      hash.update(await readFile(join(outDir, documentFile(brand.id))));
    const revision = hash.digest('hex').slice(0, 32);
    return {
      manifest: entries.map((entry) => (entry.url === 'index.html' ? { ...entry, revision } : entry)),
      warnings: [],
    };
  };
