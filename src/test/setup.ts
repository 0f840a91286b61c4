import 'fake-indexeddb/auto';

// The device store's first write waits for the first screen (lib/firstScreen.ts): in unit tests
// it has been shown. firstScreen.test.ts checks the wait itself on a page without the mark.
performance.mark('qr-visible');
