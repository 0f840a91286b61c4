// Where a wallet button goes beside an entry ticket, a train ticket or a client card. The button's code
// loads after the card (it is not on the first screen's path: scripts/budgets.ts), with every text of the
// language; if it cannot load, the card simply has no button.
import { lazy, Suspense } from 'react';
import { allTexts } from '../../lib/i18n/i18n.ts';
import type { WalletButtonProps } from '../wallet/WalletButton.tsx';

const WalletButton = lazy(() =>
  Promise.all([import('../wallet/WalletButton.tsx'), allTexts()]).then(
    ([m]) => m,
    () => ({ default: () => null }),
  ),
);

export const WalletSlot = (props: WalletButtonProps) => (
  <Suspense fallback={null}>
    <WalletButton {...props} />
  </Suspense>
);
