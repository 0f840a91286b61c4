import { useEffect, useState } from 'react';
import { brand } from '../../lib/brand/current.ts';
import { CityDialog } from './CityDialog.tsx';
import { getCity } from './city.ts';
import { CITY_DIALOG_DELAY_MS, type Country, currentRegion, shouldAskCity } from './rules.ts';

const RECHECK_MS = 500;

/** 1.5 s after load, a visitor without a city cookie is asked to confirm the brand's default city. */
export const CityPrompt = ({ countries }: { countries: readonly Country[] | undefined }) => {
  const [due, setDue] = useState(false);
  const [mode, setMode] = useState<'confirm' | 'choose' | 'done'>('confirm');
  useEffect(() => {
    if (!shouldAskCity(getCity())) return;
    let id = 0;
    // Another popup (the sign-in one) comes first: ask once it is closed, never on top of it.
    const ask = () => {
      if (document.querySelector('dialog[open]')) id = window.setTimeout(ask, RECHECK_MS);
      else setDue(shouldAskCity(getCity()));
    };
    id = window.setTimeout(ask, CITY_DIALOG_DELAY_MS);
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
