// Payment methods per brand. Card-provider methods have "BePaid" in their type; id 4 is the free
// balance method the "get" button uses for a zero total.
import type { DatabaseSync } from 'node:sqlite';
import { insertAll } from './insert.ts';

const FREE_METHOD_ID = 4;

export const seedPaymentMethods = (db: DatabaseSync): void => {
  insertAll(db, 'payment_methods', [
    {
      id: 1,
      brand: 'by',
      type: 'BePaid',
      order_type: 'all',
      name: 'Банковская карта',
      logo_url: '/demo/payments/card.svg',
      short_description: 'Visa, Mastercard, Белкарт',
      position: 1,
    },
    {
      id: 2,
      brand: 'by',
      type: 'BePaidInstallment',
      order_type: 'all',
      name: 'Рассрочка по карте',
      logo_url: '/demo/payments/installment.svg',
      short_description: 'Оплата частями картой рассрочки',
      position: 2,
    },
    {
      id: 3,
      brand: 'by',
      type: 'Erip',
      order_type: 'all',
      name: 'ЕРИП',
      logo_url: '/demo/payments/erip.svg',
      short_description: 'Оплата через систему «Расчёт» (ЕРИП) в течение 15 минут',
      position: 3,
    },
    {
      id: FREE_METHOD_ID,
      brand: null,
      type: 'Balance',
      order_type: 'all',
      name: 'Баллы',
      logo_url: '/demo/payments/points.svg',
      short_description: 'Бесплатное получение или оплата баллами',
      position: 9,
    },
    {
      id: 5,
      brand: 'ge',
      type: 'BePaid',
      order_type: 'all',
      name: 'საბანკო ბარათი',
      logo_url: '/demo/payments/card.svg',
      short_description: 'Visa, Mastercard',
      position: 1,
    },
    {
      id: 6,
      brand: 'arena',
      type: 'BePaid',
      order_type: 'all',
      name: 'Банковская карта',
      logo_url: '/demo/payments/card.svg',
      short_description: 'Visa, Mastercard, Белкарт',
      position: 1,
    },
  ]);
};
