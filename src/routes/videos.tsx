import { createFileRoute } from '@tanstack/react-router';
import { videosQuery } from '../features/videos/queries.ts';
import { VideosScreen, VideosSkeleton } from '../features/videos/VideosScreen.tsx';
import { OnlineOnly } from '../ui/OnlineOnly.tsx';
import { whenOnline } from './-online.ts';
import { whenSignedIn } from './-signedIn.ts';

export const Route = createFileRoute('/videos')({
  loader: ({ context }) =>
    whenSignedIn(() => whenOnline(() => context.queryClient.ensureQueryData(videosQuery()))),
  pendingComponent: VideosSkeleton,
  pendingMs: 150,
  component: () => (
    <OnlineOnly queries={[videosQuery()]}>
      <VideosScreen />
    </OnlineOnly>
  ),
});
