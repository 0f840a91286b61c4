import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef } from 'react';
import { pickLocalized } from '../../lib/http/schemas.ts';
import { useLang } from '../../lib/i18n/useLang.ts';
import { PHONE_QUERY } from '../../ui/breakpoints.ts';
import { Dialog } from '../../ui/Dialog.tsx';
import { useMediaQuery } from '../../ui/useMediaQuery.ts';
import { setCity } from './city.ts';
import type { Country, Region } from './rules.ts';
import './city-dialog.css';

export type CityDialogProps = {
  open: boolean;
  onClose: () => void;
  /** confirm: "is your city X?"; choose: the list of cities. */
  mode: 'confirm' | 'choose';
  onChooseAnother: () => void;
  countries: readonly Country[];
  current: Region | undefined;
};

/** The city confirmation (spec §2, 1.5 s after load without a city) and the city list. */
export const CityDialog = ({ open, onClose, mode, onChooseAnother, countries, current }: CityDialogProps) => {
  const { t } = useLingui();
  const lang = useLang();
  const choose = (slug: string) => {
    setCity(slug, 'cabinet');
    onClose();
  };
  const name = current ? pickLocalized(current.name, lang) : '';
  // Where the city is changed: the header's bar, or on a phone the menu the bar opens.
  const phone = useMediaQuery(PHONE_QUERY);
  // From the question to the list inside one open dialog: the pressed button is gone, so focus moves
  // to the current city instead of falling back to the dialog.
  const list = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (open && mode === 'choose') list.current?.querySelector<HTMLElement>('[data-autofocus]')?.focus();
  }, [open, mode]);
  return (
    <Dialog
      open={open}
      onClose={onClose}
      closeLabel={t`Close`}
      className="city-dialog"
      title={mode === 'confirm' ? t`Is your city ${name}?` : t`Choose your city`}
    >
      {mode === 'confirm' && current ? (
        <>
          <p className="city-dialog__text">
            {phone ? (
              <Trans>
                We show events and prices for the chosen city. You can change it at any time in the menu.
              </Trans>
            ) : (
              <Trans>
                We show events and prices for the chosen city. You can change it at any time in the header.
              </Trans>
            )}
          </p>
          <div className="city-dialog__actions">
            <button
              type="button"
              className="button button--primary"
              data-autofocus
              onClick={() => choose(current.slug)}
            >
              <Trans>Yes, that's right</Trans>
            </button>
            <button type="button" className="button" onClick={onChooseAnother}>
              <Trans>Choose another city</Trans>
            </button>
          </div>
        </>
      ) : (
        <div ref={list}>
          {countries.map((country) => (
            <section
              key={country.id}
              className="city-dialog__country"
              aria-label={pickLocalized(country.name, lang)}
            >
              {countries.length > 1 && (
                <h3 className="city-dialog__country-name">{pickLocalized(country.name, lang)}</h3>
              )}
              <ul className="city-dialog__list">
                {country.regions.map((region) => (
                  <li key={region.id}>
                    <button
                      type="button"
                      className="city-dialog__city"
                      aria-pressed={region.slug === current?.slug}
                      {...(region.slug === current?.slug ? { 'data-autofocus': true } : {})}
                      onClick={() => choose(region.slug)}
                    >
                      {pickLocalized(region.name, lang)}
                    </button>
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </div>
      )}
    </Dialog>
  );
};
