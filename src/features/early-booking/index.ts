// The early-booking feature's public entry: its screen, rendered by the route's code-split component.
export { EarlyBookingScreen } from './EarlyBookingScreen.tsx';
