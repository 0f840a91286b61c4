import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { formatDate } from '../../kernel/format/dates.ts';
import { brand } from '../../lib/brand/current.ts';
import { firstErrorMessage, HttpError } from '../../lib/http/errors.ts';
import { pickLocalized } from '../../lib/http/schemas.ts';
import { useLang } from '../../lib/i18n/useLang.ts';
import { safeImageSrc } from '../../lib/safeUrl.ts';
import { useOnline } from '../../lib/useOnline.ts';
import { useMoney } from '../../shared/money/useMoney.ts';
import { prolong, subscribe } from './api.ts';
import { mySubscriptionsQuery, plansQuery } from './queries.ts';
import { endAfterPayment, paymentPath } from './rules.ts';

/** What the payment step receives from the chosen plan or subscription (the route's search). */
export type PaymentChoice = { plan: number; subscription?: number | undefined };

/**
 * The payment step of subscribing or prolonging: a summary of the chosen plan, then "pay", which
 * has the server create the order and opens the cabinet's payment route for it. A full page load
 * (`location.assign`) on purpose: the payment route belongs to the payment flow, which may leave the
 * cabinet for the card provider.
 */
export const SubscriptionPayment = ({ choice }: { choice: PaymentChoice }) => {
  const { t } = useLingui();
  const lang = useLang();
  const money = useMoney();
  const online = useOnline();
  const { data: plans } = useSuspenseQuery(plansQuery());
  const { data: mine } = useSuspenseQuery(mySubscriptionsQuery());
  const plan = plans.find((p) => p.id === choice.plan);
  const current = choice.subscription ? (mine.find((s) => s.id === choice.subscription) ?? null) : null;

  const pay = useMutation({
    mutationFn: () => (current ? prolong(current.id) : subscribe(choice.plan)),
    onSuccess: ({ order_id }) => window.location.assign(paymentPath(order_id)),
  });

  if (!plan || (choice.subscription && !current)) {
    return (
      <div className="empty-state">
        <h2 className="empty-state__title">
          <Trans>This subscription is not available</Trans>
        </h2>
        {plans.length > 0 && (
          <Link className="button button--primary" to="/subscribes/available">
            <Trans>Choose a subscription</Trans>
          </Link>
        )}
      </div>
    );
  }

  const nowS = Math.floor(Date.now() / 1000);
  const until = formatDate(endAfterPayment(current, plan, nowS), brand.utcOffsetHours, lang);
  const image = safeImageSrc(plan.image);
  const error =
    pay.error instanceof HttpError
      ? (firstErrorMessage(pay.error.body) ?? t`Sorry, something went wrong. Please try again later.`)
      : null;
  return (
    <section className="payment-summary panel" aria-labelledby="payment-summary-title">
      <h2 id="payment-summary-title" className="payment-summary__title">
        {current ? <Trans>Prolong the subscription</Trans> : <Trans>Subscribe</Trans>}
      </h2>
      <div className="payment-summary__plan">
        {image ? <img src={image} alt="" width="120" height="72" /> : null}
        <div>
          <p className="payment-summary__name">{pickLocalized(plan.name, lang)}</p>
          <p className="payment-summary__text">{pickLocalized(plan.description, lang)}</p>
        </div>
      </div>
      <dl className="payment-summary__lines">
        <div>
          <dt>
            <Trans>Period</Trans>
          </dt>
          <dd>
            <Plural value={plan.period_days} one="# day" other="# days" />
          </dd>
        </div>
        <div>
          <dt>
            <Trans>Valid until after payment</Trans>
          </dt>
          <dd>{until}</dd>
        </div>
        <div className="payment-summary__total">
          <dt>
            <Trans>Total to pay</Trans>
          </dt>
          <dd>{money(plan.price)}</dd>
        </div>
      </dl>
      {!online && (
        <p className="banner banner--info" role="status">
          <Trans>You are offline. Payment needs the internet.</Trans>
        </p>
      )}
      {error && (
        <p className="banner banner--error" role="alert">
          {error}
        </p>
      )}
      <div className="payment-summary__actions">
        <Link className="button" to={current ? '/subscribes/active' : '/subscribes/available'}>
          <Trans>Back</Trans>
        </Link>
        <button
          type="button"
          className="button button--primary"
          disabled={!online || pay.isPending || pay.isSuccess}
          onClick={() => pay.mutate()}
        >
          <Trans>Go to payment: {money(plan.price)}</Trans>
        </button>
      </div>
    </section>
  );
};
