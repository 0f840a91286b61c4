import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { brand } from '../../lib/brand/current.ts';
import { layoutQuery } from './queries.ts';
import { type BrandFrame, brandFrame } from './rules.ts';

/** The frame's logo, offer link, languages and colour: the layout's, else the brand table's (rules.ts). */
export const useBrandFrame = (): BrandFrame => {
  const { data } = useQuery(layoutQuery());
  return useMemo(() => brandFrame(data, brand, window.location.origin), [data]);
};

/**
 * Paints the layout's brand colour over the table's, which the page was first painted with
 * (app/brandTheme.ts): the platform can recolour a brand without a new cabinet build. Usually they are
 * the same and nothing changes.
 */
export const useBrandColor = (color: BrandFrame['color']): void => {
  useEffect(() => {
    const primary = color?.primary ?? brand.colors.primary;
    const primaryDark = color?.primaryDark ?? brand.colors.primaryDark;
    document.documentElement.style.setProperty('--brand', primary);
    document.documentElement.style.setProperty('--brand-dark', primaryDark);
    const theme = document.querySelector<HTMLMetaElement>('meta[name="theme-color"]');
    if (theme) theme.content = primary;
  }, [color]);
};
