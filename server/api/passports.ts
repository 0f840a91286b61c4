// /api/v3/users/me/passports: the customer's identity documents (GET, POST, PUT /{id}, DELETE /{id}).
import * as v from 'valibot';
import { num, numOrNull, str, strOrNull } from '../db/row.ts';
import { t } from '../i18n/messages.ts';
import type { ApiRouter } from './context.ts';
import { registerOwned } from './owned.ts';
import { date, fields, int, requiredDate, requiredText, text } from './schema.ts';

/** Identity documents one customer keeps. */
export const MAX_PASSPORTS = 10;

const DOCUMENT_TYPES = ['passport', 'id_card', 'foreign_passport', 'residence_permit'] as const;
const ISO2 = /^[A-Z]{2}$/;
const SERIES = /^[\p{L}\d]{0,10}$/u;
const NUMBER = /^[\p{L}\d]{4,20}$/u;

export const registerPassports = (router: ApiRouter): void =>
  registerOwned(router, {
    path: '/api/v3/users/me/passports',
    table: 'passports',
    max: MAX_PASSPORTS,
    full: 'limits.passports',
    toJson: (row) => ({
      id: num(row, 'id'),
      document_type: str(row, 'document_type'),
      series: str(row, 'series'),
      number: str(row, 'number'),
      last_name: str(row, 'last_name'),
      first_name: str(row, 'first_name'),
      middle_name: strOrNull(row, 'middle_name'),
      dob: str(row, 'dob'),
      gender: numOrNull(row, 'gender'),
      citizenship: str(row, 'citizenship'),
      issued_by: strOrNull(row, 'issued_by'),
      issued_at: strOrNull(row, 'issued_at'),
      expires_at: strOrNull(row, 'expires_at'),
    }),
    body: v.pipe(
      fields({
        document_type: v.pipe(
          requiredText('document_type'),
          v.check(
            (s) => s === '' || (DOCUMENT_TYPES as readonly string[]).includes(s),
            () => t('fields.selected', { name: 'document_type' }),
          ),
        ),
        series: v.pipe(
          text('series', { pattern: SERIES }),
          v.transform((s) => s ?? ''),
        ),
        number: requiredText('number', { pattern: NUMBER }),
        last_name: requiredText('last_name', { max: 64 }),
        first_name: requiredText('first_name', { max: 64 }),
        middle_name: text('middle_name', { max: 64 }),
        dob: requiredDate('dob'),
        gender: int('gender', [0, 1]),
        citizenship: requiredText('citizenship', { pattern: ISO2 }),
        issued_by: text('issued_by', { max: 200 }),
        issued_at: date('issued_at'),
        expires_at: date('expires_at'),
      }),
      v.forward(
        v.partialCheck(
          [['issued_at'], ['expires_at']],
          (d) => d.issued_at === null || d.expires_at === null || d.expires_at > d.issued_at,
          () => t('fields.dateAfter', { name: 'expires_at', other: 'issued_at' }),
        ),
        ['expires_at'],
      ),
    ),
  });
