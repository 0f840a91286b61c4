// The payment feature's public entry: its screens, rendered by the routes' code-split components, and the
// rules the frame's tests check against the orders (app/ordersAndPayment.test.ts).
export { PaymentInfoSchema } from './api.ts';
export { EripScreen } from './EripScreen.tsx';
export { PaymentScreen } from './PaymentScreen.tsx';
export { payAction } from './rules.ts';
export { ThankYouScreen } from './ThankYouScreen.tsx';
