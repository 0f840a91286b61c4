import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { brand } from '../lib/brand/current.ts';
import { pickLocalized } from '../lib/http/schemas.ts';
import { useLang } from '../lib/i18n/useLang.ts';
import { useAfterFirstScreen } from '../lib/useAfterFirstScreen.ts';
import { cabinetPageQuery } from '../shared/layout/queries.ts';

/** The tab title comes from the brand's cabinet page (GET /api/v2/pages/cabinet), in the active language. */
const useDocumentTitle = (): void => {
  const lang = useLang();
  // Asked for after the first screen: the title is not on it (lib/http/earlyReads.ts).
  const later = useAfterFirstScreen();
  const { data } = useQuery({ ...cabinetPageQuery(), enabled: later });
  useEffect(() => {
    document.title = (data && pickLocalized(data.title, lang)) || brand.name;
    const description = data && pickLocalized(data.description, lang);
    if (description) document.querySelector('meta[name="description"]')?.setAttribute('content', description);
  }, [data, lang]);
};

/**
 * The title as a component of its own that renders nothing: the cabinet page's answer and the first
 * screen's passing re-render it alone, not the frame around every screen.
 */
export const DocumentTitle = (): null => {
  useDocumentTitle();
  return null;
};
