import { useMemo } from 'react';
import { brand } from '../../lib/brand/current.ts';
import { type BrandFrame, brandFrame } from './rules.ts';
import { useFrameLayout } from './useFrameLayout.ts';

/** The frame's logo, offer link and languages: the layout's, else the brand table's (rules.ts). */
export const useBrandFrame = (): BrandFrame => {
  const { data } = useFrameLayout();
  return useMemo(() => brandFrame(data, brand, window.location.origin), [data]);
};
