// The cards feature's public entry: its screen, rendered by the route's code-split component.
export { CardsScreen } from './CardsScreen.tsx';
