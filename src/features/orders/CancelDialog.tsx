// Cancel an unpaid order or one ticket without a QR (spec §4 cancel; §8: on failure "Something went
// wrong, try again later", then the order refreshes).
import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useLang } from '../../lib/i18n/useLang.ts';
import { Dialog } from '../../ui/Dialog.tsx';
import { showToast } from '../../ui/toast.ts';
import { useSingleFlight } from '../../ui/useSingleFlight.ts';
import { cancelOrder, cancelTicket, type Order } from './api.ts';
import { refreshOrder } from './queries.ts';

type Props = { order: Order; ticketId: number | null; online: boolean; onClose: () => void };

export const CancelDialog = ({ order, ticketId, online, onClose }: Props) => {
  const { t } = useLingui();
  const lang = useLang();
  const qc = useQueryClient();
  const once = useSingleFlight();
  const mutation = useMutation({
    meta: { changesOfflineSet: true },
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
    <Dialog
      open
      onClose={onClose}
      closeLabel={t`Close`}
      title={ticketId === null ? t`Cancel order № ${order.id}?` : t`Cancel this ticket?`}
    >
      <div className="form">
        <p>
          {ticketId === null ? (
            <Trans>The booking is released and the seats go back on sale.</Trans>
          ) : (
            <Trans>The ticket is removed from the order and its seat goes back on sale.</Trans>
          )}
        </p>
        <div className="dialog__actions">
          <button type="button" className="button" onClick={onClose} data-autofocus>
            <Trans>Keep</Trans>
          </button>
          <button
            type="button"
            className="button button--primary"
            disabled={mutation.isPending || !online}
            onClick={() => once(() => mutation.mutateAsync())}
          >
            {ticketId === null ? <Trans>Cancel order</Trans> : <Trans>Cancel ticket</Trans>}
          </button>
        </div>
      </div>
    </Dialog>
  );
};
