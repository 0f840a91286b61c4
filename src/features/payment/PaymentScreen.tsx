import { msg } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { formatPoints } from '../../lib/format/points.ts';
import { HttpError } from '../../lib/http/errors.ts';
import { useLang } from '../../lib/i18n/useLang.ts';
import { safeImageSrc } from '../../lib/safeUrl.ts';
import { totalLines } from '../../lib/totals.ts';
import { useOnline } from '../../lib/useOnline.ts';
import { emailLook, isEmail, isPhoneDigits } from '../../shared/contact.ts';
import { CardImage } from '../../ui/CardImage.tsx';
import { lookClass } from '../../ui/FormField.tsx';
import { Skeleton } from '../../ui/Skeleton.tsx';
import { showToast } from '../../ui/toast.ts';
import { Totals } from '../layout/Totals.tsx';
import { useMoney } from '../layout/useMoney.ts';
import { profileQuery } from '../profile/queries.ts';
import { type PaymentInfo, type PaymentMethod, providerUrl } from './api.ts';
import { paymentInfoQuery, useAcceptOrder, useChooseErip } from './queries.ts';
import { acceptRefusal } from './refusal.ts';
import {
  amountToPay,
  canShowPayment,
  canUsePoints,
  cardBrandName,
  contactFor,
  eripMethod,
  formatCountdown,
  freeMethod,
  isListedMethod,
  maskPhone,
  offersPoints,
  orderTotal,
  payAction,
  secondsLeft,
} from './rules.ts';
import { useCountdown } from './useCountdown.ts';
import './payment.css';

export const TIME_IS_UP = msg`The time to place the order is up`;
export const NEED_DATA = msg`Enter the required data`;
export const ERIP_ERROR = msg`Server error, please try again later`;

type Props = { orderId: number; failed: boolean };

export const PaymentScreen = ({ orderId, failed }: Props) => {
  const { t } = useLingui();
  const info = useQuery(paymentInfoQuery(orderId));
  if (info.isPending) return <PaymentSkeleton />;
  if (info.isError) {
    const missing = info.error instanceof HttpError && info.error.status === 404;
    return (
      <section className="empty-state" aria-labelledby="payment-error">
        <h1 id="payment-error" className="empty-state__title">
          {missing ? t`Order not found` : t`The order could not be loaded`}
        </h1>
        <p className="empty-state__text">
          {missing
            ? t`There is no order №${orderId} among your orders.`
            : t`Check the connection and try again.`}
        </p>
        <Link to={'/tickets/actual' as '/'} className="button button--primary">
          <Trans>Go to my orders</Trans>
        </Link>
      </section>
    );
  }
  return <PaymentPage info={info.data} failed={failed} />;
};

const PaymentSkeleton = () => (
  <section className="payment" aria-busy="true">
    <div className="payment__head">
      <Skeleton width="60%" height="32px" />
      <Skeleton width="90px" height="32px" />
    </div>
    <div className="payment__card">
      <Skeleton height="48px" />
      <Skeleton height="48px" />
      <Skeleton height="24px" width="50%" />
      <Skeleton height="120px" />
      <Skeleton height="48px" />
    </div>
  </section>
);

