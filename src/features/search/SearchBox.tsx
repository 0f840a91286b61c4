import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type KeyboardEvent, useId, useMemo, useRef, useState } from 'react';
import { brand } from '../../lib/brand/current.ts';
import { useLang } from '../../lib/i18n/useLang.ts';
import { Skeleton } from '../../ui/Skeleton.tsx';
import { searchQuery } from './queries.ts';
import { type Kind, moveActive, resultGroups, SEARCH_DEBOUNCE_MS, searchText } from './rules.ts';
import { useDebouncedValue } from './useDebouncedValue.ts';
import './search.css';

const GROUP_TITLES = {
  objects: msg`Venues`,
  posts: msg`Articles`,
  videos: msg`Videos`,
  names: msg`People`,
  tours: msg`Tours`,
  performances: msg`Events`,
} as const satisfies Record<Kind, unknown>;

type Props = {
  /** The region of links whose hit names none: the chosen city. */
  region: string;
  /**
   * The typed query, held by the header: the phone's and the wider screens' fields are different
   * elements, and a window crossing the breakpoint (a tablet turned) mounts the other one.
   */
  value: string;
  onValueChange: (value: string) => void;
  /** Focus the field on mount (the phone header opens the search on demand). */
  autoFocus?: boolean;
};

/**
 * The site search (spec §2): a combobox whose list shows the hits grouped by kind; each opens the main
 * site's page in a new window. Waits 500 ms of quiet before asking; arrows move, Enter opens, Escape
 * closes.
 */
export const SearchBox = ({ region, value: input, onValueChange: setInput, autoFocus = false }: Props) => {
  const { t, i18n } = useLingui();
  const lang = useLang();
  const ids = { input: useId(), list: useId(), status: useId() };
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const inputRef = useRef<HTMLInputElement>(null);
  const text = useDebouncedValue(searchText(input), SEARCH_DEBOUNCE_MS);
  const typing = searchText(input) !== text;
  const results = useQuery({
    ...searchQuery(text, lang),
    enabled: text !== '',
    placeholderData: keepPreviousData,
  });

  const groups = useMemo(
    () => (results.data ? resultGroups(results.data, { service: brand.mainSiteOrigin, lang, region }) : []),
    [results.data, lang, region],
  );
  const items = groups.flatMap((g) => g.items);
  const loading = text !== '' && (results.isFetching || typing);
  const settled = text !== '' && !loading && results.isSuccess;
  const showPanel = open && searchText(input) !== '';
  const optionId = (i: number) => `${ids.list}-${i}`;

  const openItem = (index: number) => {
    const item = items[index];
    if (item) window.open(item.href, '_blank', 'noopener,noreferrer');
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'Escape') {
      if (showPanel) setOpen(false);
      else setInput('');
      setActive(-1);
      return;
    }
    if (e.key === 'Enter') {
      if (showPanel && active >= 0) {
        e.preventDefault();
        openItem(active);
      }
      return;
    }
    if (
      ['ArrowDown', 'ArrowUp'].includes(e.key) ||
      (showPanel && active >= 0 && ['Home', 'End'].includes(e.key))
    ) {
      e.preventDefault();
      setOpen(true);
      setActive(moveActive(active, items.length, e.key));
    }
  };

  let index = -1;
  return (
    <div className="search">
      <label htmlFor={ids.input} className="visually-hidden">
        {t`Search events, venues and more`}
      </label>
      <input
        ref={inputRef}
        id={ids.input}
        className="search__input"
        type="search"
        role="combobox"
        aria-expanded={showPanel}
        aria-controls={ids.list}
        aria-autocomplete="list"
        aria-activedescendant={showPanel && active >= 0 ? optionId(active) : undefined}
        aria-describedby={ids.status}
        autoComplete="off"
        enterKeyHint="search"
        maxLength={100}
        placeholder={t`Search`}
        // biome-ignore lint/a11y/noAutofocus: the phone header shows this field only when asked to search.
        autoFocus={autoFocus}
        value={input}
        onChange={(e) => {
          setInput(e.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(false)}
        onKeyDown={onKeyDown}
      />
      <div className="search__panel" hidden={!showPanel}>
        <p
          id={ids.status}
          className={settled && items.length === 0 ? 'search__empty' : 'visually-hidden'}
          role="status"
        >
          {!showPanel
            ? ''
            : loading
              ? t`Searching…`
              : settled && items.length === 0
                ? t`Nothing found`
                : settled
                  ? plural(items.length, { one: '# result', other: '# results' })
                  : ''}
        </p>
        {settled && items.length === 0 && (
          <p className="search__hint">
            <Trans>
              Check the spelling or try a shorter query: the name of an event, a venue or a person.
            </Trans>
          </p>
        )}
        {results.isError && !loading && (
          <p className="search__hint">
            <Trans>The search is not available right now. Please try again later.</Trans>
          </p>
        )}
        {loading && items.length === 0 && (
          <div className="search__skeleton" aria-hidden="true">
            {[70, 55, 80].map((w) => (
              <Skeleton key={w} width={`${w}%`} height="16px" />
            ))}
          </div>
        )}
        <div
          id={ids.list}
          role="listbox"
          aria-label={t`Search results`}
          className="search__list"
          aria-busy={loading}
        >
          {groups.map((group) => (
            // biome-ignore lint/a11y/useSemanticElements: a group of options inside a listbox, not a form fieldset.
            <div
              key={group.kind}
              role="group"
              aria-labelledby={`${ids.list}-${group.kind}`}
              className="search__group"
            >
              <div id={`${ids.list}-${group.kind}`} className="search__group-title" role="presentation">
                {i18n._(GROUP_TITLES[group.kind])}
              </div>
              {group.items.map((item) => {
                index += 1;
                const i = index;
                return (
                  // biome-ignore lint/a11y/useKeyWithClickEvents: the combobox field handles the keys (aria-activedescendant).
                  <div
                    key={item.key}
                    id={optionId(i)}
                    role="option"
                    aria-selected={i === active}
                    tabIndex={-1}
                    className="search__option"
                    data-href={item.href}
                    // Keep the focus in the field: the option opens on click, not on focus.
                    onMouseDown={(e) => e.preventDefault()}
                    onMouseEnter={() => setActive(i)}
                    onClick={() => openItem(i)}
                  >
                    <span className="search__label">{item.label}</span>
                    <span className="visually-hidden">{t`(opens in a new window)`}</span>
                  </div>
                );
              })}
            </div>
          ))}
        </div>
      </div>
    </div>
  );
};
