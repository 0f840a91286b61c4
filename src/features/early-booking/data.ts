// The early-booking feature's light entry: the query the route's loader reads before the screen's code.
export { citiesQuery } from './queries.ts';
