// The videos feature's public entry: its screen, rendered by the route's code-split component.
export { VideosScreen } from './VideosScreen.tsx';
