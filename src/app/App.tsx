import { I18nProvider } from '@lingui/react';
import type { QueryClient } from '@tanstack/react-query';
import { PersistQueryClientProvider } from '@tanstack/react-query-persist-client';
import { RouterProvider } from '@tanstack/react-router';
import { i18n } from '../lib/i18n/i18n.ts';
import { persistOptions } from './persister.ts';
import type { createAppRouter } from './router.ts';

type Props = { queryClient: QueryClient; router: ReturnType<typeof createAppRouter> };

export const App = ({ queryClient, router }: Props) => (
  <I18nProvider i18n={i18n}>
    <PersistQueryClientProvider client={queryClient} persistOptions={persistOptions}>
      <RouterProvider router={router} />
    </PersistQueryClientProvider>
  </I18nProvider>
);
