// The cards screen's own rules: the code assignment's failures (spec §8), the tab in the URL and the QR
// sizes. The card number rules that the reference server shares are in src/kernel/cards/rules.ts.
export type CodeFailure = { kind: 'server' } | { kind: 'message'; text: string } | { kind: 'unexpected' };

/** Spec §8, card code assignment: status 500 → the server-error text; otherwise the first message
 * of errors.code, or "Непредвиденная ошибка". */
export const cardCodeFailure = (status: number, errors: unknown): CodeFailure => {
  if (status === 500) return { kind: 'server' };
  const list =
    errors && typeof errors === 'object' && !Array.isArray(errors) ? Reflect.get(errors, 'code') : undefined;
  const first: unknown = Array.isArray(list) ? list[0] : list;
  return typeof first === 'string' && first.trim()
    ? { kind: 'message', text: first }
    : { kind: 'unexpected' };
};

export type CardsTab = 'client' | 'payment';
export const parseCardsTab = (raw: unknown): CardsTab => (raw === 'payment' ? 'payment' : 'client');

/** QR sizes of spec §9: card 70, zoomed 200. */
export const CARD_QR = { small: 70, zoomed: 200 } as const;
