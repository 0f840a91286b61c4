import 'fake-indexeddb/auto';

// The offline store's first write waits for the first screen (lib/offline/writesReady.ts): in unit tests
// it has been shown. writesReady.test.ts checks the wait itself on a page without the mark.
performance.mark('qr-visible');
