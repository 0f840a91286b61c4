// Payment rules (spec §2 Payment, §5, §9). Money is in minor units throughout.
import { pointsValueMinor } from '../../shared/points.ts';

/** The free balance method the "get" button takes for a zero total (spec §9). */
const FREE_METHOD_ID = 4;
/** ERIP: the order must be paid within 15 minutes of choosing it (spec §9). */
export const ERIP_WINDOW_MINUTES = 15;

/** Amount to pay = amount + commission − discount, floored at 0: the one totals rule (src/shared/screen-kit/totals.ts). */
export { orderTotal } from '../../shared/screen-kit/totals.ts';

/** With points: the total minus 10 × balance, floored at 0; without: the total. */
export const amountToPay = (total: number, balance: number, usePoints: boolean): number =>
  usePoints ? Math.max(0, total - pointsValueMinor(Math.max(0, balance))) : total;

/** The "pay with points" choice is offered only when there is something to pay. */
export const offersPoints = (total: number): boolean => total > 0;

/** Only card-provider methods are listed (type containing BePaid). */
export const isListedMethod = (method: { type: string }): boolean => method.type.includes('BePaid');

/** The payment block shows only when the order has an id and no status yet. */
export const canShowPayment = (order: {
  id: number | null | undefined;
  status: number | null | undefined;
}): boolean => order.id != null && order.id > 0 && order.status == null;

/** ERIP is offered as its own button beside the card methods, when the brand has it (§2 ERIP). */
export const eripMethod = <M extends { type: string }>(methods: readonly M[]): M | undefined =>
  methods.find((m) => m.type === 'Erip');

/** The method the "get" button takes (§9: the free balance method, id 4), even when it is not listed. */
export const freeMethod = <M extends { paymentId: number; type: string }>(
  methods: readonly M[],
): M | { paymentId: number; type: string } =>
  methods.find((m) => m.paymentId === FREE_METHOD_ID) ?? { paymentId: FREE_METHOD_ID, type: 'Balance' };

/** The pay-with-points box can be ticked only with points on the balance (§2: it shows the balance). */
export const canUsePoints = (balance: number): boolean => balance > 0;

/** Which button the page offers: "get" (free method) for 0, else pay (pay-extra when points are used). */
export type PayAction = 'get' | 'pay' | 'payExtra';
export const payAction = (due: number, usePoints: boolean): PayAction =>
  due === 0 ? 'get' : usePoints ? 'payExtra' : 'pay';

/**
 * Seconds left until `expiresAt` (unix seconds, the server's deadline), never below 0; null when there is
 * no expiry. Counted on the server's clock: the device's time `deviceNowMs` plus the difference between
 * the two clocks (`offsetMs`, lib/serverClock.ts), so a phone set days ahead or behind counts the same.
 */
export const secondsLeft = (
  expiresAt: number | null,
  deviceNowMs: number,
  offsetMs: number,
): number | null =>
  expiresAt == null ? null : Math.max(0, Math.ceil(expiresAt - (deviceNowMs + offsetMs) / 1000));

/** The countdown as mm:ss (minutes may exceed 59). */
export const formatCountdown = (seconds: number): string => {
  const s = Math.max(0, Math.floor(seconds));
  return `${String(Math.floor(s / 60)).padStart(2, '0')}:${String(s % 60).padStart(2, '0')}`;
};

/** The contact a method needs: the phone for the sms method, the e-mail otherwise (spec §5). */
export const contactFor = (methodType: string): 'phone' | 'email' =>
  methodType.toLowerCase().includes('sms') ? 'phone' : 'email';

/** Masks a phone for display: keeps the country code start and the last two digits. */
export const maskPhone = (phone: string): string => {
  const digits = phone.replace(/\D/g, '');
  if (digits.length < 7) return phone;
  const head = digits.slice(0, 3);
  const tail = digits.slice(-2);
  return `+${head} ** ***-**-${tail}`;
};

/** A card brand as people write it: `mastercard` → `Mastercard`. */
export const cardBrandName = (brand: string): string =>
  brand === '' ? brand : `${brand.charAt(0).toUpperCase()}${brand.slice(1)}`;
