import { createFileRoute } from '@tanstack/react-router';
import { VideosSkeleton, videosQuery } from '../features/videos/data.ts';
import { VideosScreen } from '../features/videos/index.ts';
import { OnlineOnly } from '../ui/screen-kit/OnlineOnly.tsx';
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
