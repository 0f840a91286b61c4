// The cards feature's public entry: its screen, rendered by the route's code-split component, and the
// client cards' fetch (the frame's test of the early reads).

export { fetchClientCards } from './api.ts';
export { CardsScreen } from './CardsScreen.tsx';
