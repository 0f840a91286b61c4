// Search rules (spec §2, §7, §9): when to search, the order of the groups, and the main-site link of
// every kind of hit. Pure functions: the UI asks these, never builds a link inline.
import type { Lang } from '../../kernel/langs.ts';
import type { Hit, SearchResults } from './api.ts';

export const SEARCH_DEBOUNCE_MS = 500;
const MIN_QUERY_LENGTH = 2;

export type Kind = keyof SearchResults;
/** Groups in the order they are shown: what one buys tickets for first, reading last. */
const KINDS: readonly Kind[] = ['performances', 'objects', 'names', 'tours', 'videos', 'posts'];

/** The text worth sending: trimmed, inner spaces collapsed; '' when too short to search. */
export const searchText = (input: string): string => {
  const text = input.trim().replace(/\s+/g, ' ');
  return [...text].length >= MIN_QUERY_LENGTH ? text : '';
};

export type LinkBase = { service: string; lang: Lang; region: string };

const at = ({ service, lang, region }: LinkBase) => `${service}/${lang}/${region}`;
const seg = (value: string | number) => encodeURIComponent(String(value));

export const objectHref = (base: LinkBase, typeId: number, objectId: number) =>
  `${at(base)}/objects/${seg(typeId)}/${seg(objectId)}`;
export const eventHref = (base: LinkBase, typeSlug: string, eventId: number) =>
  `${at(base)}/events/${seg(typeSlug)}/${seg(eventId)}`;
export const journalHref = (base: LinkBase, categoryId: number, id: number) =>
  `${at(base)}/journal/${seg(categoryId)}/${seg(id)}`;
export const videoHref = (base: LinkBase, id: number) => `${at(base)}/online/${seg(id)}`;
export const nameHref = ({ service, lang }: Pick<LinkBase, 'service' | 'lang'>, id: number) =>
  `${service}/${lang}/names/${seg(id)}`;
export const tourHref = (base: LinkBase, id: number) => `${at(base)}/tours/${seg(id)}`;

/** The main-site page of a hit, or null when the hit lacks what its link needs. */
export const hitHref = (kind: Kind, hit: Hit, base: LinkBase): string | null => {
  const where = { ...base, region: hit.region || base.region };
  switch (kind) {
    case 'objects': {
      const typeId = hit.types?.find((t) => typeof t.id === 'number')?.id ?? hit.type?.id;
      return typeof typeId === 'number' ? objectHref(where, typeId, hit.id) : null;
    }
    case 'performances': {
      const slug = hit.type?.slug ?? hit.types?.find((t) => t.slug)?.slug;
      return slug ? eventHref(where, slug, hit.id) : null;
    }
    case 'posts':
      return typeof hit.category?.id === 'number' ? journalHref(where, hit.category.id, hit.id) : null;
    case 'videos':
      return videoHref(where, hit.id);
    case 'names':
      return nameHref(where, hit.id);
    case 'tours':
      return tourHref(where, hit.id);
  }
};

type ResultItem = { key: string; kind: Kind; label: string; href: string };
export type ResultGroup = { kind: Kind; items: ResultItem[] };

/** Groups with at least one linkable, named hit, in display order. */
export const resultGroups = (results: SearchResults, base: LinkBase): ResultGroup[] =>
  KINDS.flatMap((kind) => {
    const items = results[kind].flatMap((hit) => {
      const label = (hit.name ?? hit.title ?? '').trim();
      const href = hitHref(kind, hit, base);
      return label && href ? [{ key: `${kind}-${hit.id}`, kind, label, href }] : [];
    });
    return items.length > 0 ? [{ kind, items }] : [];
  });

/** The next active option for a key press in the list (wraps around; -1 = none). */
export const moveActive = (active: number, count: number, key: string): number => {
  if (count === 0) return -1;
  switch (key) {
    case 'ArrowDown':
      return active < 0 || active >= count - 1 ? 0 : active + 1;
    case 'ArrowUp':
      return active <= 0 ? count - 1 : active - 1;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return active;
  }
};
