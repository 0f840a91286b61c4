import { createFileRoute } from '@tanstack/react-router';
import { Passports } from '../features/profile/Passports.tsx';
import { ProfileSkeleton } from '../features/profile/ProfileSkeleton.tsx';
import { passportsQuery } from '../features/profile/queries.ts';
import { OnlineOnly } from '../ui/OnlineOnly.tsx';
import { whenOnline } from './-online.ts';
import { whenSignedIn } from './-signedIn.ts';

export const Route = createFileRoute('/profile/passports')({
  loader: ({ context }) =>
    whenSignedIn(() => whenOnline(() => context.queryClient.ensureQueryData(passportsQuery()))),
  pendingComponent: ProfileSkeleton,
  pendingMs: 150,
  component: () => (
    <OnlineOnly queries={[passportsQuery()]}>
      <Passports />
    </OnlineOnly>
  ),
});
