import { Trans, useLingui } from '@lingui/react/macro';
import { Link, Outlet } from '@tanstack/react-router';
import { brand } from '../../lib/brand/current.ts';
import { TabNav } from '../../ui/TabNav.tsx';
import './profile.css';
import { UnderPageHeading } from '../../ui/headingLevel.tsx';

const current = { 'aria-current': 'page' } as const;

/** /profile: main information, addresses (Belarusian brand only) and passports, as tabs. */
export const ProfileLayout = () => {
  const { t } = useLingui();
  return (
    <div className="profile">
      <div className="profile__head">
        <h1 className="profile__title">
          <Trans>My profile</Trans>
        </h1>
        <div className="profile__more">
          <Link to="/subscribes">
            <Trans>Subscriptions</Trans>
          </Link>
          <Link to="/videos">
            <Trans>My videos</Trans>
          </Link>
        </div>
      </div>
      <TabNav label={t`Profile sections`}>
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
      </TabNav>
      <UnderPageHeading>
        <Outlet />
      </UnderPageHeading>
    </div>
  );
};
