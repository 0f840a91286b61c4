import { useLingui } from '@lingui/react/macro';
import { brand } from '../../lib/brand/current.ts';
import { pickLocalized } from '../../lib/http/schemas.ts';
import { useLang } from '../../lib/i18n/useLang.ts';
import { safeHref } from '../../lib/safeUrl.ts';
import type { Layout } from '../../shared/layout/api.ts';
import { Skeleton } from '../../ui/Skeleton.tsx';

type Props = { menu: Layout['menu'] | undefined; variant: 'bar' | 'sheet' };

/** The main site's sections from the layout; skeletons while the layout loads. */
export const TopNav = ({ menu, variant }: Props) => {
  const { t } = useLingui();
  const lang = useLang();
  return (
    <nav className={variant === 'bar' ? 'top-nav' : 'sheet-nav'} aria-label={t`Main site sections`}>
      {menu ? (
        <ul>
          {menu.map((item) => (
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
  );
};
