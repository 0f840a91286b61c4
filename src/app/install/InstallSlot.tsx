import { lazy, Suspense } from 'react';
import { allTexts } from '../../lib/i18n/i18n.ts';
import { isSignedIn } from '../../lib/session/session.ts';
import { useAfterFirstScreen } from '../../lib/useAfterFirstScreen.ts';
import { LoadBoundary } from '../../ui/LoadBoundary.tsx';
import type { OfferPlace } from './InstallOffer.tsx';
import './installPrompt.ts';

// The offer's code and texts load after the first screen (it decides there whether to show at all).
const InstallOffer = lazy(() =>
  Promise.all([import('./InstallOffer.tsx'), allTexts()]).then(([m]) => ({ default: m.InstallOffer })),
);

/** Where the cabinet offers to be installed: the side menu, the phone's menu, the tickets page. */
export const InstallSlot = ({ place }: { place: OfferPlace }) => {
  const later = useAfterFirstScreen();
  if (!later || !isSignedIn()) return null;
  return (
    <LoadBoundary fallback={() => null}>
      <Suspense fallback={null}>
        <InstallOffer place={place} />
      </Suspense>
    </LoadBoundary>
  );
};
