import { createFileRoute } from '@tanstack/react-router';
import { ProfileSkeleton } from '../features/profile/data.ts';
import { ProfileInfo } from '../features/profile/index.ts';
import { KEPT_KEYS } from '../kernel/storeKeys.ts';
import { profileQuery } from '../shared/profile/queries.ts';
import { OfflineAge } from '../ui/account-kit/OfflineAge.tsx';
import { whenSignedIn } from './-signedIn.ts';

export const Route = createFileRoute('/profile/info')({
  loader: ({ context }) => whenSignedIn(() => context.queryClient.ensureQueryData(profileQuery())),
  pendingComponent: ProfileSkeleton,
  pendingMs: 150,
  // Kept on the device: offline it shows with its age.
  component: () => (
    <>
      <OfflineAge whole={KEPT_KEYS.profile} />
      <ProfileInfo />
    </>
  ),
});
