import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Icon } from './icons.tsx';

/** The phone bar's search button: shows or hides the search row under the bar. */
export const PhoneSearchButton = ({ open, onToggle }: { open: boolean; onToggle: () => void }) => {
  const { t } = useLingui();
  return (
    <button
      type="button"
      className="hdr-button"
      aria-expanded={open}
      aria-label={t`Search`}
      onClick={onToggle}
    >
      <Icon name="search" />
    </button>
  );
};

/** The sheet's section for the customer's settings (city, favourites, language). */
export const SheetSettings = ({ children }: { children: ReactNode }) => {
  const { t } = useLingui();
  return (
    <section className="sheet__section" aria-label={t`City and language`}>
      {children}
    </section>
  );
};
