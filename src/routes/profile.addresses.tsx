import { createFileRoute, redirect } from '@tanstack/react-router';
import { addressesQuery, ProfileSkeleton } from '../features/profile/data.ts';
import { Addresses } from '../features/profile/index.ts';
import { brand } from '../lib/brand/current.ts';
import { OnlineOnly } from '../ui/screen-kit/OnlineOnly.tsx';
import { whenOnline } from './-online.ts';
import { whenSignedIn } from './-signedIn.ts';

// Spec §2: addresses are offered only on the Belarusian brand; elsewhere the tab is main information.
export const Route = createFileRoute('/profile/addresses')({
  beforeLoad: () => {
    if (!brand.features.addresses) throw redirect({ to: '/profile/info', replace: true });
  },
  loader: ({ context }) =>
    whenSignedIn(() => whenOnline(() => context.queryClient.ensureQueryData(addressesQuery()))),
  pendingComponent: ProfileSkeleton,
  pendingMs: 150,
  component: () => (
    <OnlineOnly queries={[addressesQuery()]}>
      <Addresses />
    </OnlineOnly>
  ),
});
