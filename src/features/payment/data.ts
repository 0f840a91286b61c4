// The payment feature's light entry: what the routes' loaders read before a screen's code.
export { paymentInfoQuery } from './queries.ts';
