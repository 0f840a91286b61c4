import { useLingui } from '@lingui/react/macro';
import { brand } from '../../lib/brand/current.ts';
import { useLang } from '../../lib/i18n/useLang.ts';
import { Icon } from './icons.tsx';
import { favouritesHref } from './rules.ts';

/** The favourites button: the customer's saved events on the main site. */
export const Favourites = ({ withText = false }: { withText?: boolean }) => {
  const { t } = useLingui();
  const lang = useLang();
  return (
    <a
      className={withText ? 'sheet-link' : 'hdr-button'}
      href={favouritesHref(brand.mainSiteOrigin, lang)}
      aria-label={withText ? undefined : t`Favourites`}
      title={withText ? undefined : t`Favourites`}
    >
      <Icon name="heart" />
      {withText && <span>{t`Favourites`}</span>}
    </a>
  );
};
