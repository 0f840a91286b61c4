// The stack floor: the least an app on exactly the cabinet's stack does to show the actual
// tab's tickets. Built and served by `npm run bench` only (scripts/bench/floor.ts), never shipped.
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { createAsyncStoragePersister } from '@tanstack/query-async-storage-persister';
import { QueryClient } from '@tanstack/react-query';
import { PersistQueryClientProvider } from '@tanstack/react-query-persist-client';
import { createRouter, RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Workbox } from 'workbox-window';
import { messages } from '../../../locales/ru/app.po';
import { routeTree } from './routeTree.gen.ts';
import { readKept } from './store.ts';

i18n.loadAndActivate({ locale: 'ru', messages });

const queryClient = new QueryClient();
const persister = createAsyncStoragePersister({ storage: window.localStorage });
const router = createRouter({ routeTree, context: { queryClient } });

declare module '@tanstack/react-router' {
  // biome-ignore lint/style/useConsistentTypeDefinitions: module augmentation needs an interface.
  interface Register {
    router: typeof router;
  }
}

// Dexie first: what the device holds is on screen before the network answers.
const kept = await readKept();
if (kept) queryClient.setQueryData(['orders', 'actual'], kept.page, { updatedAt: kept.savedAt });

const root = document.getElementById('root');
if (root)
  createRoot(root).render(
    <StrictMode>
      <I18nProvider i18n={i18n}>
        <PersistQueryClientProvider client={queryClient} persistOptions={{ persister }}>
          <RouterProvider router={router} />
        </PersistQueryClientProvider>
      </I18nProvider>
    </StrictMode>,
  );

if ('serviceWorker' in navigator) void new Workbox('/sw.js').register();
