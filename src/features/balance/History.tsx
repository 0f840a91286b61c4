import { Trans, useLingui } from '@lingui/react/macro';
import { useQueries } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { useEffect } from 'react';
import { formatDateTime } from '../../kernel/format/dates.ts';
import { formatPoints } from '../../kernel/format/points.ts';
import type { Lang } from '../../kernel/langs.ts';
import { KEPT_KEYS } from '../../kernel/storeKeys.ts';
import { brand } from '../../lib/brand/current.ts';
import { useLang } from '../../lib/i18n/useLang.ts';
import { showToast } from '../../lib/toast.ts';
import { useOnline } from '../../lib/useOnline.ts';
import { canLoadMore, loadFailed, loadMore } from '../../shared/paging.ts';
import { OfflineAge } from '../../ui/account-kit/OfflineAge.tsx';
import { RetryBanner } from '../../ui/account-kit/RetryBanner.tsx';
import { Skeleton } from '../../ui/Skeleton.tsx';
import { NeedsConnection } from '../../ui/screen-kit/NeedsConnection.tsx';
import { useMediaQuery } from '../../ui/useMediaQuery.ts';
import type { Transaction } from './api.ts';
import { transactionsPageQuery } from './queries.ts';
import { HISTORY_PAGE_SIZE, messageLabelKey, pointsFromMinor } from './rules.ts';

const route = getRouteApi('/balance');

/** The history's search: page 1 is the default and stays out of the URL. */
const historySearch = (tab: 'history' | undefined, page: number) => ({
  ...(tab ? { tab } : {}),
  ...(page > 1 ? { page } : {}),
});

/** Points from the history's minor units, in the language's number format (fractions as `12,50`). */
const showPoints = (minor: number, lang: Lang): string => formatPoints(pointsFromMinor(minor), lang);

const SkeletonRows = ({ table }: { table: boolean }) =>
  Array.from({ length: HISTORY_PAGE_SIZE }, (_, i) =>
    table ? (
      // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
      <tr key={i} className="history__skeleton-row" data-testid="history-skeleton">
        <td>
          <Skeleton width="140px" />
        </td>
        <td>
          <Skeleton width="48px" />
        </td>
        <td>
          <Skeleton width="48px" />
        </td>
        <td>
          <Skeleton width="56px" />
        </td>
        <td>
          <Skeleton width="70%" />
        </td>
      </tr>
    ) : (
      // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
      <li key={i} className="history-item" data-testid="history-skeleton">
        <Skeleton width="60%" />
        <Skeleton width="120px" height="13px" />
        <Skeleton width="90px" height="13px" />
      </li>
    ),
  );

/** The operation history tab (spec §2): 20 a page, load more, a skeleton while loading. */
export const History = ({ page }: { page: number }) => {
  const { t } = useLingui();
  const lang = useLang();
  const navigate = route.useNavigate();
  const wide = useMediaQuery('(min-width: 768px)');
  const online = useOnline();
  const pages = useQueries({
    queries: Array.from({ length: page }, (_, i) => ({
      ...transactionsPageQuery(i + 1),
      // A failed load-more is reported at once and undone (spec §8), not retried in the background.
      ...(i > 0 ? { retry: false } : {}),
    })),
  });
  const first = pages[0];
  const current = pages[page - 1];
  const lastPage = first?.data ? first.data.last_page : null;
  const paging = { page, lastPage };
  const loading = pages.some((p) => p.isPending && p.isFetching);
  const currentFailed = page > 1 && current?.isError === true && !current.isFetching;

  // Spec §4/§8: a failed load-more alerts a data-loading error and goes back to the page before.
  useEffect(() => {
    if (!currentFailed) return;
    showToast(t`Could not load the data. Please try again.`, 'error');
    void navigate({
      search: (s) => historySearch(s.tab, loadFailed({ page, lastPage: null }).page),
      replace: true,
    });
  }, [currentFailed, page, navigate, t]);

  const rows: Transaction[] = pages.flatMap((p) => p.data?.data ?? []);
  const label = (m: string) => (messageLabelKey(m) === 'transferUser' ? t`Transfer from another user` : m);
  const date = (s: number) => formatDateTime(s, brand.utcOffsetHours, lang);

  // Offline with nothing kept: say so (before, an empty history read "No operations yet").
  if (!online && !first?.data) {
    return (
      <NeedsConnection inside>
        <Trans>The operation history is saved on this device once you have opened it online.</Trans>
      </NeedsConnection>
    );
  }
  if (first?.isError && !first.isFetching) {
    return (
      <RetryBanner retryLabel={<Trans>Try again</Trans>} onRetry={() => void first.refetch()}>
        <Trans>Could not load the operation history.</Trans>
      </RetryBanner>
    );
  }
  if (!loading && rows.length === 0) {
    return (
      <div className="empty-state history__empty">
        <p className="empty-state__title">
          <Trans>No operations yet</Trans>
        </p>
        <p className="empty-state__text">
          <Trans>Points you earn and spend will show here.</Trans>
        </p>
      </div>
    );
  }

  return (
    <div className="history" aria-busy={loading}>
      <OfflineAge whole={KEPT_KEYS.historyFirstPage} />
      {wide ? (
        <table className="history__table">
          <caption className="visually-hidden">
            <Trans>Operation history</Trans>
          </caption>
          <thead>
            <tr>
              <th scope="col">
                <Trans>Date</Trans>
              </th>
              <th scope="col" className="num">
                <Trans>Debit</Trans>
              </th>
              <th scope="col" className="num">
                <Trans>Credit</Trans>
              </th>
              <th scope="col" className="num">
                <Trans>Sum, points</Trans>
              </th>
              <th scope="col">
                <Trans>Action</Trans>
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((r, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: operations have no id in the contract; order is stable
              <tr key={i} data-testid="history-row">
                <td className="history__date">{date(r.createdAt)}</td>
                <td className="num history__debit">{r.debit ? `−${showPoints(r.debit, lang)}` : ''}</td>
                <td className="num history__credit">{r.credit ? `+${showPoints(r.credit, lang)}` : ''}</td>
                <td className="num history__sum">{showPoints(r.sum, lang)}</td>
                <td>{label(r.message)}</td>
              </tr>
            ))}
            {loading && <SkeletonRows table />}
          </tbody>
        </table>
      ) : (
        <ul className="history__list" aria-label={t`Operation history`}>
          {rows.map((r, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: operations have no id in the contract; order is stable
            <li key={i} className="history-item" data-testid="history-row">
              <p className="history-item__message">{label(r.message)}</p>
              <p className="history-item__amounts">
                {r.credit ? (
                  <span className="history__credit">
                    <Trans>Credit: +{showPoints(r.credit, lang)}</Trans>
                  </span>
                ) : null}
                {r.debit ? (
                  <span className="history__debit">
                    <Trans>Debit: −{showPoints(r.debit, lang)}</Trans>
                  </span>
                ) : null}
                <span className="history__sum">
                  <Trans>Sum: {showPoints(r.sum, lang)}</Trans>
                </span>
              </p>
              <p className="history-item__date">{date(r.createdAt)}</p>
            </li>
          ))}
          {loading && <SkeletonRows table={false} />}
        </ul>
      )}
      <div className="history__more">
        <button
          type="button"
          className="button"
          disabled={!canLoadMore(paging) || loading || !online}
          onClick={() =>
            void navigate({ search: (s) => historySearch(s.tab, loadMore(paging).page), replace: true })
          }
        >
          {loading ? <Trans>Loading…</Trans> : <Trans>Load more</Trans>}
        </button>
      </div>
    </div>
  );
};
