import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useSuspenseQuery } from '@tanstack/react-query';
import { formatDate } from '../../kernel/format/dates.ts';
import type { Lang } from '../../kernel/langs.ts';
import { brand } from '../../lib/brand/current.ts';
import { useRegionNames } from '../../lib/i18n/regionNames.ts';
import { useLang } from '../../lib/i18n/useLang.ts';
import type { Passport, PassportInput } from './api.ts';
import { passportsApi } from './api.ts';
import { passportsQuery, profileKeys, useOwnedMutations } from './queries.ts';
import { RecordList } from './RecordList.tsx';
import { type PassportFields, passportProblems } from './rules.ts';

const DOCUMENT_TYPES = {
  passport: msg`Passport`,
  id_card: msg`ID card`,
  foreign_passport: msg`Passport for travel abroad`,
  residence_permit: msg`Residence permit`,
};
/** Citizenships offered: the platform's countries first, then neighbours. */
const COUNTRIES = ['BY', 'GE', 'AZ', 'RU', 'UA', 'KZ', 'AM', 'LT', 'LV', 'PL', 'DE', 'IL', 'TR', 'US'];

const blank: PassportFields = {
  document_type: 'passport',
  series: '',
  number: '',
  last_name: '',
  first_name: '',
  middle_name: '',
  dob: '',
  citizenship: brand.phoneCountry,
  issued_by: '',
  issued_at: '',
  expires_at: '',
};

const valuesOf = (p: Passport | null): PassportFields =>
  p
    ? {
        document_type: p.document_type,
        series: p.series,
        number: p.number,
        last_name: p.last_name,
        first_name: p.first_name,
        middle_name: p.middle_name ?? '',
        dob: p.dob,
        citizenship: p.citizenship,
        issued_by: p.issued_by ?? '',
        issued_at: p.issued_at ?? '',
        expires_at: p.expires_at ?? '',
      }
    : blank;

const inputOf = (f: PassportFields): Omit<PassportInput, 'gender'> => ({
  document_type: f.document_type,
  series: f.series.trim().toUpperCase(),
  number: f.number.trim().toUpperCase(),
  last_name: f.last_name.trim(),
  first_name: f.first_name.trim(),
  middle_name: f.middle_name.trim() || null,
  dob: f.dob,
  citizenship: f.citizenship,
  issued_by: f.issued_by.trim() || null,
  issued_at: f.issued_at || null,
  expires_at: f.expires_at || null,
});

/** A YYYY-MM-DD date as the app shows dates (DD MMM YYYY); the date itself, no time zone. */
const isoDate = (iso: string | null, lang: Lang) =>
  iso ? formatDate(Date.parse(`${iso}T00:00:00Z`) / 1000, 0, lang) : '';

/** The customer's identity documents (spec §2 Profile: document type, series and number, country). */
export const Passports = () => {
  const { t, i18n } = useLingui();
  const lang = useLang();
  const { save, remove } = useOwnedMutations(passportsApi, profileKeys.passports());
  const { data: items } = useSuspenseQuery(passportsQuery());
  const regionName = useRegionNames(lang);
  const typeName = (type: string) =>
    type in DOCUMENT_TYPES ? i18n._(DOCUMENT_TYPES[type as keyof typeof DOCUMENT_TYPES]) : type;
  return (
    <RecordList
      items={items}
      save={save}
      remove={remove}
      texts={{
        title: t`Passports`,
        add: t`Add a document`,
        empty: t`No documents yet. Add a passport to buy tickets that need one (trains, transfers).`,
        createTitle: t`New document`,
        editTitle: t`Edit document`,
        deleteTitle: t`Delete this document?`,
        deleted: t`Document deleted`,
      }}
      fields={[
        {
          name: 'document_type',
          label: t`Document type`,
          type: 'select',
          required: true,
          options: Object.keys(DOCUMENT_TYPES).map((value) => ({ value, label: typeName(value) })),
        },
        { name: 'series', label: t`Series` },
        { name: 'number', label: t`Number`, required: true },
        { name: 'last_name', label: t`Last name`, required: true, autoComplete: 'family-name' },
        { name: 'first_name', label: t`First name`, required: true, autoComplete: 'given-name' },
        { name: 'middle_name', label: t`Middle name`, autoComplete: 'additional-name' },
        { name: 'dob', label: t`Birth date`, type: 'date', required: true, autoComplete: 'bday' },
        {
          name: 'citizenship',
          label: t`Country`,
          type: 'select',
          required: true,
          options: COUNTRIES.map((value) => ({ value, label: regionName(value) })),
        },
        { name: 'issued_by', label: t`Issued by`, wide: true },
        { name: 'issued_at', label: t`Date of issue`, type: 'date' },
        { name: 'expires_at', label: t`Valid until`, type: 'date' },
      ]}
      valuesOf={valuesOf}
      inputOf={inputOf}
      problems={passportProblems}
      describe={(p) => ({
        title: `${typeName(p.document_type)} ${[p.series, p.number].filter(Boolean).join(' ')}`,
        lines: [
          {
            label: t`Full name`,
            value: [p.last_name, p.first_name, p.middle_name].filter(Boolean).join(' '),
          },
          { label: t`Series and number`, value: [p.series, p.number].filter(Boolean).join(' ') },
          { label: t`Country`, value: regionName(p.citizenship) },
          { label: t`Valid until`, value: isoDate(p.expires_at, lang) },
        ],
      })}
    />
  );
};
