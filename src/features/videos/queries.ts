import { queryOptions } from '@tanstack/react-query';
import { fetchVideos } from './api.ts';

const videoKeys = {
  all: ['videos'] as const,
  list: () => [...videoKeys.all, 'list'] as const,
};

export const videosQuery = () =>
  queryOptions({
    queryKey: videoKeys.list(),
    queryFn: ({ signal }) => fetchVideos(signal).then((a) => a.data),
  });
