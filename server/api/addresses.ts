// /api/v3/users/me/addresses: delivery addresses (GET, POST, PUT /{id}, DELETE /{id}). Offered only
// on the brands with the addresses feature (the Belarusian one); elsewhere the path is a 404.
import { num, str, strOrNull } from '../db/row.ts';
import { t } from '../i18n/messages.ts';
import { httpError } from '../web/errors.ts';
import type { ApiRouter } from './context.ts';
import { registerOwned } from './owned.ts';

const POSTCODE = /^[\p{L}\d -]{3,10}$/u;
const PHONE = /^\+?[\d ()-]{7,25}$/;

export const registerAddresses = (router: ApiRouter): void =>
  registerOwned(router, {
    path: '/api/v3/users/me/addresses',
    table: 'addresses',
    guard: (ctx) => {
      if (!ctx.brand.features.addresses) throw httpError(404, t('http.notFound'));
    },
    fields: ['full_name', 'country', 'region', 'city', 'postcode', 'address', 'phone'],
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
    read: (c) => ({
      full_name: c.text('full_name', { required: true, max: 150 }),
      country: c.text('country', { required: true, max: 80 }),
      region: c.text('region', { required: true, max: 80 }),
      city: c.text('city', { required: true, max: 80 }),
      postcode: c.text('postcode', { required: true, pattern: POSTCODE }),
      address: c.text('address', { required: true, max: 200 }),
      phone: c.text('phone', { pattern: PHONE }),
    }),
  });
