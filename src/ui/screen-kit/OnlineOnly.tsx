// A screen (or tab) whose data is not kept on the device: online it renders as usual; offline it renders
// too when its data is already in memory (loaded earlier in this visit), else the "needs a connection"
// state. Its route's loader must not wait for the data offline (routes/-online.ts).
import { type QueryKey, useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useOnline } from '../../lib/useOnline.ts';
import { NeedsConnection } from './NeedsConnection.tsx';

export const OnlineOnly = ({
  queries,
  children,
  detail,
  inside = false,
}: {
  /** The queries the screen reads. */
  queries: readonly { queryKey: QueryKey }[];
  children: ReactNode;
  detail?: ReactNode;
  inside?: boolean;
}) => {
  const online = useOnline();
  const client = useQueryClient();
  if (online || queries.every((q) => client.getQueryData(q.queryKey) !== undefined)) return children;
  return <NeedsConnection inside={inside}>{detail}</NeedsConnection>;
};
