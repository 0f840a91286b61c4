// The promotions feature's light entry: the query the route's loader reads before the screen's code.
export { promotionsPageQuery } from './queries.ts';
