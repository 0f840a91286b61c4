import { onlineManager } from '@tanstack/react-query';

/**
 * Loads a route's data only online. Offline a query the device does not keep pauses until the network
 * is back, and a loader waiting for it would hold the route's skeleton (or a blank page) for ever; the
 * screen shows "needs a connection" instead (ui/screen-kit/OnlineOnly.tsx).
 */
export const whenOnline = async (load: () => Promise<unknown>): Promise<void> => {
  if (onlineManager.isOnline()) await load();
};
