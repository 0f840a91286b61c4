// The order facts of spec §3–4 that the cabinet, the worker and the reference server share: the status
// codes (the server's SQL is built from them) and the order type of a booking.

/**
 * §4 order status: 0 waiting (or awaiting confirmation, or booked), 1 paid, 2 returned, 3 return pending,
 * 4 expired; anything else a problem.
 */
export const ORDER_STATUS = { waiting: 0, paid: 1, returned: 2, returnPending: 3, expired: 4 } as const;

export type OrderStatus = (typeof ORDER_STATUS)[keyof typeof ORDER_STATUS];

/** §3 order type (its kind) of a booking; other types are not told apart. */
export const BOOKING_TYPE = 6;
