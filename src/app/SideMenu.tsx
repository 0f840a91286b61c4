import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { memo } from 'react';
import { displayName } from '../features/profile/data.ts';
import { formatPoints } from '../kernel/format/points.ts';
import { NAV_ICONS } from '../kernel/navPaths.ts';
import { brand } from '../lib/brand/current.ts';
import { getCookie } from '../lib/cookies.ts';
import { useLang } from '../lib/i18n/useLang.ts';
import { safeImageSrc } from '../lib/safeUrl.ts';
import { signOut } from '../lib/session/session.ts';
import { useAfterFirstScreen } from '../lib/useAfterFirstScreen.ts';
import { useFrameProfile } from '../shared/profile/useFrameProfile.ts';
import { Skeleton } from '../ui/Skeleton.tsx';
import { InstallSlot } from './install/InstallSlot.tsx';
import { NavIcon } from './navIcons.tsx';

const logout = () => {
  // The Georgian brand returns to its main site's home page (spec §4 Logout).
  void signOut(brand.id === 'ge' ? { goTo: `${brand.mainSiteOrigin}/` } : {});
};

/**
 * The cabinet's own navigation (spec §2 side menu). Arena has none (`brand.features.sideMenu`, the
 * Shell does not mount it): its "logo link instead of avatar and menu" is the header's logo, and a
 * second copy in a column of its own read as a stray card (docs/decisions-header.md).
 */
const SideMenuView = () => {
  const { t } = useLingui();
  const profile = useFrameProfile();
  const lang = useLang();
  const p = profile.data;
  // No profile can come (offline with nothing kept on the device, or the server failing): the session's
  // own name and picture, and no balance, rather than placeholders that never fill.
  const missing = !p && profile.isError;
  const name = p || missing ? displayName(p ?? { phone: '' }, getCookie('username')) : null;
  const avatar = safeImageSrc(p?.avatar ?? getCookie('avatar'));
  const waiting = <T,>(placeholder: T) => (missing ? null : placeholder);
  // The picture waits for the first screen (lib/useAfterFirstScreen.ts), in the skeleton's place.
  const later = useAfterFirstScreen();
  const points = p ? formatPoints(p.balance, lang) : '';
  return (
    <aside className="side-menu">
      <div className="side-menu__user">
        <span className={`avatar ${p?.hasSubscribe ? 'avatar--subscriber' : ''}`} data-testid="avatar">
          {avatar && later ? (
            <img src={avatar} alt="" width="48" height="48" />
          ) : (
            waiting(<Skeleton width="48px" height="48px" radius="50%" />)
          )}
        </span>
        <div className="side-menu__who">
          <span className="side-menu__name">{name ?? <Skeleton width="120px" height="16px" />}</span>
          <span className="side-menu__balance" data-testid="balance-value">
            {p ? (
              // Points, as everywhere else (the balance page says what they are worth in money).
              <Plural
                value={p.balance}
                one={`Balance: ${points} point`}
                other={`Balance: ${points} points`}
              />
            ) : (
              waiting(<Skeleton width="90px" height="13px" />)
            )}
          </span>
          {p?.hasSubscribe && (
            <span className="badge">
              <Trans>Subscriber</Trans>
            </span>
          )}
        </div>
      </div>
      <nav aria-label={t`My account`}>
        <ul className="side-menu__list">
          <li>
            <Link to="/tickets/actual" activeProps={{ 'aria-current': 'page' }}>
              <NavIcon d={NAV_ICONS.orders} />
              <Trans>My orders</Trans>
            </Link>
          </li>
          <li>
            <Link to="/profile" activeProps={{ 'aria-current': 'page' }}>
              <NavIcon d={NAV_ICONS.profile} />
              <Trans>My profile</Trans>
            </Link>
          </li>
          <li>
            <Link to="/balance" activeProps={{ 'aria-current': 'page' }}>
              <NavIcon d={NAV_ICONS.points} />
              <Trans>My points</Trans>
              {!missing && (
                <span className="counter" data-testid="balance-counter">
                  {p ? (
                    <>
                      <span aria-hidden="true">{formatPoints(p.balance, lang)}</span>
                      <span className="visually-hidden">
                        <Plural value={p.balance} one={`${points} point`} other={`${points} points`} />
                      </span>
                    </>
                  ) : (
                    <Skeleton width="32px" height="14px" />
                  )}
                </span>
              )}
            </Link>
          </li>
          <li>
            <Link to="/cards" activeProps={{ 'aria-current': 'page' }}>
              <NavIcon d={NAV_ICONS.cards} />
              <Trans>My cards</Trans>
            </Link>
          </li>
          <InstallSlot place="menu" />
          <li>
            <button type="button" className="side-menu__logout" onClick={logout}>
              <NavIcon d={NAV_ICONS.logout} />
              <Trans>Log out</Trans>
            </button>
          </li>
        </ul>
      </nav>
    </aside>
  );
};

// Memoised: the frame's own re-renders (the restored cache, the texts) pass it by; its queries and texts
// still re-render it.
export const SideMenu = memo(SideMenuView);
