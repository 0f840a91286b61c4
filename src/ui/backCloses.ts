// Back closes an open dialog, as on a native app (lib/dialogHistory.ts keeps its history entry).
import { useEffect, useRef } from 'react';
import { openDialogEntry } from '../lib/dialogHistory.ts';

/** Closes the dialog when Back is pressed while it is `open` and on top. */
export const useBackCloses = (open: boolean, onClose: () => void): void => {
  const close = useRef(onClose);
  useEffect(() => {
    close.current = onClose;
  });
  useEffect(() => {
    if (!open) return;
    return openDialogEntry(() => close.current());
  }, [open]);
};
