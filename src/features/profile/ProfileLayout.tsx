import { Trans, useLingui } from '@lingui/react/macro';
import { Link, Outlet } from '@tanstack/react-router';
import { brand } from '../../lib/brand/current.ts';
import { TabbedPage } from '../../ui/account-kit/TabbedPage.tsx';
import './profile.css';

const current = { 'aria-current': 'page' } as const;

/** /profile: main information, addresses (Belarusian brand only) and passports, as tabs. */
export const ProfileLayout = () => {
  const { t } = useLingui();
  return (
    <TabbedPage
      className="profile"
      landmark={false}
      title={<Trans>My profile</Trans>}
      aside={
        <>
          <Link to="/subscribes">
            <Trans>Subscriptions</Trans>
          </Link>
          <Link to="/videos">
            <Trans>My videos</Trans>
          </Link>
        </>
      }
      tabsLabel={t`Profile sections`}
      tabs={
        <>
          <Link to="/profile/info" activeProps={current}>
            <Trans>Main information</Trans>
          </Link>
          {brand.features.addresses && (
            <Link to="/profile/addresses" activeProps={current}>
              <Trans>Addresses</Trans>
            </Link>
          )}
          <Link to="/profile/passports" activeProps={current}>
            <Trans>Passports</Trans>
          </Link>
        </>
      }
    >
      <Outlet />
    </TabbedPage>
  );
};
