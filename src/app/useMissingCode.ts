import { useEffect, useState } from 'react';
import {
  leaveForNewVersion,
  lookForNewVersion,
  type MissingCodeStep,
  reloadedBefore,
  stepForMissingCode,
} from './newVersion.ts';

/**
 * For a part whose code did not load: what the page does about it ('checking' while the server is asked
 * for a new version). A new version, or a page no worker serves, is left for at once (once per build).
 */
export const useMissingCode = (): MissingCodeStep | 'checking' => {
  const [step, setStep] = useState<MissingCodeStep | 'checking'>(() =>
    navigator.onLine ? 'checking' : 'wait-for-network',
  );
  useEffect(() => {
    if (step !== 'checking') return;
    let live = true;
    void stepForMissingCode({
      online: navigator.onLine,
      reloadedBefore: reloadedBefore(),
      lookForNewVersion,
    }).then((next) => {
      if (!live) return;
      setStep(next);
      if (next === 'take-new-version' || next === 'reload') leaveForNewVersion(next);
    });
    return () => {
      live = false;
    };
  }, [step]);
  return step;
};
