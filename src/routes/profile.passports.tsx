import { createFileRoute } from '@tanstack/react-router';
import { Passports } from '../features/profile/Passports.tsx';
import { ProfileSkeleton } from '../features/profile/ProfileSkeleton.tsx';
import { passportsQuery } from '../features/profile/queries.ts';
import { whenSignedIn } from './-signedIn.ts';

export const Route = createFileRoute('/profile/passports')({
  loader: ({ context }) => whenSignedIn(() => context.queryClient.ensureQueryData(passportsQuery())),
  pendingComponent: ProfileSkeleton,
  pendingMs: 150,
  component: Passports,
});
