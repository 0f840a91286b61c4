import { createFileRoute } from '@tanstack/react-router';
import { ProfileSkeleton, passportsQuery } from '../features/profile/data.ts';
import { Passports } from '../features/profile/index.ts';
import { OnlineOnly } from '../ui/screen-kit/OnlineOnly.tsx';
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
