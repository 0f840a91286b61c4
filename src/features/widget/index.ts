// The sale widget's public entry: the host the frame mounts.
export { WidgetHost } from './WidgetHost.tsx';
