// Page/perPage query parameters and the paged answer shape the platform uses (`data`, `last_page`).

import * as v from 'valibot';
import { t } from '../i18n/messages.ts';
import type { FormObject } from '../web/body.ts';
import { parse, single } from './schema.ts';

/** A whole number from 1 to `max` in the query, `fallback` when absent. */
const count = (name: string, fallback: number, max: number) => {
  const message = () => t('fields.intRange', { name, max });
  return v.pipe(
    single(name),
    v.regex(/^(\d+)?$/, message),
    v.transform((s) => (s === '' ? fallback : Number(s))),
    v.minValue(1, message),
    v.maxValue(max, message),
  );
};

export type Paging = { page: number; perPage: number; offset: number };

export const readPaging = (query: FormObject, defaultPerPage: number, perPageKey = 'perPage'): Paging => {
  const schema = v.object({ page: count('page', 1, 100_000), per: count(perPageKey, defaultPerPage, 100) });
  const { page, per } = parse(
    schema,
    { page: query.page, per: query[perPageKey] },
    { keys: { per: perPageKey } },
  );
  return { page, perPage: per, offset: (page - 1) * per };
};

export const pagedAnswer = <T>(data: T[], total: number, { page, perPage }: Paging) => ({
  data,
  current_page: page,
  per_page: perPage,
  total,
  last_page: Math.max(1, Math.ceil(total / perPage)),
});
