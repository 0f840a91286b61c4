// The tickets screen (spec §2): heading, the link-a-ticket dialog, tabs actual / booked / used, and the
// routed tab. The arena brand, which has no side menu, shows a logout button here.
import { Trans, useLingui } from '@lingui/react/macro';
import { Link, Outlet } from '@tanstack/react-router';
import { useState } from 'react';
import { brand } from '../../../lib/brand/current.ts';
import { signOut } from '../../../lib/session/session.ts';
import { useOnline } from '../../../lib/useOnline.ts';
import { AssignDialog } from '../screen-kit/AssignDialog.tsx';
import { SyncStatus } from './SyncStatus.tsx';
import '../../../ui/page.css';
import '../orders.css';
import { UnderPageHeading } from '../../../ui/headingLevel.tsx';

const ACTIVE_TAB = { className: 'tabs__tab tabs__tab--active', 'aria-current': 'page' } as const;

export const TicketsScreen = () => {
  const { t } = useLingui();
  const online = useOnline();
  const [assigning, setAssigning] = useState(false);
  return (
    <section className="tickets" aria-labelledby="tickets-title">
      <header className="heading-row">
        <h1 id="tickets-title" className="page-title page-title--shrinks">
          <Trans>My orders</Trans>
        </h1>
        <div className="tickets__tools">
          <button type="button" className="button" onClick={() => setAssigning(true)}>
            <Trans>Link a ticket</Trans>
          </button>
          {/* Without a side menu (arena) its logout lives here (spec §2 Tickets). */}
          {!brand.features.sideMenu && (
            <button type="button" className="button" onClick={() => void signOut()}>
              <Trans>Log out</Trans>
            </button>
          )}
        </div>
      </header>
      <nav className="tabs" aria-label={t`Order tabs`}>
        {(
          [
            ['/tickets/actual', t({ message: 'Actual', context: 'tab' })],
            ['/tickets/booked', t({ message: 'Booked', context: 'tab' })],
            ['/tickets/used', t({ message: 'Used', context: 'tab' })],
          ] as const
        ).map(([to, label]) => (
          <Link key={to} to={to} className="tabs__tab" activeProps={ACTIVE_TAB}>
            {label}
          </Link>
        ))}
      </nav>
      <SyncStatus />
      <UnderPageHeading>
        <Outlet />
      </UnderPageHeading>
      {assigning && <AssignDialog online={online} onClose={() => setAssigning(false)} />}
    </section>
  );
};
