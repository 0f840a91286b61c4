// Boot order: brand → language → query client (+ persister) → router → render.
import './styles/index.css';
import { onlineManager } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App.tsx';
import { applyBrandTheme } from './app/brandTheme.ts';
import { seedOfflineSet, startOfflineSync } from './app/offlineSync.ts';
import { wipePersistedCache } from './app/persister.ts';
import { createQueryClient } from './app/queryClient.ts';
import { createAppRouter } from './app/router.ts';
import { registerServiceWorker } from './app/serviceWorker.ts';
import { brand } from './lib/brand/current.ts';
import { activateLang, i18n, initialLang, readStoredLang } from './lib/i18n/i18n.ts';
import { wipeOfflineStore } from './lib/offline/db.ts';
import { requestPersistentStorage } from './lib/offline/persist.ts';
import { onQuotaError } from './lib/offline/store.ts';
import { setSyncState } from './lib/offline/syncState.ts';
import { isSignedIn, onSignOut } from './lib/session/session.ts';

applyBrandTheme(brand);
await activateLang(initialLang(readStoredLang(), brand.defaultLang), { remember: false });

// Query assumes "online" at start (toolchain guide); tell it the truth.
onlineManager.setOnline(navigator.onLine);

const queryClient = createQueryClient();
onSignOut(() => queryClient.clear());
onSignOut(wipePersistedCache);
onSignOut(wipeOfflineStore);

// The offline store answers first: what the device holds is in the cache before the first render,
// and the background sync refreshes it when online.
onQuotaError(() => setSyncState({ quotaError: true }));
if (isSignedIn()) {
  await seedOfflineSet(queryClient, i18n.locale);
  startOfflineSync(queryClient, () => i18n.locale);
  void requestPersistentStorage();
}

const router = createAppRouter(queryClient);

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <App queryClient={queryClient} router={router} />
    </StrictMode>,
  );
}

registerServiceWorker();
