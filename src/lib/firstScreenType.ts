// The type of the signed-in first screens, as a list the page's entry warms (lib/warmType.ts) and an e2e
// test checks against the screens.

/**
 * Weight and size (CSS `font` shorthand prefix) of every text of the signed-in first screens on a phone:
 * the tickets' tabs, balance, cards, profile. e2e/type-warm.spec.ts fails when a first screen sets text
 * in one not listed.
 */
export const FIRST_SCREEN_TYPE = [
  '400 12px',
  '400 13px',
  '400 14px',
  '400 15px',
  '400 16px',
  '400 18px',
  '400 22px',
  '500 14px',
  '600 12px',
  '600 14px',
  '600 15px',
  '600 16px',
  '700 13px',
  '700 14px',
  '700 16px',
  '700 18px',
  '700 20px',
  '700 24px',
  '700 28px',
  '700 36px',
  '800 20px',
] as const;
