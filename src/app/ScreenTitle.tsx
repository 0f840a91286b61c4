import { useQuery } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { manifestFile } from '../kernel/brand/manifestFile.ts';
import { brand } from '../lib/brand/current.ts';
import { pickLocalized } from '../lib/http/schemas.ts';
import { useLang } from '../lib/i18n/useLang.ts';
import { useAfterFirstScreen } from '../lib/useAfterFirstScreen.ts';
import { cabinetPageQuery } from '../shared/layout/queries.ts';
import { screenTitle, watchScreens } from './screenHeading.ts';

/**
 * The document's title names the screen ("Мои баллы — Личный кабинет — Kvitok"): the screen's main heading,
 * then the brand's cabinet page title (GET /api/v2/pages/cabinet) in the active language. Moving to another
 * screen puts focus on its heading and announces its title, as a new page would; a tab of the same screen
 * (an orders tab, a page of the history) leaves focus where it is.
 */
export const ScreenTitle = () => {
  const router = useRouter();
  const lang = useLang();
  // Asked for after the first screen: the title is not on it (lib/http/earlyReads.ts).
  const later = useAfterFirstScreen();
  const { data } = useQuery({ ...cabinetPageQuery(), enabled: later });
  const site = (data && pickLocalized(data.title, lang)) || brand.name;
  const [heading, setHeading] = useState('');
  const [announced, setAnnounced] = useState('');

  useEffect(() => (later ? watchScreens(router, setHeading, setAnnounced) : undefined), [router, later]);

  // The heading's words change with the language; read them again once the screen shows them.
  // biome-ignore lint/correctness/useExhaustiveDependencies: `lang` is the trigger, not an input.
  useEffect(() => {
    const h = document.querySelector('main h1');
    if (h) setHeading(h.textContent ?? '');
  }, [lang]);

  // The install manifest in the customer's language (the document names the brand's own language's).
  useEffect(() => {
    const link = document.querySelector<HTMLLinkElement>('link[rel="manifest"]');
    if (link) link.setAttribute('href', manifestFile(brand, lang));
  }, [lang]);

  const title = screenTitle(heading, site);
  useEffect(() => {
    document.title = title;
    const description = data && pickLocalized(data.description, lang);
    if (description) document.querySelector('meta[name="description"]')?.setAttribute('content', description);
  }, [title, data, lang]);

  return (
    <p className="visually-hidden" role="status" aria-live="polite" aria-atomic="true">
      {announced && screenTitle(announced, site)}
    </p>
  );
};
