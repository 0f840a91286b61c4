// The promotions feature's public entry: its screen, rendered by the route's code-split component.
export { PromotionsScreen } from './PromotionsScreen.tsx';
