// The server's one message table: every text a customer can read in an answer, in ru, en, be, ge
// and az. Each area keeps its part in messages/<area>.ts under keys prefixed with the area's name.
import type { Lang } from '../../src/kernel/langs.ts';
import { currentLang } from './context.ts';
import { AUTH } from './messages/auth.ts';
import { CARDS } from './messages/cards.ts';
import { DOCUMENTS } from './messages/documents.ts';
import { EARLY_BOOKING } from './messages/early-booking.ts';
import { FIELDS } from './messages/fields.ts';
import { HTTP } from './messages/http.ts';
import { LIMITS } from './messages/limits.ts';
import { ORDERS } from './messages/orders.ts';
import { PAYMENT } from './messages/payment.ts';
import { POINTS } from './messages/points.ts';
import { SUBSCRIPTIONS } from './messages/subscriptions.ts';
import { WALLET } from './messages/wallet.ts';

export const MESSAGE_AREAS = {
  http: HTTP,
  fields: FIELDS,
  orders: ORDERS,
  documents: DOCUMENTS,
  payment: PAYMENT,
  points: POINTS,
  cards: CARDS,
  auth: AUTH,
  earlyBooking: EARLY_BOOKING,
  subscriptions: SUBSCRIPTIONS,
  limits: LIMITS,
  wallet: WALLET,
} as const;

export const MESSAGES = {
  ...HTTP,
  ...FIELDS,
  ...ORDERS,
  ...DOCUMENTS,
  ...PAYMENT,
  ...POINTS,
  ...CARDS,
  ...AUTH,
  ...EARLY_BOOKING,
  ...SUBSCRIPTIONS,
  ...LIMITS,
  ...WALLET,
};

export type MessageKey = keyof typeof MESSAGES;
export type MessageParams = Readonly<Record<string, string | number>>;

/** `{name}` placeholders of a text. */
export const placeholders = (text: string): string[] =>
  [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1] ?? '');

/** The text of `key` in `lang`, its `{name}` placeholders filled from `params`. */
export const textIn = (lang: Lang, key: MessageKey, params: MessageParams = {}): string =>
  MESSAGES[key][lang].replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.hasOwn(params, name) ? String(params[name]) : whole,
  );

/** The text of `key` in the language of the request being answered. */
export const t = (key: MessageKey, params?: MessageParams): string => textIn(currentLang(), key, params);
