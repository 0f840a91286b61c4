// The snapshot keys of the offline set: one whole query answer each (see db.ts, version 3).
export const OFFLINE_KEYS = {
  profile: 'profile',
  layout: 'layout',
  cabinetPage: 'cabinet-page',
  clientCards: 'client-cards',
} as const;
