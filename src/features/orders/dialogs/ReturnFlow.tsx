// The return popup (spec §4): refund sum and fee with terms acceptance → confirmation → refund method
// (points to the balance, the organizer with contact details when the session allows it, the card);
// or the not-returnable message with the server's comment. §8 refund errors.
import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { formatPoints } from '../../../kernel/format/points.ts';
import { brand } from '../../../lib/brand/current.ts';
import { firstErrorMessage, HttpError } from '../../../lib/http/errors.ts';
import { useLang } from '../../../lib/i18n/useLang.ts';
import { showToast } from '../../../lib/toast.ts';
import { useMoney } from '../../../shared/money/useMoney.ts';
import { minorToPoints } from '../../../shared/points.ts';
import { Dialog } from '../../../ui/Dialog.tsx';
import { Skeleton } from '../../../ui/Skeleton.tsx';
import { useSingleFlight } from '../../../ui/screen-kit/useSingleFlight.ts';
import {
  fetchOrderReturnInfo,
  fetchTicketReturnInfo,
  type Order,
  type RefundMethod,
  returnOrder,
  returnTicket,
  type Ticket,
  type TicketKind,
} from '../api.ts';
import { TicketOneView } from '../card/TicketOneView.tsx';
import { refreshOrder } from '../queries.ts';
import { refundMethods } from '../rules/status.ts';

type Props = {
  order: Order;
  /** A single ticket, or null for the whole order. */
  ticket: { kind: TicketKind; id: number } | null;
  session: Ticket['session'] | null;
  online: boolean;
  onClose: () => void;
};

type Step = 'sum' | 'confirm' | 'method';

export type ReturnProps = Props;

