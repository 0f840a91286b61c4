// The profile as the frame reads it (the side menu's name and points, the documents' download token on
// the order cards). On a start on the actual tab it is not part of the first screen, so its request waits
// until that screen, the next codes, is behind us (lib/firstScreen.ts): beside the list's request it cost
// the list a round trip in Lighthouse's simulated cold start (lib/http/earlyReads.ts). Every other start
// reads it at once: the balance, cards and profile screens show it, and where no code is painted the
// wait would be 1.5 s after the load.
import { useQuery } from '@tanstack/react-query';
import { opensOnCodes } from '../../lib/http/earlyReads.ts';
import { useAfterFirstScreen } from '../../lib/useAfterFirstScreen.ts';
import { profileQuery } from './queries.ts';

/** Where the page was opened: the app's modules are evaluated before the router moves anywhere. */
const openedOnCodes = typeof window !== 'undefined' && opensOnCodes(window.location.pathname);

export const useFrameProfile = () => {
  const later = useAfterFirstScreen();
  return useQuery({ ...profileQuery(), enabled: later || !openedOnCodes });
};
