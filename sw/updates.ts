/**
 * A new version waits until the customer accepts the update prompt; it never takes over a page on its
 * own (it could interrupt a payment).
 */
export const setupUpdates = (self: ServiceWorkerGlobalScope): void => {
  self.addEventListener('message', (event) => {
    if ((event.data as { type?: string } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
  });
};
