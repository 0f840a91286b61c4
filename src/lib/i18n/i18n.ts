// Language runtime: loads a language's catalogs (one PO file per feature, compiled by the Lingui Vite
// plugin; one module per language, catalogs/<lang>.ts), activates it, and remembers the choice on the
// device. The build cuts each language in two (scripts/catalog-split.ts, lib/i18n/startTexts.ts): a start
// on the orders tabs or signed out renders with the first part, and the rest is merged in after the first
// screen; every other load of a language takes both parts before it activates. Each part has the chunk
// deadline (spec §9, lib/chunkTimeout.ts): a part that never arrives fails instead of waiting for ever.
import { i18n, type Messages } from '@lingui/core';
import { intlLocale, type Lang } from '../../kernel/langs.ts';
import { LANG_STORAGE_KEY } from '../../kernel/storeKeys.ts';
import { withChunkTimeout } from '../chunkTimeout.ts';

type Catalog = { messages: Messages; rest?: (() => Promise<Messages>) | undefined };

const CATALOGS: Record<Lang, () => Promise<Catalog>> = {
  ru: () => import('./catalogs/ru.ts'),
  en: () => import('./catalogs/en.ts'),
  be: () => import('./catalogs/be.ts'),
  ge: () => import('./catalogs/ge.ts'),
  az: () => import('./catalogs/az.ts'),
};

/** Each language's rest, asked for once. */
const rests = new Map<Lang, Promise<Messages>>();
const restOf = (lang: Lang, catalog: Catalog): Promise<Messages> => {
  let rest = rests.get(lang);
  if (!rest) {
    rest = withChunkTimeout(catalog.rest?.() ?? Promise.resolve({}));
    rests.set(lang, rest);
    // A failed or stalled load (the network gone) is asked for again by the next caller.
    rest.catch(() => rests.delete(lang));
  }
  return rest;
};

let firstPartOnly: { lang: Lang; catalog: Catalog } | null = null;

type Options = {
  /** Saved as the device's choice. */
  remember?: boolean;
  /** Every text of the language before it activates (false: the start's first part; see allTexts). */
  whole?: boolean;
};

/** Counts the asks: the latest one wins when an earlier language arrives after it. */
let asks = 0;

/**
 * Loads `lang` and makes it the active language; until then the active one stays. Rejects (a
 * ChunkTimeoutError after 120 s) when its texts do not arrive; an ask overtaken by a later one resolves
 * without activating anything, whether its texts arrive or not.
 */
export const activateLang = async (
  lang: Lang,
  { remember = true, whole = true }: Options = {},
): Promise<void> => {
  const ask = ++asks;
  let catalog: Catalog;
  let rest: Messages;
  try {
    catalog = await withChunkTimeout(CATALOGS[lang]());
    rest = whole ? await restOf(lang, catalog) : {};
  } catch (error) {
    if (ask === asks) throw error;
    return;
  }
  if (ask !== asks) return;
  i18n.load(lang, { ...catalog.messages, ...rest });
  firstPartOnly = whole ? null : { lang, catalog };
  // Intl (plurals, numbers) knows Georgian as `ka`, not the platform's `ge`.
  i18n.activate(lang, [intlLocale(lang)]);
  document.documentElement.lang = intlLocale(lang);
  if (remember) {
    try {
      localStorage.setItem(LANG_STORAGE_KEY, lang);
    } catch {
      // Private mode or a full quota: the choice lasts for this page only.
    }
  }
};

/**
 * Resolves once the active language has every text: at once unless the start activated only its first
 * part, whose rest it then loads (once) and merges in. Merged in place, without Lingui's change event:
 * nothing on screen uses those texts yet, so nothing needs to render again.
 */
export const allTexts = async (): Promise<void> => {
  const pending = firstPartOnly;
  if (!pending) return;
  const rest = await restOf(pending.lang, pending.catalog);
  if (firstPartOnly !== pending) return;
  if (i18n.locale === pending.lang) Object.assign(i18n.messages, rest);
  firstPartOnly = null;
};

// A text the active language lacks renders as its id: say so (e2e/start-texts.spec.ts listens).
i18n.on('missing', ({ id, locale }) => console.error(`missing text ${id} (${locale})`));

export { i18n };
