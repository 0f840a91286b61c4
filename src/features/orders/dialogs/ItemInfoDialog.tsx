// Subscription item info (spec §3 item info: visits and end; §4: expired once the end has passed).
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { formatDate } from '../../../kernel/format/dates.ts';
import { brand } from '../../../lib/brand/current.ts';
import { useLang } from '../../../lib/i18n/useLang.ts';
import { Dialog } from '../../../ui/Dialog.tsx';
import { Skeleton } from '../../../ui/Skeleton.tsx';
import { fetchItemInfo, type Item } from '../api.ts';
import { itemExpired } from '../rules/items.ts';

export const ItemInfoDialog = ({ item, onClose }: { item: Item; onClose: () => void }) => {
  const { t } = useLingui();
  const lang = useLang();
  const info = useQuery({
    queryKey: ['orders', 'item', item.id],
    queryFn: ({ signal }) => fetchItemInfo(item.id, signal),
  });
  const now = Math.floor(Date.now() / 1000);
  const data = info.data;
  return (
    <Dialog open onClose={onClose} closeLabel={t`Close`} title={item.name}>
      <div className="form" aria-busy={info.isPending}>
        {info.isPending && <Skeleton width="100%" height="64px" />}
        {info.isError && (
          <p className="banner banner--error">
            <Trans>Could not load the subscription details. Please try again later.</Trans>
          </p>
        )}
        {data &&
          (itemExpired(data.end, now) ? (
            <p className="banner banner--error" data-testid="item-expired">
              <Trans>Your subscription has expired</Trans>
            </p>
          ) : null)}
        {data && (
          <dl className="facts facts--wide">
            <div className="fact">
              <dt>
                <Trans>Visits used</Trans>
              </dt>
              <dd data-testid="item-visits">
                <Trans>
                  {data.countVisits} of {data.numberVisits}
                </Trans>
              </dd>
            </div>
            <div className="fact">
              <dt>
                <Trans>Valid until</Trans>
              </dt>
              <dd>{formatDate(data.end, brand.utcOffsetHours, lang)}</dd>
            </div>
            <div className="fact">
              <dt>
                <Trans>Code</Trans>
              </dt>
              <dd>{item.code}</dd>
            </div>
          </dl>
        )}
        <button type="button" className="button button--block" onClick={onClose} data-autofocus>
          <Trans>Close</Trans>
        </button>
      </div>
    </Dialog>
  );
};
