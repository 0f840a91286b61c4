import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi, Link } from '@tanstack/react-router';
import { formatDate } from '../../kernel/format/dates.ts';
import { brand } from '../../lib/brand/current.ts';
import { useLang } from '../../lib/i18n/useLang.ts';
import { safeImageSrc } from '../../lib/safeUrl.ts';
import { useOnline } from '../../lib/useOnline.ts';
import { RetryBanner } from '../../ui/account-kit/RetryBanner.tsx';
import { TabNav } from '../../ui/account-kit/TabNav.tsx';
import { Skeleton } from '../../ui/Skeleton.tsx';
import { NeedsConnection } from '../../ui/screen-kit/NeedsConnection.tsx';
import type { PromotionEntry } from './api.ts';
import { promotionsPageQuery } from './queries.ts';
import {
  couponValidity,
  discountsUrl,
  PROMOTIONS_PER_PAGE,
  type PromotionsTab,
  pageNumbers,
} from './rules.ts';
import '../../ui/page.css';
import './promotions.css';

const route = getRouteApi('/promotions');

const imageSrc = (url: string | null) => safeImageSrc(url, brand.api || window.location.origin);

const PromotionCard = ({ entry, tab }: { entry: PromotionEntry; tab: PromotionsTab }) => {
  const lang = useLang();
  const { promotion, coupon, promocodeCode } = entry;
  const src = imageSrc(promotion.imageUrl);
  const validity = couponValidity(tab, coupon.endAt, Date.now() / 1000);
  const titleId = `promotion-${entry.id ?? promotion.id}-title`;
  return (
    <li className="promotion" aria-labelledby={titleId} data-testid="promotion">
      <div className="promotion__image">
        {src ? <img src={src} alt="" width="320" height="180" loading="lazy" /> : null}
      </div>
      <div className="promotion__body">
        <h2 id={titleId} className="promotion__name">
          {promotion.name}
        </h2>
        {promocodeCode ? (
          <p className="promotion__code">
            <Trans>
              Code: <strong>{promocodeCode}</strong>
            </Trans>
          </p>
        ) : null}
        <p className="promotion__text">{promotion.shortDescription}</p>
        <p className={`promotion__validity promotion__validity--${validity}`}>
          {validity === 'validUntil' ? (
            <Trans>Valid until {formatDate(coupon.endAt, brand.utcOffsetHours, lang)}</Trans>
          ) : (
            <Trans>Not valid</Trans>
          )}
        </p>
        {brand.features.promotionsSiteButton ? (
          <a
            className="button promotion__site"
            href={discountsUrl(brand.discountsOrigin, lang, brand.region, promotion.categoryId, promotion.id)}
            target="_blank"
            rel="noopener noreferrer"
          >
            <Trans>Go to the site</Trans>
            <span className="visually-hidden">
              <Trans>(opens in a new tab)</Trans>
            </span>
          </a>
        ) : null}
      </div>
    </li>
  );
};

const CardSkeletons = () => (
  <ul className="promotions__grid" aria-hidden="true">
    {Array.from({ length: PROMOTIONS_PER_PAGE }, (_, i) => (
      // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
      <li key={i} className="promotion">
        <div className="promotion__image">
          <Skeleton width="100%" height="100%" radius="0" />
        </div>
        <div className="promotion__body">
          <Skeleton width="80%" height="20px" />
          <Skeleton width="40%" />
          <Skeleton width="95%" />
          <Skeleton width="50%" />
        </div>
      </li>
    ))}
  </ul>
);

/** `/promotions` (spec §2): actual and used coupons, 4 a page, with the discounts-site button. */
export const PromotionsScreen = () => {
  const { t } = useLingui();
  const { tab: rawTab, page = 1 } = route.useSearch();
  const tab: PromotionsTab = rawTab === 'used' ? 'used' : 'actual';
  const list = useQuery(promotionsPageQuery(tab, page));
  const online = useOnline();
  const lastPage = list.data?.last_page ?? 1;
  const tabSearch = tab === 'used' ? { tab: 'used' as const } : {};

  return (
    <section className="promotions" aria-labelledby="promotions-title">
      <h1 id="promotions-title" className="page-title page-title--shrinks promotions__title">
        <Trans>Promotions</Trans>
      </h1>
      <TabNav label={t`Promotion sections`}>
        <Link
          activeOptions={{ exact: true }}
          to="/promotions"
          search={{}}
          aria-current={tab === 'actual' ? 'page' : undefined}
        >
          <Trans context="tab">Actual</Trans>
        </Link>
        <Link
          activeOptions={{ exact: true }}
          to="/promotions"
          search={{ tab: 'used' }}
          aria-current={tab === 'used' ? 'page' : undefined}
        >
          <Trans context="tab">Used</Trans>
        </Link>
      </TabNav>
      {!online && !list.data ? (
        <NeedsConnection inside />
      ) : list.isPending ? (
        <CardSkeletons />
      ) : list.isError ? (
        <RetryBanner retryLabel={<Trans>Try again</Trans>} onRetry={() => void list.refetch()}>
          <Trans>Could not load the promotions.</Trans>
        </RetryBanner>
      ) : list.data.data.length === 0 ? (
        <div className="empty-state promotions__empty">
          <p className="empty-state__title">
            {tab === 'actual' ? (
              <Trans>You have no actual promotions yet</Trans>
            ) : (
              <Trans>You have no used promotions</Trans>
            )}
          </p>
          <p className="empty-state__text">
            {tab === 'actual' ? (
              <Trans>Coupons for partner discounts will appear here.</Trans>
            ) : (
              <Trans>Coupons you have used or that have ended will appear here.</Trans>
            )}
          </p>
        </div>
      ) : (
        <ul className="promotions__grid" aria-busy={list.isPlaceholderData}>
          {list.data.data.map((entry) => (
            <PromotionCard key={`${entry.id ?? ''}-${entry.promotion.id}`} entry={entry} tab={tab} />
          ))}
        </ul>
      )}
      {lastPage > 1 && (
        <nav className="pager" aria-label={t`Pages`}>
          {pageNumbers(lastPage).map((n) => (
            <Link
              activeOptions={{ exact: true }}
              key={n}
              to="/promotions"
              search={n > 1 ? { ...tabSearch, page: n } : tabSearch}
              className="pager__page"
              aria-current={n === page ? 'page' : undefined}
              aria-label={t`Page ${n}`}
            >
              {n}
            </Link>
          ))}
        </nav>
      )}
    </section>
  );
};
