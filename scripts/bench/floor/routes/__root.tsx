import { useLingui } from '@lingui/react/macro';
import type { QueryClient } from '@tanstack/react-query';
import { createRootRouteWithContext, Link, Outlet } from '@tanstack/react-router';

const Frame = () => {
  const { t } = useLingui();
  return (
    <>
      <header style={{ background: '#c8102e', color: '#fff', padding: '12px 16px', fontWeight: 700 }}>
        Kvitok
      </header>
      <nav style={{ display: 'flex', gap: 12, padding: '8px 16px', flexWrap: 'wrap' }}>
        <Link to="/tickets/actual">{t`My orders`}</Link>
        <a href="/profile">{t`My profile`}</a>
        <a href="/balance">{t`My points`}</a>
        <a href="/cards">{t`My cards`}</a>
      </nav>
      <main style={{ padding: 16 }}>
        <Outlet />
      </main>
    </>
  );
};

export const Route = createRootRouteWithContext<{ queryClient: QueryClient }>()({ component: Frame });
