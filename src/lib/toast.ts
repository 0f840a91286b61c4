// A tiny global toast store: the transport and the query cache report here, <Toaster> shows it.
import { useSyncExternalStore } from 'react';

export type Toast = { id: number; text: string; tone: 'error' | 'info' | 'success' };

let toasts: Toast[] = [];
let nextId = 1;
const listeners = new Set<() => void>();
const emit = () => {
  for (const l of listeners) l();
};

/** Shows `text` for `ms` (3 s by default, spec §9). The same text is never shown twice at once. */
export const showToast = (text: string, tone: Toast['tone'] = 'info', ms = 3000): void => {
  if (toasts.some((t) => t.text === text)) return;
  const id = nextId++;
  toasts = [...toasts, { id, text, tone }];
  emit();
  setTimeout(() => dismissToast(id), ms);
};

export const dismissToast = (id: number): void => {
  toasts = toasts.filter((t) => t.id !== id);
  emit();
};

const subscribe = (l: () => void) => {
  listeners.add(l);
  return () => listeners.delete(l);
};

export const useToasts = (): Toast[] => useSyncExternalStore(subscribe, () => toasts);
