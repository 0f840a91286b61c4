import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { brand } from '../../lib/brand/current.ts';
import { layoutQuery } from './queries.ts';
import { type BrandFrame, brandFrame } from './rules.ts';

/** The frame's logo, offer link and languages: the layout's, else the brand table's (rules.ts). */
export const useBrandFrame = (): BrandFrame => {
  const { data } = useQuery(layoutQuery());
  return useMemo(() => brandFrame(data, brand, window.location.origin), [data]);
};
