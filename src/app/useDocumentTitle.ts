import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { brand } from '../lib/brand/current.ts';
import { pickLocalized } from '../lib/http/schemas.ts';
import { useLang } from '../lib/i18n/useLang.ts';
import { cabinetPageQuery } from '../shared/layout/queries.ts';

/** The tab title comes from the brand's cabinet page (GET /api/v2/pages/cabinet), in the active language. */
export const useDocumentTitle = (): void => {
  const lang = useLang();
  const { data } = useQuery(cabinetPageQuery());
  useEffect(() => {
    document.title = (data && pickLocalized(data.title, lang)) || brand.name;
    const description = data && pickLocalized(data.description, lang);
    if (description) document.querySelector('meta[name="description"]')?.setAttribute('content', description);
  }, [data, lang]);
};