const ReturnFlow = ({ order, ticket, session, online, onClose }: Props) => {
  const { t } = useLingui();
  const lang = useLang();
  const money = useMoney();
  const qc = useQueryClient();
  const termsId = useId();
  const [step, setStep] = useState<Step>('sum');
  const [accepted, setAccepted] = useState(false);
  const [method, setMethod] = useState<RefundMethod | null>(null);
  const [error, setError] = useState<string | null>(null);
  const once = useSingleFlight();

  const info = useQuery({
    queryKey: ['orders', 'return-info', order.id, ticket?.kind ?? 'order', ticket?.id ?? 0],
    queryFn: () =>
      ticket ? fetchTicketReturnInfo(order.id, ticket.kind, ticket.id) : fetchOrderReturnInfo(order.id),
    staleTime: 0,
    gcTime: 0,
  });

  const mutation = useMutation({
    meta: { changesKeptSet: true },
    mutationFn: (m: RefundMethod) =>
      ticket ? returnTicket(order.id, ticket.kind, ticket.id, m) : returnOrder(order.id, m),
    onSuccess: async () => {
      showToast(ticket ? t`The ticket has been returned` : t`The order has been returned`, 'success');
      onClose();
      await refreshOrder(qc, order.id, lang);
    },
    onError: (e, m) => {
      if (m === 'card') {
        setError(
          t`The refund to the card did not go through. Please write to ${brand.support.email} and quote order № ${order.id}.`,
        );
        return;
      }
      setError(
        (e instanceof HttpError ? firstErrorMessage(e.body) : undefined) ??
          t`Something went wrong, try again later`,
      );
    },
  });

  const organizerSession = session ?? order.tickets[0]?.session ?? null;
  const title = ticket ? t`Return the ticket` : t`Return order № ${order.id}`;
  const data = info.data;

  const body = () => {
    if (info.isPending) {
      return (
        <div className="form" aria-busy="true">
          <Skeleton height="24px" />
          <Skeleton height="48px" />
        </div>
      );
    }
    if (info.isError || !data) {
      return (
        <p className="banner banner--error" role="alert">
          <Trans>Could not load the return terms. Please try again later.</Trans>
        </p>
      );
    }
    if (!data.isReturnable) {
      return (
        <div className="form">
          <p className="banner banner--info" data-testid="not-returnable">
            {data.comment ?? t`This order is not returnable`}
          </p>
          <button type="button" className="button button--block" onClick={onClose} data-autofocus>
            <Trans>Close</Trans>
          </button>
        </div>
      );
    }
    const sum = money(data.returnableSum);
    if (step === 'sum') {
      return (
        <div className="form">
          <dl className="sums totals totals--dialog">
            <div>
              <dt>
                <Trans>Service fee included</Trans>
              </dt>
              <dd>{money(data.comissionSum)}</dd>
            </div>
            <div className="totals__total">
              <dt>
                <Trans>Refund</Trans>
              </dt>
              <dd data-testid="refund-sum">{sum}</dd>
            </div>
          </dl>
          <p className="dialog__lead">
            <Trans>The fee for information services is included in the refund amount.</Trans>
          </p>
          <label className="check" htmlFor={termsId}>
            <input
              id={termsId}
              type="checkbox"
              checked={accepted}
              onChange={(e) => setAccepted(e.target.checked)}
              data-autofocus
            />
            <span>{data.confirm ?? t`I accept the return terms`}</span>
          </label>
          <button
            type="button"
            className="button button--primary button--block"
            disabled={!accepted}
            onClick={() => setStep('confirm')}
          >
            <Trans>Next</Trans>
          </button>
        </div>
      );
    }
    if (step === 'confirm') {
      return (
        <div className="form">
          <p>
            {ticket ? (
              <Trans>Are you sure you want to return this ticket?</Trans>
            ) : (
              <Trans>Are you sure you want to return every ticket of order № {order.id}?</Trans>
            )}
          </p>
          {/* A line of its own, with no full stop: the money ends with the currency's own ("45,00 р."). */}
          <p data-testid="confirm-refund">
            <Trans>
              Will be refunded: <strong>{sum}</strong>
            </Trans>
          </p>
          <div className="dialog__actions">
            <button type="button" className="button" onClick={() => setStep('sum')}>
              <Trans>Back</Trans>
            </button>
            <button
              type="button"
              className="button button--primary"
              onClick={() => setStep('method')}
              data-autofocus
            >
              <Trans>Yes, return</Trans>
            </button>
          </div>
        </div>
      );
    }
    const methods = refundMethods(data.methods, organizerSession?.isReturnOrganizer ?? false);
    const points = formatPoints(minorToPoints(data.returnableSum), lang);
    const labels: Record<RefundMethod, string> = {
      balance: t`To my points balance: ${points} points`,
      organizator: t`From the organizer directly`,
      card: t`To the bank card (up to 7 banking days)`,
    };
    return (
      <form
        className="form"
        onSubmit={(e) => {
          e.preventDefault();
          if (!method) return;
          setError(null);
          once(() => mutation.mutateAsync(method));
        }}
      >
        <fieldset className="methods">
          <legend>
            <Trans>How would you like to get the money back?</Trans>
          </legend>
          {methods.map((m, i) => (
            <label key={m} className={`method ${method === m ? 'method--chosen' : ''}`}>
              <input
                type="radio"
                name="refund-method"
                value={m}
                checked={method === m}
                onChange={() => setMethod(m)}
                {...(i === 0 ? { 'data-autofocus': true } : {})}
              />
              <span>{labels[m]}</span>
            </label>
          ))}
        </fieldset>
        {method === 'balance' && (
          <p className="dialog__lead">
            <Trans>Points are credited at once and last 6 months.</Trans>
          </p>
        )}
        {method === 'organizator' && organizerSession && (
          <address className="organizer" data-testid="organizer-contacts">
            <strong>{organizerSession.company.name}</strong>
            {organizerSession.company.address && <span>{organizerSession.company.address}</span>}
            {organizerSession.company.email && (
              <a href={`mailto:${organizerSession.company.email}`}>{organizerSession.company.email}</a>
            )}
            {organizerSession.company.phone1 && (
              <a href={`tel:${organizerSession.company.phone1.replace(/[^\d+]/g, '')}`}>
                {organizerSession.company.phone1}
              </a>
            )}
          </address>
        )}
        {error && (
          <p className="banner banner--error" role="alert">
            {error}
          </p>
        )}
        <button
          type="submit"
          className="button button--primary button--block"
          disabled={!method || mutation.isPending || !online}
        >
          <Trans>Return {sum}</Trans>
        </button>
      </form>
    );
  };

  return (
    <Dialog open onClose={onClose} closeLabel={t`Close`} title={title}>
      {ticket && <TicketOneView order={order} kind={ticket.kind} id={ticket.id} />}
      {body()}
    </Dialog>
  );
};

export default ReturnFlow;
