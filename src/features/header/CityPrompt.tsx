import { useEffect, useState } from 'react';
import { brand } from '../../lib/brand/current.ts';
import { CityDialog } from './CityDialog.tsx';
import { getCity } from './city.ts';
import { CITY_DIALOG_DELAY_MS, type Country, currentRegion, shouldAskCity } from './rules.ts';

/** 1.5 s after load, a visitor without a city cookie is asked to confirm the brand's default city. */
export const CityPrompt = ({ countries }: { countries: readonly Country[] | undefined }) => {
  const [due, setDue] = useState(false);
  const [mode, setMode] = useState<'confirm' | 'choose' | 'done'>('confirm');
  useEffect(() => {
    if (!shouldAskCity(getCity())) return;
    // Never on top of another popup (the sign-in one): then this visit goes unasked, and the question
    // comes on the next load (after signing in, the page reloads).
    const id = window.setTimeout(() => {
      if (!document.querySelector('dialog[open]')) setDue(shouldAskCity(getCity()));
    }, CITY_DIALOG_DELAY_MS);
    return () => window.clearTimeout(id);
  }, []);

  if (!countries) return null;
  return (
    <CityDialog
      open={due && mode !== 'done'}
      onClose={() => setMode('done')}
      mode={mode === 'choose' ? 'choose' : 'confirm'}
      onChooseAnother={() => setMode('choose')}
      countries={countries}
      current={currentRegion(countries, null, brand.region)}
    />
  );
};
