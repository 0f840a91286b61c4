import { useLingui } from '@lingui/react/macro';
import { Outlet } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { MainSiteFrame } from '../features/header/index.ts';
import { WidgetHost } from '../features/widget/index.ts';
import { brand } from '../lib/brand/current.ts';
import { isSignedIn } from '../lib/session/session.ts';
import { MoneyProvider } from '../shared/money/MoneyProvider.tsx';
import { LoadBoundary } from '../ui/LoadBoundary.tsx';
import { Toaster } from '../ui/Toaster.tsx';
import { Header } from './Header.tsx';
import { LangFailed } from './LangFailed.tsx';
import { laterParts } from './laterParts.ts';
import { SideMenu } from './SideMenu.tsx';
import { SignedOut } from './SignedOut.tsx';
import { UpdatePrompt } from './UpdatePrompt.tsx';
import { WhenIdle, WhenStartSettled } from './WhenIdle.ts';

// After the first screen (laterParts.ts).
const Footer = lazy(() => laterParts().then((m) => ({ default: m.Footer })));
const ScreenTitle = lazy(() => laterParts().then((m) => ({ default: m.ScreenTitle })));

/**
 * The main frame (spec §2): top navigation, side menu, routed view, pre-footer and footer. What changes in
 * the start's first seconds (the tab's title, the idle moment, the restored cache) re-renders a part of
 * it, not the header and menu with it (the whole frame rendered five times in a cold start).
 */
export const Shell = () => {
  const { t } = useLingui();
  const signedIn = isSignedIn();
  return (
    <div className="app">
      <a className="skip-link" href="#main">
        {t`Skip to content`}
      </a>
      <WhenIdle>
        <LoadBoundary fallback={() => null}>
          <Suspense fallback={null}>
            <ScreenTitle />
          </Suspense>
        </LoadBoundary>
      </WhenIdle>
      <Header />
      <WhenStartSettled>
        <MainSiteFrame />
      </WhenStartSettled>
      {/* One column where there is no side menu: signed out, and on arena (no account menu at all). */}
      <div className={`page ${signedIn && brand.features.sideMenu ? '' : 'page--one-column'}`}>
        {signedIn && brand.features.sideMenu && <SideMenu />}
        <main id="main" className="content" tabIndex={-1}>
          {signedIn ? (
            <MoneyProvider>
              <Outlet />
            </MoneyProvider>
          ) : (
            <SignedOut />
          )}
        </main>
      </div>
      <WhenIdle>
        <LoadBoundary fallback={() => null}>
          <Suspense fallback={null}>
            <Footer />
          </Suspense>
        </LoadBoundary>
      </WhenIdle>
      <UpdatePrompt />
      <LangFailed />
      <Toaster dismissLabel={t`Dismiss`} />
      {signedIn && (
        <WhenIdle>
          <WidgetHost />
        </WhenIdle>
      )}
    </div>
  );
};
