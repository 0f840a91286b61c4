import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { layoutQuery } from '../features/layout/queries.ts';
import { brand } from '../lib/brand/current.ts';
import { pickLocalized } from '../lib/http/schemas.ts';
import { useLang } from '../lib/i18n/useLang.ts';
import { safeHref } from '../lib/safeUrl.ts';
import { Skeleton } from '../ui/Skeleton.tsx';
import { LangSwitch } from './LangSwitch.tsx';

/** The top bar: brand logo, the main site's sections (not on arena), language. */
export const Header = () => {
  const { t } = useLingui();
  const lang = useLang();
  const layout = useQuery(layoutQuery());
  const home = `${brand.mainSiteOrigin}/${lang}`;
  return (
    <header className="header">
      <div className="header__inner">
        <a className="header__logo" href={home}>
          <img src={brand.logo} alt={brand.name} width="132" height="32" />
        </a>
        {brand.features.topNav && (
          <nav className="top-nav" aria-label={t`Main site sections`}>
            {layout.data ? (
              <ul>
                {layout.data.menu.map((item) => (
                  <li key={item.key}>
                    <a href={safeHref(item.url, brand.mainSiteOrigin)}>{pickLocalized(item.title, lang)}</a>
                  </li>
                ))}
              </ul>
            ) : (
              <ul aria-hidden="true">
                {[64, 80, 56, 72, 60].map((w) => (
                  <li key={w}>
                    <Skeleton width={`${w}px`} height="14px" />
                  </li>
                ))}
              </ul>
            )}
          </nav>
        )}
        <div className="header__tools">
          <LangSwitch />
        </div>
      </div>
    </header>
  );
};
