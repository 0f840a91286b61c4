// Opening documents in a new window (spec §6/§7): every URL carries the profile's downloadToken as `t`;
// a profile without a token means the action silently does nothing. On a start on the actual tab the
// profile is asked for after the first screen (shared/profile/useFrameProfile.ts): a tap before it has
// come opens the window at once (a browser allows a window only during the tap) and gives it its
// address when the profile arrives, or closes it when the profile has no token or cannot be had.
// The profile is read at the tap, from the query cache: the hook subscribes to nothing, so the cards
// (each footer and ticket part uses it) do not render again when the first screen passes or the profile
// lands (two renders of every card beside the first screen).
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { safeHref } from '../../../lib/safeUrl.ts';
import { profileQuery } from '../../../shared/profile/queries.ts';
import { canOpenDocument } from '../rules.ts';

type DocumentUrl = (token: string) => string;

const hrefFor = (url: DocumentUrl, token: string | null | undefined): string | null =>
  canOpenDocument(token) ? (safeHref(url(token)) ?? null) : null;

export const useOpenDocument = (): ((url: DocumentUrl) => void) => {
  const queryClient = useQueryClient();
  return useCallback(
    (url) => {
      const data = queryClient.getQueryData(profileQuery().queryKey);
      if (data) {
        const href = hrefFor(url, data.downloadToken);
        if (href) window.open(href, '_blank', 'noopener');
        return;
      }
      const win = window.open('', '_blank');
      if (!win) return;
      // Our own blank page for a moment: it gets no hold on this one.
      win.opener = null;
      void queryClient.fetchQuery(profileQuery()).then(
        (profile) => {
          const href = hrefFor(url, profile.downloadToken);
          if (href) win.location.href = href;
          else win.close();
        },
        () => win.close(),
      );
    },
    [queryClient],
  );
};
