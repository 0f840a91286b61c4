import { useEffect, useState } from 'react';
import { brand } from '../../lib/brand/current.ts';
import { isSignedIn } from '../../lib/session/session.ts';
import { getCity } from './city.ts';
import { LazyCityDialog } from './LazyCityDialog.tsx';
import { CITY_DIALOG_DELAY_MS, type Country, currentRegion, shouldAskCity } from './rules.ts';

/** 1.5 s after load, a visitor without a city cookie is asked to confirm the brand's default city. */
export const CityPrompt = ({ countries }: { countries: readonly Country[] | undefined }) => {
  const [due, setDue] = useState(false);
  const [mode, setMode] = useState<'confirm' | 'choose' | 'done'>('confirm');
  useEffect(() => {
    // A signed-out visitor has the sign-in popup over the cabinet: the question waits for the load after
    // signing in (which reloads the page). Asking both at once raced on slow devices.
    if (!isSignedIn() || !shouldAskCity(getCity())) return;
    // Never on top of another popup either: then this visit goes unasked.
    const id = window.setTimeout(() => {
      // Offline the question waits for a visit with a connection (its code is not kept on the device).
      if (!document.querySelector('dialog[open]') && navigator.onLine) setDue(shouldAskCity(getCity()));
    }, CITY_DIALOG_DELAY_MS);
    return () => window.clearTimeout(id);
  }, []);

  if (!countries) return null;
  return (
    <LazyCityDialog
      open={due && mode !== 'done'}
      onClose={() => setMode('done')}
      mode={mode === 'choose' ? 'choose' : 'confirm'}
      onChooseAnother={() => setMode('choose')}
      countries={countries}
      current={currentRegion(countries, null, brand.region)}
    />
  );
};
