import { lazy, Suspense } from 'react';
import { allTexts } from '../../lib/i18n/i18n.ts';
import { LoadBoundary } from '../../ui/LoadBoundary.tsx';
import type { CityDialogProps } from './CityDialog.tsx';

// The city question and list load when they open (1.5 s after a start without a city, or on a tap), with
// the language's texts they need: no start draws them.
const CityDialog = lazy(() =>
  Promise.all([import('./CityDialog.tsx'), allTexts()]).then(([m]) => ({ default: m.CityDialog })),
);

/** The city dialog, mounted while open (closing unmounts it; focus goes back to the opener). */
export const LazyCityDialog = (props: CityDialogProps) =>
  props.open ? (
    <LoadBoundary fallback={() => null}>
      <Suspense fallback={null}>
        <CityDialog {...props} />
      </Suspense>
    </LoadBoundary>
  ) : null;
