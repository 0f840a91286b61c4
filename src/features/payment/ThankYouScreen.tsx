import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useEffect } from 'react';
import { useLang } from '../../lib/i18n/useLang.ts';
import { profileKeys } from '../../shared/profile/queries.ts';
import { openWidget } from '../../shared/widget/widgetStore.ts';
import { Skeleton } from '../../ui/Skeleton.tsx';
import { paymentInfoQuery } from './queries.ts';
import './payment.css';

/** Spec §2 Thank-you: the message plus buttons to tickets and promotions (and the sale widget). */
export const ThankYouScreen = ({ orderId }: { orderId: number | null }) => {
  const { t } = useLingui();
  const lang = useLang();
  const client = useQueryClient();
  // Back from the provider the page was reloaded: the persisted profile may hold the old balance.
  useEffect(() => {
    void client.invalidateQueries({ queryKey: profileKeys.all });
  }, [client]);
  const info = useQuery({ ...paymentInfoQuery(orderId ?? 0), enabled: orderId !== null });
  const event = info.data?.order.event ?? null;
  return (
    <section className="empty-state thank-you" aria-labelledby="thank-you-title">
      <p className="thank-you__mark" aria-hidden="true">
        ✓
      </p>
      <h1 id="thank-you-title" className="empty-state__title">
        <Trans>Thank you for your purchase!</Trans>
      </h1>
      <p className="empty-state__text">
        {orderId !== null
          ? t`Order №${orderId} is paid. Your tickets are in your orders and have been sent to your e-mail.`
          : t`Your order is paid. Your tickets are in your orders and have been sent to your e-mail.`}
      </p>
      <div className="thank-you__actions">
        <Link to="/tickets/actual" className="button button--primary">
          <Trans>My tickets</Trans>
        </Link>
        <Link to="/promotions" className="button">
          <Trans>Promotions</Trans>
        </Link>
        {orderId !== null && info.isLoading && (
          <Skeleton width="190px" height="46px" radius="var(--radius-sm)" />
        )}
        {event && (
          <button
            type="button"
            className="button"
            onClick={() => openWidget({ sid: event.sid, seid: event.seid, lang })}
          >
            <Trans>Buy more tickets</Trans>
          </button>
        )}
      </div>
    </section>
  );
};
