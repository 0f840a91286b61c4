import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { brand } from '../../lib/brand/current.ts';
import { pickLocalized } from '../../lib/http/schemas.ts';
import { useLang } from '../../lib/i18n/useLang.ts';
import { useOnline } from '../../lib/useOnline.ts';
import { Skeleton } from '../../ui/Skeleton.tsx';
import { useCity } from './city.ts';
import { Icon } from './icons.tsx';
import { LazyCityDialog } from './LazyCityDialog.tsx';
import { type Country, currentRegion } from './rules.ts';

type Props = { countries: readonly Country[] | undefined; variant: 'bar' | 'sheet' };

/** The city selector: shows the chosen city (or the brand's default) and opens the city list. */
export const CitySelector = ({ countries, variant }: Props) => {
  const { t } = useLingui();
  const lang = useLang();
  const city = useCity();
  const [open, setOpen] = useState(false);
  // The city is the main site's (its events, prices and links): choosing it offline changes nothing
  // reachable, and the list's code is not kept on the device.
  const online = useOnline();
  if (!countries) return <Skeleton width="96px" height="20px" className="hdr-skeleton" />;
  const current = currentRegion(countries, city, brand.region);
  if (!current) return null;
  const name = pickLocalized(current.name, lang);
  return (
    <>
      <button
        type="button"
        className={variant === 'bar' ? 'hdr-city' : 'sheet-link'}
        aria-haspopup="dialog"
        aria-label={t`City: ${name}. Change`}
        disabled={!online}
        title={online ? undefined : t`Needs a connection`}
        onClick={() => setOpen(true)}
      >
        <Icon name="pin" size={18} />
        <span className="hdr-city__name">{name}</span>
      </button>
      <LazyCityDialog
        open={open}
        onClose={() => setOpen(false)}
        mode="choose"
        onChooseAnother={() => undefined}
        countries={countries}
        current={current}
      />
    </>
  );
};
