import { useLingui } from '@lingui/react/macro';
import { useSuspenseQuery } from '@tanstack/react-query';
import type { Address } from './api.ts';
import { addressesApi } from './api.ts';
import { phoneForDisplay } from './names.ts';
import { addressesQuery, profileKeys, useOwnedMutations } from './queries.ts';
import { RecordList } from './RecordList.tsx';
import { type AddressFields, addressProblems } from './rules.ts';

const valuesOf = (a: Address | null): AddressFields => ({
  full_name: a?.full_name ?? '',
  country: a?.country ?? '',
  region: a?.region ?? '',
  city: a?.city ?? '',
  postcode: a?.postcode ?? '',
  address: a?.address ?? '',
  phone: phoneForDisplay(a?.phone ?? null),
});

const inputOf = (f: AddressFields) => ({
  full_name: f.full_name.trim(),
  country: f.country.trim(),
  region: f.region.trim(),
  city: f.city.trim(),
  postcode: f.postcode.trim(),
  address: f.address.trim(),
  phone: f.phone.trim() || null,
});

/** Delivery addresses (Belarusian brand only): country, region, index, address, full name. */
export const Addresses = () => {
  const { t } = useLingui();
  const { save, remove } = useOwnedMutations(addressesApi, profileKeys.addresses());
  const { data: items } = useSuspenseQuery(addressesQuery());
  return (
    <RecordList
      items={items}
      save={save}
      remove={remove}
      texts={{
        title: t`Addresses`,
        add: t`Add an address`,
        empty: t`No addresses yet. Add one to have printed tickets delivered.`,
        createTitle: t`New address`,
        editTitle: t`Edit address`,
        deleteTitle: t`Delete this address?`,
        deleted: t`Address deleted`,
      }}
      fields={[
        { name: 'full_name', label: t`Full name`, required: true, autoComplete: 'name', wide: true },
        { name: 'country', label: t`Country`, required: true, autoComplete: 'country-name' },
        { name: 'region', label: t`Region`, required: true, autoComplete: 'address-level1' },
        { name: 'city', label: t`City`, required: true, autoComplete: 'address-level2' },
        { name: 'postcode', label: t`Index`, required: true, autoComplete: 'postal-code' },
        { name: 'address', label: t`Address`, required: true, autoComplete: 'street-address', wide: true },
        { name: 'phone', label: t`Phone`, autoComplete: 'tel' },
      ]}
      valuesOf={valuesOf}
      inputOf={inputOf}
      problems={addressProblems}
      describe={(a) => ({
        title: [a.city, a.address].join(', '),
        lines: [
          { label: t`Full name`, value: a.full_name },
          { label: t`Address`, value: [a.postcode, a.country, a.region, a.city, a.address].join(', ') },
          { label: t`Phone`, value: phoneForDisplay(a.phone) },
        ],
      })}
    />
  );
};
