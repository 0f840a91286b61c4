// Cancel an unpaid order or one ticket without a QR (spec §4 cancel; §8: on failure "Something went
// wrong, try again later", then the order refreshes).
import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useLang } from '../../../lib/i18n/useLang.ts';
import { showToast } from '../../../lib/toast.ts';
import { cancelOrder, cancelTicket, type Order } from '../api.ts';
import { refreshOrder } from '../queries.ts';
import { OrderConfirmDialog } from './OrderConfirmDialog.tsx';

type Props = { order: Order; ticketId: number | null; online: boolean; onClose: () => void };

export const CancelDialog = ({ order, ticketId, online, onClose }: Props) => {
  const { t } = useLingui();
  const lang = useLang();
  const qc = useQueryClient();
  const mutation = useMutation({
    meta: { changesKeptSet: true },
    mutationFn: () => (ticketId === null ? cancelOrder(order.id) : cancelTicket(order.id, ticketId)),
    onSuccess: () => {
      showToast(
        ticketId === null ? t`The order has been cancelled` : t`The ticket has been cancelled`,
        'success',
      );
    },
    onError: () => showToast(t`Something went wrong, try again later`, 'error'),
    onSettled: async () => {
      onClose();
      await refreshOrder(qc, order.id, lang);
    },
  });
  return (
    <OrderConfirmDialog
      title={ticketId === null ? t`Cancel order № ${order.id}?` : t`Cancel this ticket?`}
      cancelLabel={t`Keep`}
      confirmLabel={ticketId === null ? t`Cancel order` : t`Cancel ticket`}
      mutation={mutation}
      online={online}
      onClose={onClose}
    >
      <p>
        {ticketId === null ? (
          <Trans>The booking is released and the seats go back on sale.</Trans>
        ) : (
          <Trans>The ticket is removed from the order and its seat goes back on sale.</Trans>
        )}
      </p>
    </OrderConfirmDialog>
  );
};
