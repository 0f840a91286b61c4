// One tab of orders: skeletons while loading, an empty state, the cards, load more, and the dialogs the
// cards ask for.
import { Trans, useLingui } from '@lingui/react/macro';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { brand } from '../../../lib/brand/current.ts';
import { describeError } from '../../../lib/http/describe.ts';
import { NetworkError } from '../../../lib/http/errors.ts';
import { useLang } from '../../../lib/i18n/useLang.ts';
import { retrySync, useSyncedOnce } from '../../../lib/offline/syncState.ts';
import { serverNow } from '../../../lib/serverClock.ts';
import { showToast } from '../../../lib/toast.ts';
import { useOnline } from '../../../lib/useOnline.ts';
import { endGateStart, onCodeTapped } from '../../../start/handoff.ts';
import { Skeleton } from '../../../ui/Skeleton.tsx';
import { NeedsConnection } from '../../../ui/screen-kit/NeedsConnection.tsx';
import type { OrderTab } from '../api.ts';
import { CancelDialog } from '../dialogs/CancelDialog.tsx';
import { CheckInDialog } from '../dialogs/CheckInDialog.tsx';
import { ItemInfoDialog } from '../dialogs/ItemInfoDialog.tsx';
import { ReturnDialog } from '../dialogs/ReturnDialog.tsx';
import { GateMode } from '../gate/GateMode.tsx';
import { gateStartIntent } from '../gate/gateStart.ts';
import { ordersQuery } from '../queries.ts';
import type { Ctx } from '../rules/status.ts';
import { AssignDialog } from '../screen-kit/AssignDialog.tsx';
import type { OrderIntent } from './actions.ts';
import { OrderWindow } from './OrderWindow.tsx';

const CardSkeleton = () => (
  <div className="order-card order-card--skeleton" aria-hidden="true">
    <div className="order-card__head">
      <Skeleton width="56px" height="80px" radius="8px" />
      <div className="order-card__heading">
        <Skeleton width="40%" height="14px" />
        <Skeleton width="70%" height="22px" />
        <Skeleton width="55%" height="14px" />
      </div>
    </div>
    <Skeleton width="100%" height="120px" radius="12px" />
  </div>
);

const IntentDialog = ({
  intent,
  online,
  ctx,
  onClose,
}: {
  intent: OrderIntent;
  online: boolean;
  ctx: Ctx;
  onClose: () => void;
}) => {
  switch (intent.kind) {
    case 'cancelOrder':
      return <CancelDialog order={intent.order} ticketId={null} online={online} onClose={onClose} />;
    case 'cancelTicket':
      return (
        <CancelDialog order={intent.order} ticketId={intent.ticketId} online={online} onClose={onClose} />
      );
    case 'returnOrder':
      return (
        <ReturnDialog order={intent.order} ticket={null} session={null} online={online} onClose={onClose} />
      );
    case 'returnTicket':
      return (
        <ReturnDialog
          order={intent.order}
          ticket={{ kind: intent.ticketKind, id: intent.ticketId }}
          session={intent.session}
          online={online}
          onClose={onClose}
        />
      );
    case 'checkInOrder':
      return (
        <CheckInDialog
          order={intent.order}
          ticketId={null}
          status={intent.status}
          online={online}
          onClose={onClose}
        />
      );
    case 'checkInTicket':
      return (
        <CheckInDialog
          order={intent.order}
          ticketId={intent.ticketId}
          status={intent.status}
          online={online}
          onClose={onClose}
        />
      );
    case 'itemInfo':
      return <ItemInfoDialog item={intent.item} onClose={onClose} />;
    case 'gate':
      return <GateMode order={intent.order} ctx={ctx} startKey={intent.key} onClose={onClose} />;
  }
};

const EmptyOrders = () => {
  const [assigning, setAssigning] = useState(false);
  const online = useOnline();
  return (
    <div className="empty-state" data-testid="orders-empty">
      <h2 className="empty-state__title">
        <Trans>No orders here yet</Trans>
      </h2>
      <p className="empty-state__text">
        <Trans>Choose an event on the afisha or watch a performance from our video packages.</Trans>
      </p>
      <div className="empty-state__actions">
        <a className="button button--primary" href={brand.mainSiteOrigin}>
          <Trans>Go to the afisha</Trans>
        </a>
        <a className="button" href="/videos">
          <Trans>Video packages</Trans>
        </a>
        <button type="button" className="button" onClick={() => setAssigning(true)}>
          <Trans>Link a ticket</Trans>
        </button>
      </div>
      {assigning && <AssignDialog online={online} onClose={() => setAssigning(false)} />}
    </div>
  );
};

