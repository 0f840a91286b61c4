// Electronic registration of a train order or one train ticket (spec §4: status 1 on, 0 off; §8: a
// failure opens a dialog titled electronic registration error with the first server error).
import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { firstErrorMessage, HttpError } from '../../../lib/http/errors.ts';
import { useLang } from '../../../lib/i18n/useLang.ts';
import { showToast } from '../../../lib/toast.ts';
import { Dialog } from '../../../ui/Dialog.tsx';
import { type Order, setOrderCheckIn, setTicketCheckIn } from '../api.ts';
import { refreshOrder } from '../queries.ts';
import { OrderConfirmDialog } from './OrderConfirmDialog.tsx';

type Props = { order: Order; ticketId: number | null; status: 0 | 1; online: boolean; onClose: () => void };

export const CheckInDialog = ({ order, ticketId, status, online, onClose }: Props) => {
  const { t } = useLingui();
  const lang = useLang();
  const qc = useQueryClient();
  const [error, setError] = useState<string | null>(null);
  const mutation = useMutation({
    meta: { changesKeptSet: true },
    mutationFn: () =>
      ticketId === null ? setOrderCheckIn(order.id, status) : setTicketCheckIn(order.id, ticketId, status),
    onSuccess: async () => {
      showToast(
        status === 1 ? t`Electronic registration is done` : t`Electronic registration is cancelled`,
        'success',
      );
      onClose();
      await refreshOrder(qc, order.id, lang);
    },
    onError: (e) => {
      setError(
        (e instanceof HttpError ? firstErrorMessage(e.body) : undefined) ??
          t`Something went wrong, try again later`,
      );
    },
  });

  if (error !== null) {
    return (
      <Dialog open onClose={onClose} closeLabel={t`Close`} title={t`Electronic registration error`}>
        <div className="form">
          <p className="banner banner--error" role="alert">
            {error}
          </p>
          <button type="button" className="button button--block" onClick={onClose} data-autofocus>
            <Trans>Close</Trans>
          </button>
        </div>
      </Dialog>
    );
  }

  const passenger = order.trains.find((x) => x.id === ticketId)?.fio;
  return (
    <OrderConfirmDialog
      title={t`Electronic registration`}
      cancelLabel={t`Back`}
      confirmLabel={status === 1 ? t`Register` : t`Cancel registration`}
      mutation={mutation}
      online={online}
      onClose={onClose}
    >
      <p>
        {status === 1 ? (
          ticketId === null ? (
            <Trans>
              Register every passenger of this order for boarding with a passport, without a paper ticket?
            </Trans>
          ) : (
            <Trans>Register {passenger} for boarding with a passport, without a paper ticket?</Trans>
          )
        ) : ticketId === null ? (
          <Trans>
            Cancel electronic registration for every passenger of this order? A paper ticket will be needed.
          </Trans>
        ) : (
          <Trans>Cancel electronic registration of {passenger}? A paper ticket will be needed.</Trans>
        )}
      </p>
    </OrderConfirmDialog>
  );
};
