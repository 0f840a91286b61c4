// Documents (spec §6/§7: downloads, prints, receipts, train e-tickets) carry the profile's downloadToken
// as `t`, which opens every document of the customer: such an address is never a page's. The cabinet
// fetches the file and saves it (print: shows it in a new tab at a blob: address), in fetchDocument.ts,
// loaded on the first tap. A print's tab is opened during the tap (a browser allows a window only then)
// and gets the file when it has come. The hook subscribes to nothing: the cards do not render again when
// the profile lands.
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';

export type DocumentRequest = {
  /** The document's address for a download token. */
  url: (token: string) => string;
  /** The file's name on the device. */
  name: string;
};

export const useDocuments = () => {
  const queryClient = useQueryClient();
  const take = useCallback(
    (doc: DocumentRequest, print: boolean) => {
      const tab = print ? window.open('', '_blank') : null;
      // Our own blank page for a moment: it gets no hold on this one.
      if (tab) tab.opener = null;
      void import('./fetchDocument.ts').then(
        (m) => m.takeDocument(queryClient, doc, tab),
        () => tab?.close(),
      );
    },
    [queryClient],
  );
  return {
    save: useCallback((doc: DocumentRequest) => take(doc, false), [take]),
    print: useCallback((doc: DocumentRequest) => take(doc, true), [take]),
  };
};
