// Page/perPage query parameters and the paged answer shape the platform uses (`data`, `last_page`).

import { t } from '../i18n/messages.ts';
import type { FormObject } from '../web/body.ts';
import { field } from '../web/body.ts';
import { httpError } from '../web/errors.ts';

const positiveInt = (raw: string, name: string, fallback: number, max: number): number => {
  if (raw === '') return fallback;
  if (!/^\d+$/.test(raw) || Number(raw) < 1 || Number(raw) > max) {
    const message = t('fields.intRange', { name, max });
    throw httpError(422, message, { [name]: [message] });
  }
  return Number(raw);
};

export type Paging = { page: number; perPage: number; offset: number };

export const readPaging = (query: FormObject, defaultPerPage: number, perPageKey = 'perPage'): Paging => {
  const page = positiveInt(field(query, 'page'), 'page', 1, 100_000);
  const perPage = positiveInt(field(query, perPageKey), perPageKey, defaultPerPage, 100);
  return { page, perPage, offset: (page - 1) * perPage };
};

export const pagedAnswer = <T>(data: T[], total: number, { page, perPage }: Paging) => ({
  data,
  current_page: page,
  per_page: perPage,
  total,
  last_page: Math.max(1, Math.ceil(total / perPage)),
});
