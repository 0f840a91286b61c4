import { Trans, useLingui } from '@lingui/react/macro';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { formatDate } from '../../kernel/format/dates.ts';
import { brand } from '../../lib/brand/current.ts';
import { firstErrorMessage, HttpError } from '../../lib/http/errors.ts';
import { pickLocalized } from '../../lib/http/schemas.ts';
import { useLang } from '../../lib/i18n/useLang.ts';
import { showToast } from '../../lib/toast.ts';
import { useOnline } from '../../lib/useOnline.ts';
import { Dialog } from '../../ui/Dialog.tsx';
import { ConfirmDialog } from '../../ui/screen-kit/ConfirmDialog.tsx';
import type { Subscription } from './api.ts';
import { PlanCard } from './PlanCard.tsx';
import { mySubscriptionsQuery, plansQuery, useSubscriptionActions } from './queries.ts';
import { allowedActions, subscriptionState } from './rules.ts';

/** The customer's subscriptions: validity, and prolong / change / cancel / resume. */
export const ActiveSubscriptions = () => {
  const { t } = useLingui();
  const lang = useLang();
  const online = useOnline();
  const { data: mine } = useSuspenseQuery(mySubscriptionsQuery());
  const { data: plans } = useSuspenseQuery(plansQuery());
  const actions = useSubscriptionActions();
  const [changing, setChanging] = useState<Subscription | null>(null);
  const [cancelling, setCancelling] = useState<Subscription | null>(null);
  const [choice, setChoice] = useState<number | null>(null);
  const nowS = Math.floor(Date.now() / 1000);
  const date = (s: number) => formatDate(s, brand.utcOffsetHours, lang);
  // Network and malformed answers are already reported globally; a refusal gets its own text.
  const fail = (e: Error) => {
    if (e instanceof HttpError)
      showToast(
        firstErrorMessage(e.body) ?? t`Sorry, something went wrong. Please try again later.`,
        'error',
      );
  };

  if (mine.length === 0) {
    return (
      <div className="empty-state">
        <h2 className="empty-state__title">
          <Trans>You have no subscriptions yet</Trans>
        </h2>
        {/* Where none are sold (the Georgian brand), nothing to choose from. */}
        {plans.length === 0 ? (
          <p className="empty-state__text">
            <Trans>No subscriptions are sold here</Trans>
          </p>
        ) : (
          <>
            <p className="empty-state__text">
              <Trans>A video pass opens recordings and broadcasts of performances.</Trans>
            </p>
            <Link className="button button--primary" to="/subscribes/available">
              <Trans>Choose a subscription</Trans>
            </Link>
          </>
        )}
      </div>
    );
  }

  const otherPlans = changing ? plans.filter((p) => p.id !== changing.plan_id) : [];
  return (
    <>
      {!online && (
        <p className="banner banner--info" role="status">
          <Trans>You are offline. Subscribing, changing and cancelling need the internet.</Trans>
        </p>
      )}
      <ul className="plan-list">
        {mine.map((s) => {
          const state = subscriptionState(s, nowS);
          const can = allowedActions(state);
          const plan = s.plan;
          if (!plan) return null;
          return (
            <PlanCard key={s.id} plan={plan} state={state}>
              <p className={`plan-card__status plan-card__status--${state}`}>
                {state === 'expired' ? (
                  <Trans>Your subscription has expired</Trans>
                ) : state === 'cancelled' ? (
                  <Trans>Cancelled: valid until {date(s.end_at)}, it will not renew</Trans>
                ) : (
                  <Trans>Valid until {date(s.end_at)}</Trans>
                )}
              </p>
              <div className="plan-card__actions">
                {can.prolong && (
                  <Link
                    className="button button--primary"
                    to="/subscribes/payment"
                    search={{ plan: s.plan_id, subscription: s.id }}
                  >
                    <Trans>Prolong</Trans>
                  </Link>
                )}
                {can.change && otherPlansExist(plans.length) && (
                  <button
                    type="button"
                    className="button"
                    disabled={!online}
                    onClick={() => {
                      setChoice(null);
                      setChanging(s);
                    }}
                  >
                    <Trans>Change plan</Trans>
                  </button>
                )}
                {can.cancel && (
                  <button
                    type="button"
                    className="button"
                    disabled={!online}
                    onClick={() => setCancelling(s)}
                  >
                    <Trans>Cancel subscription</Trans>
                  </button>
                )}
                {can.resume && (
                  <button
                    type="button"
                    className="button"
                    disabled={!online || actions.resume.isPending}
                    onClick={() =>
                      actions.resume.mutate(s.id, {
                        onSuccess: () => showToast(t`The subscription will renew again`, 'success'),
                        onError: fail,
                      })
                    }
                  >
                    <Trans>Resume</Trans>
                  </button>
                )}
              </div>
            </PlanCard>
          );
        })}
      </ul>
      <Dialog
        open={changing !== null}
        onClose={() => setChanging(null)}
        title={t`Change plan`}
        closeLabel={t`Close`}
      >
        <form
          className="form"
          onSubmit={(e) => {
            e.preventDefault();
            if (!changing || choice === null) return;
            actions.change.mutate(
              { id: changing.id, planId: choice },
              {
                onSuccess: () => {
                  setChanging(null);
                  showToast(t`Plan changed`, 'success');
                },
                onError: fail,
              },
            );
          }}
        >
          <fieldset className="plan-choice">
            <legend>
              <Trans>Choose the new plan. The end date stays the same.</Trans>
            </legend>
            {otherPlans.map((p, i) => (
              <label key={p.id} className="check plan-choice__option">
                <input
                  type="radio"
                  name="plan"
                  checked={choice === p.id}
                  onChange={() => setChoice(p.id)}
                  {...(i === 0 ? { 'data-autofocus': true } : {})}
                />
                {pickLocalized(p.name, lang)}
              </label>
            ))}
          </fieldset>
          <div className="confirm-dialog__actions">
            <button type="button" className="button" onClick={() => setChanging(null)}>
              <Trans>Cancel</Trans>
            </button>
            <button
              type="submit"
              className="button button--primary"
              disabled={choice === null || !online || actions.change.isPending}
            >
              <Trans>Change</Trans>
            </button>
          </div>
        </form>
      </Dialog>
      <ConfirmDialog
        open={cancelling !== null}
        title={t`Cancel the subscription?`}
        confirmLabel={t`Cancel subscription`}
        cancelLabel={t`Keep it`}
        busy={actions.cancel.isPending}
        disabled={!online}
        onClose={() => setCancelling(null)}
        onConfirm={async () => {
          if (!cancelling) return;
          await actions.cancel.mutateAsync(cancelling.id, {
            onSuccess: () => {
              setCancelling(null);
              showToast(t`The subscription is cancelled`, 'success');
            },
            onError: fail,
          });
        }}
      >
        {cancelling && (
          <p>
            <Trans>It stays valid until {date(cancelling.end_at)} and will not renew.</Trans>
          </p>
        )}
      </ConfirmDialog>
    </>
  );
};

const otherPlansExist = (count: number) => count > 1;
