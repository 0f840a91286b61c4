// Which sale widget is open (one at a time). `openWidget` is the entry point for any screen.
import { useSyncExternalStore } from 'react';

/** Which widget to open (spec §2, §3, §7): the session, the event or the item, in a language. */
export type WidgetParams = { sid?: number; seid?: number; iid?: number; lang: string };

let current: WidgetParams | null = null;
const listeners = new Set<() => void>();

const emit = () => {
  for (const l of listeners) l();
};

export const openWidget = (params: WidgetParams): void => {
  current = params;
  emit();
};

export const closeWidget = (): void => {
  current = null;
  emit();
};

const subscribe = (l: () => void) => {
  listeners.add(l);
  return () => {
    listeners.delete(l);
  };
};

export const useOpenWidget = (): WidgetParams | null =>
  useSyncExternalStore(
    subscribe,
    () => current,
    () => null,
  );
