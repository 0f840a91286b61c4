// The profile as the frame reads it (the side menu's name and points, the documents' download token on
// the order cards): on a signed-in start on the actual tab, after the first screen (shared/frameReads.ts).
import { useQuery } from '@tanstack/react-query';
import { useFrameReadsNow } from '../frameReads.ts';
import { profileQuery } from './queries.ts';

export const useFrameProfile = () => useQuery({ ...profileQuery(), enabled: useFrameReadsNow() });
