import { onlineManager } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';

/** Whether the app thinks it is online (TanStack Query's online manager, fed by the browser's events). */
export const useOnlineStatus = (): boolean =>
  useSyncExternalStore(
    (onChange) => onlineManager.subscribe(onChange),
    () => onlineManager.isOnline(),
  );
