import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import './account-nav.css';
import { NAV_ICONS, NavIcon } from './navIcons.tsx';

/**
 * Arena's own compact navigation to the account's sections. Arena has no side menu: on its site, the site's
 * menu links to them; installed on a phone, or opened in a tab of its own, nothing else would (the header's
 * account icon leads to the tickets only).
 */
export const AccountNav = () => {
  const { t } = useLingui();
  const links = [
    ['/tickets', NAV_ICONS.orders, t({ message: 'Tickets', context: 'compact navigation' })],
    ['/cards', NAV_ICONS.cards, t({ message: 'Cards', context: 'compact navigation' })],
    ['/balance', NAV_ICONS.points, t({ message: 'Points', context: 'compact navigation' })],
    ['/profile', NAV_ICONS.profile, t({ message: 'Profile', context: 'compact navigation' })],
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
              <NavIcon d={icon} className="account-nav__icon" />
              <span>{label}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
};