export const OrderList = ({ tab }: { tab: OrderTab }) => {
  const { t, i18n } = useLingui();
  const lang = useLang();
  const online = useOnline();
  const syncedOnce = useSyncedOnce();
  const query = useInfiniteQuery(ordersQuery(tab, lang));
  // A cold start at the gate painted the next code before the app loaded, or a code was tapped on the
  // kept start view before the app took over: open gate mode on it.
  const [intent, setIntent] = useState<OrderIntent | null>(() =>
    query.data ? gateStartIntent(query.data.pages.flatMap((p) => p.data)) : null,
  );
  const loaded = query.data?.pages;
  useEffect(
    () =>
      onCodeTapped(() => {
        const asked = loaded ? gateStartIntent(loaded.flatMap((p) => p.data)) : null;
        if (asked) setIntent(asked);
      }),
    [loaded],
  );
  // After gate mode is up (its effect runs before this one), or when there was nothing to take over.
  useEffect(() => {
    if (tab === 'actual' && !query.isPending) endGateStart();
  }, [tab, query.isPending]);
  // The server's time: a pay deadline is the server's, and a phone's clock may be days off.
  const now = Math.floor(serverNow() / 1000);

  if (query.isPending) {
    return (
      <div className="order-list" role="status" aria-busy="true" aria-label={t`Loading orders`}>
        <CardSkeleton />
        <CardSkeleton />
      </div>
    );
  }
  if (query.isError && !query.data) {
    // Offline: the tab is not kept (the full list; the actual, booked and latest used ones are), or
    // nothing is kept at all (never synced, or the device's storage was wiped): then it claims no list.
    if (!online) {
      return (
        <NeedsConnection inside>
          {tab === 'all' && syncedOnce ? (
            <Trans>
              This list is not saved on this device; your actual and booked orders and the latest used ones
              are.
            </Trans>
          ) : (
            <Trans>This list is not saved on this device yet.</Trans>
          )}
        </NeedsConnection>
      );
    }
    return (
      <div className="empty-state" role="alert">
        <h2 className="empty-state__title">
          <Trans>Could not load your orders</Trans>
        </h2>
        <p className="empty-state__text">{describeError(query.error, i18n)}</p>
        {/* The sync (the device's copy) tries again with the list: both were stuck on the same server. */}
        <button
          type="button"
          className="button button--primary"
          disabled={query.isFetching}
          onClick={() => {
            void query.refetch();
            retrySync();
          }}
        >
          <Trans>Try again</Trans>
        </button>
      </div>
    );
  }
  const orders = query.data.pages.flatMap((p) => p.data);
  if (orders.length === 0) return <EmptyOrders />;

  // Spec §4 pagination: a failed load adds no page, so the next try asks for the same page again; the
  // customer is told, as on the operation history (§8). A network failure was already toasted by the
  // query client (its "server error" text), so it is not said twice.
  const loadMore = async () => {
    const result = await query.fetchNextPage();
    if (result.isFetchNextPageError && !(result.error instanceof NetworkError)) {
      showToast(t`Could not load the data. Please try again.`, 'error');
    }
  };

  return (
    <div className="order-list">
      {!online && (
        <p className="banner banner--info" role="status">
          <Trans>
            You are offline. Returns, cancellations, linking tickets and registration need a connection.
          </Trans>
        </p>
      )}
      <OrderWindow orders={orders} ctx={{ tab, now }} online={online} onIntent={setIntent} />
      {query.hasNextPage && (
        <button
          type="button"
          className="button button--block order-list__more"
          disabled={query.isFetchingNextPage}
          onClick={() => void loadMore()}
        >
          {query.isFetchingNextPage ? <Trans>Loading…</Trans> : <Trans>Load more</Trans>}
        </button>
      )}
      {intent && (
        <IntentDialog intent={intent} online={online} ctx={{ tab, now }} onClose={() => setIntent(null)} />
      )}
    </div>
  );
};
