// /api/v3/users/me/passports: the customer's identity documents (GET, POST, PUT /{id}, DELETE /{id}).
import { num, numOrNull, str, strOrNull } from '../db/row.ts';
import { t } from '../i18n/messages.ts';
import type { ApiRouter } from './context.ts';
import { registerOwned } from './owned.ts';

export const DOCUMENT_TYPES = ['passport', 'id_card', 'foreign_passport', 'residence_permit'] as const;
const ISO2 = /^[A-Z]{2}$/;
const SERIES = /^[\p{L}\d]{0,10}$/u;
const NUMBER = /^[\p{L}\d]{4,20}$/u;

export const registerPassports = (router: ApiRouter): void =>
  registerOwned(router, {
    path: '/api/v3/users/me/passports',
    table: 'passports',
    fields: [
      'document_type',
      'series',
      'number',
      'last_name',
      'first_name',
      'middle_name',
      'dob',
      'gender',
      'citizenship',
      'issued_by',
      'issued_at',
      'expires_at',
    ],
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
    read: (c) => {
      const documentType = c.text('document_type', { required: true });
      if (documentType && !(DOCUMENT_TYPES as readonly string[]).includes(documentType)) {
        c.fail('document_type', t('fields.selected', { name: 'document_type' }));
      }
      const issuedAt = c.date('issued_at');
      const expiresAt = c.date('expires_at');
      if (issuedAt && expiresAt && expiresAt <= issuedAt) {
        c.fail('expires_at', t('fields.dateAfter', { name: 'expires_at', other: 'issued_at' }));
      }
      return {
        document_type: documentType,
        series: c.text('series', { pattern: SERIES }) ?? '',
        number: c.text('number', { required: true, pattern: NUMBER }),
        last_name: c.text('last_name', { required: true, max: 64 }),
        first_name: c.text('first_name', { required: true, max: 64 }),
        middle_name: c.text('middle_name', { max: 64 }),
        dob: c.date('dob', { required: true }),
        gender: c.int('gender', { oneOf: [0, 1] }),
        citizenship: c.text('citizenship', { required: true, pattern: ISO2 }),
        issued_by: c.text('issued_by', { max: 200 }),
        issued_at: issuedAt,
        expires_at: expiresAt,
      };
    },
  });