const PaymentPage = ({ info, failed }: { info: PaymentInfo; failed: boolean }) => {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const money = useMoney();
  const lang = useLang();
  const online = useOnline();
  const profile = useQuery(profileQuery());
  const { order } = info;
  const left = useCountdown(order.expired_at);
  const expired = left === 0;
  // Already past its deadline when the page opened (a link from the list, a bookmark): the page says so
  // instead of alerting and leaving at once, which read as a silent redirect.
  const [expiredOnArrival] = useState(() => secondsLeft(order.expired_at, Date.now()) === 0);
  const payable = canShowPayment(order) && !expiredOnArrival;

  const [email, setEmail] = useState<string | null>(null);
  const [usePoints, setUsePoints] = useState(false);
  const [choice, setChoice] = useState(0);
  const [problem, setProblem] = useState<string | null>(null);
  const [leaving, setLeaving] = useState(false);
  const sending = useRef(false);
  const accept = useAcceptOrder();
  const chooseErip = useChooseErip();
  const ids = { email: useId(), points: useId(), methods: useId() };

  // Time is up: the spec's alert, then home.
  const alerted = useRef(false);
  useEffect(() => {
    if (!expired || !payable || alerted.current) return;
    alerted.current = true;
    window.alert(i18n._(TIME_IS_UP));
    void navigate({ to: '/', replace: true });
  }, [expired, payable, i18n, navigate]);

  const balance = profile.data?.balance ?? 0;
  const points = formatPoints(balance, lang);
  const emailValue = email ?? profile.data?.email ?? '';
  const total = orderTotal(order);
  const due = amountToPay(total, balance, usePoints);
  const action = payAction(due, usePoints);
  const methods = info.methods.filter(isListedMethod);
  const chosen: PaymentMethod | undefined = methods[choice] ?? methods[0];
  const erip = eripMethod(info.methods);
  const busy = sending.current || accept.isPending || leaving;
  const disabled = !online || busy || expired;

  const fail = (e: unknown) => {
    const refusal = acceptRefusal(e, order.expired_at, Date.now() / 1000);
    if (refusal === 'expired') {
      alerted.current = true;
      window.alert(i18n._(TIME_IS_UP));
      void navigate({ to: '/', replace: true });
      return;
    }
    if (refusal === 'needData') setProblem(i18n._(NEED_DATA));
    else if (refusal === 'other') setProblem(t`This order cannot be paid now.`);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (sending.current || disabled) return;
    const method = action === 'get' ? freeMethod(info.methods) : chosen;
    if (!method) return;
    const needs = contactFor(method.type);
    const phone = profile.data?.phone ?? '';
    if (needs === 'email' ? !isEmail(emailValue) : !isPhoneDigits(phone)) {
      setProblem(i18n._(NEED_DATA));
      return;
    }
    setProblem(null);
    sending.current = true;
    accept.mutate(
      {
        orderId: order.id,
        method,
        contact: needs === 'email' ? { email: emailValue.trim() } : { phone },
        usePoints,
      },
      {
        onSuccess: (answer) => {
          if (answer.next === 'paid') {
            void navigate({ to: '/thank-you', search: { order_id: order.id } });
            return;
          }
          setLeaving(true);
          const card = method === chosen ? chosen?.card?.id : undefined;
          window.location.assign(
            providerUrl({
              type: method.type,
              orderId: order.id,
              redirectTo: `${window.location.origin}/thank-you`,
              cardId: card ?? null,
            }),
          );
        },
        onError: fail,
        onSettled: () => {
          sending.current = false;
        },
      },
    );
  };

  const payWithErip = () => {
    if (disabled || chooseErip.isPending) return;
    chooseErip.mutate(order.id, {
      onSuccess: () => void navigate({ to: '/erip/$orderId', params: { orderId: String(order.id) } }),
      onError: (e) => {
        if (e instanceof HttpError) showToast(i18n._(ERIP_ERROR), 'error');
      },
    });
  };

  const mailLook = emailLook(emailValue);
  const orderNumber = order.id;
  const dueText = money(due);
  return (
    <section className="payment" aria-labelledby="payment-title">
      <div className="payment__head">
        <h1 id="payment-title">
          <Trans>Payment for order №{orderNumber}</Trans>
        </h1>
        {left !== null && payable && (
          <p className="payment__timer">
            <span className="payment__timer-label">
              <Trans>Time left</Trans>
            </span>{' '}
            <span role="timer" data-testid="countdown">
              {formatCountdown(left)}
            </span>
          </p>
        )}
      </div>

      {!payable ? (
        <div className="empty-state" data-testid="payment-closed">
          <h2 className="empty-state__title">
            {order.status === 1
              ? t`This order is already paid`
              : expiredOnArrival
                ? t`The time to pay for this order is over`
                : t`This order cannot be paid`}
          </h2>
          {expiredOnArrival && order.status !== 1 && (
            <p className="empty-state__text">
              <Trans>The order has expired; its tickets are no longer held for you.</Trans>
            </p>
          )}
          <Link to={'/tickets/actual' as '/'} className="button button--primary">
            <Trans>Go to my orders</Trans>
          </Link>
        </div>
      ) : (
        <form className="payment__card" onSubmit={submit} noValidate aria-describedby="payment-step">
          <h2 id="payment-step" className="payment__step">
            <Trans>Step 1. Choose how to pay</Trans>
          </h2>
          {failed && (
            <p className="banner banner--error" role="alert">
              <Trans>The payment did not go through. Try again or choose another card.</Trans>
            </p>
          )}
          {!online && (
            <p className="banner banner--info" role="status" data-testid="offline-note">
              <Trans>
                Paying needs the network. Connect to the internet to continue; the timer keeps running.
              </Trans>
            </p>
          )}

          <div className="payment__contacts">
            <div className="field">
              <label htmlFor={`${ids.email}-phone`}>
                <Trans>Phone</Trans>
              </label>
              <input
                id={`${ids.email}-phone`}
                readOnly
                value={profile.data ? maskPhone(profile.data.phone) : ''}
              />
            </div>
            <div className={`field ${lookClass(mailLook)}`}>
              <label htmlFor={ids.email}>
                <Trans>E-mail for the tickets</Trans>
              </label>
              <input
                id={ids.email}
                type="email"
                autoComplete="email"
                aria-invalid={mailLook === 'invalid'}
                value={emailValue}
                onChange={(e) => {
                  setEmail(e.target.value);
                  setProblem(null);
                }}
              />
            </div>
          </div>

          {offersPoints(total) && (
            <label className="check payment__points" htmlFor={ids.points}>
              <input
                id={ids.points}
                type="checkbox"
                checked={usePoints}
                disabled={!canUsePoints(balance)}
                onChange={(e) => setUsePoints(e.target.checked)}
              />
              <span>
                <Trans>Pay with points</Trans>{' '}
                <span className="payment__balance" data-testid="payment-balance">
                  (
                  <Plural
                    value={balance}
                    one={`you have ${points} point`}
                    other={`you have ${points} points`}
                  />
                  )
                </span>
              </span>
            </label>
          )}

          <Totals
            lines={totalLines(order, { spelledOut: true, points: total - due })}
            className="payment__totals"
            totalClassName="payment__total"
            totalLabel={<Trans>Total to pay</Trans>}
            totalTestId="total-to-pay"
          />

          {action !== 'get' && (
            <fieldset className="payment__methods">
              <legend id={ids.methods}>
                <Trans>Payment method</Trans>
              </legend>
              {methods.map((m, index) => (
                <MethodOption
                  key={m.paymentId}
                  method={m}
                  checked={chosen === m}
                  name={ids.methods}
                  onChoose={() => setChoice(index)}
                />
              ))}
            </fieldset>
          )}

          {problem && (
            <p className="banner banner--error" role="alert">
              {problem}
            </p>
          )}

          <button
            type="submit"
            className="button button--primary button--block"
            disabled={disabled}
            data-testid="pay-button"
          >
            {action === 'get' ? t`Get` : action === 'payExtra' ? t`Pay extra ${dueText}` : t`Pay ${dueText}`}
          </button>
          {erip && action !== 'get' && (
            <button type="button" className="button button--block" disabled={disabled} onClick={payWithErip}>
              <Trans>Pay through ERIP</Trans>
            </button>
          )}
        </form>
      )}
    </section>
  );
};

const MethodOption = ({
  method,
  checked,
  name,
  onChoose,
}: {
  method: PaymentMethod;
  checked: boolean;
  name: string;
  onChoose: () => void;
}) => {
  const logo = safeImageSrc(method.logoUrl, window.location.origin);
  const cardBrand = cardBrandName(method.card?.brand ?? '');
  const cardLast4 = method.card?.last4 ?? '';
  return (
    <label className={`payment__method ${checked ? 'payment__method--on' : ''}`}>
      <input type="radio" name={name} checked={checked} onChange={onChoose} />
      {/* Spec §2: a method shows its logo, or the card's image when it pays with a saved card. */}
      {method.card ? (
        <CardImage brand={method.card.brand} className="payment__method-image" />
      ) : (
        logo && <img src={logo} alt="" width="48" height="32" />
      )}
      <span className="payment__method-text">
        <span className="payment__method-name">{method.name}</span>
        {method.card ? (
          <span className="payment__method-desc">
            <Trans>
              Saved card {cardBrand} •••• {cardLast4}
            </Trans>
          </span>
        ) : (
          method.shortDescription && <span className="payment__method-desc">{method.shortDescription}</span>
        )}
      </span>
    </label>
  );
};
