import { createFileRoute } from '@tanstack/react-router';
import { ProfileInfo } from '../features/profile/ProfileInfo.tsx';
import { ProfileSkeleton } from '../features/profile/ProfileSkeleton.tsx';
import { profileQuery } from '../features/profile/queries.ts';
import { whenSignedIn } from './-signedIn.ts';

export const Route = createFileRoute('/profile/info')({
  loader: ({ context }) => whenSignedIn(() => context.queryClient.ensureQueryData(profileQuery())),
  pendingComponent: ProfileSkeleton,
  pendingMs: 150,
  component: ProfileInfo,
});
