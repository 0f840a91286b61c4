// Opening documents in a new window (spec §6/§7): every URL carries the profile's downloadToken as `t`;
// without a token the action silently does nothing.
import { useCallback } from 'react';
import { safeHref } from '../../lib/safeUrl.ts';
import { useFrameProfile } from '../../shared/profile/useFrameProfile.ts';
import { canOpenDocument } from './rules.ts';

export const useOpenDocument = (): ((url: (token: string) => string) => void) => {
  const { data } = useFrameProfile();
  const token = data?.downloadToken;
  return useCallback(
    (url) => {
      if (!canOpenDocument(token)) return;
      const href = safeHref(url(token));
      if (href) window.open(href, '_blank', 'noopener');
    },
    [token],
  );
};
