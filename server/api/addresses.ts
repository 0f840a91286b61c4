// /api/v3/users/me/addresses: delivery addresses (GET, POST, PUT /{id}, DELETE /{id}). Offered only
// on the brands with the addresses feature (the Belarusian one); elsewhere the path is a 404.
import { CALLABLE_PHONE } from '../../src/kernel/contact.ts';
import { num, str, strOrNull } from '../db/row.ts';
import { t } from '../i18n/messages.ts';
import { httpError } from '../web/errors.ts';
import type { ApiRouter } from './context.ts';
import { registerOwned } from './owned.ts';
import { fields, requiredText, text } from './schema.ts';

/** Delivery addresses one customer keeps. */
export const MAX_ADDRESSES = 10;

const POSTCODE = /^[\p{L}\d -]{3,10}$/u;

export const registerAddresses = (router: ApiRouter): void =>
  registerOwned(router, {
    path: '/api/v3/users/me/addresses',
    table: 'addresses',
    max: MAX_ADDRESSES,
    full: 'limits.addresses',
    guard: (ctx) => {
      if (!ctx.brand.features.addresses) throw httpError(404, t('http.notFound'));
    },
    toJson: (row) => ({
      id: num(row, 'id'),
      full_name: str(row, 'full_name'),
      country: str(row, 'country'),
      region: str(row, 'region'),
      city: str(row, 'city'),
      postcode: str(row, 'postcode'),
      address: str(row, 'address'),
      phone: strOrNull(row, 'phone'),
    }),
    body: fields({
      full_name: requiredText('full_name', { max: 150 }),
      country: requiredText('country', { max: 80 }),
      region: requiredText('region', { max: 80 }),
      city: requiredText('city', { max: 80 }),
      postcode: requiredText('postcode', { pattern: POSTCODE }),
      address: requiredText('address', { max: 200 }),
      phone: text('phone', { pattern: CALLABLE_PHONE }),
    }),
  });
