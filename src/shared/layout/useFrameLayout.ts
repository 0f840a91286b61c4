// The layout as the frame reads it (menus, footer, logo, languages, currency): on a signed-in start on the
// actual tab, after the first screen (shared/frameReads.ts).
import { useQuery } from '@tanstack/react-query';
import { useFrameReadsNow } from '../frameReads.ts';
import { layoutQuery } from './queries.ts';

export const useFrameLayout = () => useQuery({ ...layoutQuery(), enabled: useFrameReadsNow() });
