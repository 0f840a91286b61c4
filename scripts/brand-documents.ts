// Build step: the shell's document per brand (deploy/documents.ts). After Vite and the start-graph plugins
// have written index.html, it becomes `index-<brand>.html` for every brand of the table, and index.html
// itself the default brand's (what a server that does not tell brands apart sends).
//
// The service worker precaches `/index.html` as its host answers it (the host's brand's document), so the
// precache revision of index.html covers every brand's document: a change to any of them reaches every
// brand's installed worker.
import { createHash } from 'node:crypto';
import type { Plugin } from 'vite';
import { brandDocument, documentFile } from '../deploy/documents.ts';
import { BRANDS, brandForHost } from '../src/kernel/brand/brands.ts';

/** The brand an unknown host gets (the platform's default). */
const DEFAULT_BRAND = brandForHost('').brand;

type PrecacheEntry = { url: string; revision: string | null; size: number };
type ManifestTransform = (
  entries: PrecacheEntry[],
) => Promise<{ manifest: PrecacheEntry[]; warnings: string[] }>;

/**
 * The build step, and the precache manifest transform that gives index.html the revision of every
 * brand's document this very build wrote (not files on disk: a build into another folder, as the
 * release tests' second build, would read another build's documents and keep its revision, and the new
 * worker would keep serving the old shell).
 */
export const brandDocuments = (): { plugin: Plugin; shellRevision: ManifestTransform } => {
  let revision: string | null = null;
  const plugin: Plugin = {
    name: 'cabinet:brand-documents',
    apply: 'build',
    generateBundle: {
      // After vite:build-html and the transformIndexHtml hooks have written index.html.
      order: 'post',
      handler(_options, bundle) {
        const index = bundle['index.html'];
        if (index?.type !== 'asset') return;
        const html = String(index.source);
        const hash = createHash('sha256');
        for (const brand of Object.values(BRANDS)) {
          const source = brandDocument(html, brand);
          hash.update(source);
          this.emitFile({ type: 'asset', fileName: documentFile(brand.id), source });
        }
        revision = hash.digest('hex').slice(0, 32);
        index.source = brandDocument(html, DEFAULT_BRAND);
      },
    },
  };
  // The worker is built after the app's bundle is written, so the documents are known by then.
  const shellRevision: ManifestTransform = async (entries) => {
    if (revision === null) throw new Error('the brand documents were not built before the worker');
    const shell = revision;
    return {
      manifest: entries.map((entry) => (entry.url === 'index.html' ? { ...entry, revision: shell } : entry)),
      warnings: [],
    };
  };
  return { plugin, shellRevision };
};
