// When the device store may first be written: after the first screen (lib/firstScreen.ts). Writing needs
// Dexie (31 kB gzip, rawRead.ts), and loading it while the first screen is still coming competes with it.
export { afterFirstScreen as writesReady } from '../firstScreen.ts';
