import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { NAV_ICONS } from '../kernel/navPaths.ts';
import { NavIcon } from './navIcons.tsx';

/**
 * Arena's own compact navigation to the account's sections. Arena has no side menu: on its site, the site's
 * menu links to them; installed on a phone, or opened in a tab of its own, nothing else would (the header's
 * account icon leads to the tickets only).
 */
export const AccountNav = () => {
  const { t } = useLingui();
  const links = [
    // The side menu's words, as the other brands read them.
    ['/tickets', NAV_ICONS.orders, t`My orders`],
    ['/cards', NAV_ICONS.cards, t`My cards`],
    ['/balance', NAV_ICONS.points, t`My points`],
    ['/profile', NAV_ICONS.profile, t`My profile`],
  ] as const;
  return (
    <nav className="account-nav" aria-label={t`My account`}>
      <ul className="account-nav__list">
        {links.map(([to, icon, label]) => (
          <li key={to}>
            {/* Current on every page of its section (an orders tab, a profile tab, the history's page). */}
            <Link
              to={to}
              className="account-nav__link"
              activeProps={{ 'aria-current': 'page' }}
              activeOptions={{ includeSearch: false }}
            >
              <NavIcon d={icon} />
              <span>{label}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
};
