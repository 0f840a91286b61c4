// The profile feature's public entry: its screens, rendered by the routes' code-split components.
export { Addresses } from './Addresses.tsx';
export { Passports } from './Passports.tsx';
export { ProfileInfo } from './ProfileInfo.tsx';
export { ProfileLayout } from './ProfileLayout.tsx';
