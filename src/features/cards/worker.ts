// The cards feature's entry for code the service worker shares (app/keptSet.ts): schemas only, no DOM.
export { KEPT_CLIENT_CARDS } from './schemas.ts';
