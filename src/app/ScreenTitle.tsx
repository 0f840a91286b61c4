import { useQuery } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { brand } from '../lib/brand/current.ts';
import { pickLocalized } from '../lib/http/schemas.ts';
import { useLang } from '../lib/i18n/useLang.ts';
import { useAfterFirstScreen } from '../lib/useAfterFirstScreen.ts';
import { cabinetPageQuery } from '../shared/layout/queries.ts';
import { focusHeading, mainHeading, screenTitle, sectionOf, whenHeading } from './screenHeading.ts';

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

  useEffect(() => {
    let stop: () => void = () => undefined;
    // The first screen's heading is read once the first screen is up (a new page needs no focus move).
    if (later) stop = whenHeading(null, (h) => setHeading(h.textContent ?? ''));
    // The heading on view when a navigation starts: the new screen's is another element.
    let leaving: Element | null = null;
    const unsubscribeBefore = router.subscribe('onBeforeNavigate', () => {
      leaving = mainHeading();
    });
    const unsubscribe = router.subscribe('onResolved', ({ fromLocation, toLocation }) => {
      if (!later) return;
      stop();
      const entered = !!fromLocation && sectionOf(fromLocation.pathname) !== sectionOf(toLocation.pathname);
      stop = whenHeading(entered ? leaving : null, (h) => {
        setHeading(h.textContent ?? '');
        if (!entered) return;
        focusHeading(h);
        setAnnounced(h.textContent ?? '');
      });
    });
    return () => {
      stop();
      unsubscribeBefore();
      unsubscribe();
    };
  }, [router, later]);

  // The heading's words change with the language; read them again once the screen shows them.
  // biome-ignore lint/correctness/useExhaustiveDependencies: `lang` is the trigger, not an input.
  useEffect(() => {
    const h = mainHeading();
    if (h) setHeading(h.textContent ?? '');
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
