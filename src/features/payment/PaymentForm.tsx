import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useOnline } from '../../lib/useOnline.ts';
import { useMoney } from '../../shared/money/useMoney.ts';
import { profileQuery } from '../../shared/profile/queries.ts';
import type { PaymentInfo, PaymentMethod } from './api.ts';
import { ContactFields } from './ContactFields.tsx';
import { PayCheckNote } from './PayCheckNote.tsx';
import { PaymentMethods } from './PaymentMethods.tsx';
import { PaymentTotals } from './PaymentTotals.tsx';
import { amountToPay, eripMethod, freeMethod, isListedMethod, orderTotal, payAction } from './rules.ts';
import { usePay } from './usePay.ts';

type Props = {
  info: PaymentInfo;
  failed: boolean;
  /** The countdown reached zero: nothing can be sent any more. */
  expired: boolean;
};

/** Step 1 of paying an order that can be paid: contacts, points, totals, the method, and the buttons. */
export const PaymentForm = ({ info, failed, expired }: Props) => {
  const { t } = useLingui();
  const money = useMoney();
  const online = useOnline();
  const profile = useQuery(profileQuery());
  const { order } = info;
  const { pay, payWithErip, busy, problem, clearProblem, check, checkNow } = usePay(order, expired);
  const [email, setEmail] = useState<string | null>(null);
  const [usePoints, setUsePoints] = useState(false);
  const [choice, setChoice] = useState(0);

  const balance = profile.data?.balance ?? 0;
  const emailValue = email ?? profile.data?.email ?? '';
  const due = amountToPay(orderTotal(order), balance, usePoints);
  const action = payAction(due, usePoints);
  const methods = info.methods.filter(isListedMethod);
  const chosen: PaymentMethod | undefined = methods[choice] ?? methods[0];
  const erip = eripMethod(info.methods);
  const disabled = !online || busy || expired;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (disabled) return;
    const method = action === 'get' ? freeMethod(info.methods) : chosen;
    if (!method) return;
    pay({
      method,
      email: emailValue,
      phone: profile.data?.phone ?? '',
      usePoints,
      cardId: (method === chosen ? chosen.card?.id : undefined) ?? null,
    });
  };

  const dueText = money(due);
  return (
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

      <ContactFields
        phone={profile.data ? profile.data.phone : null}
        email={emailValue}
        onEmail={(value) => {
          setEmail(value);
          clearProblem();
        }}
      />

      <PaymentTotals
        order={order}
        balance={balance}
        usePoints={usePoints}
        onUsePoints={setUsePoints}
        due={due}
      />

      {action !== 'get' && <PaymentMethods methods={methods} chosen={chosen} onChoose={setChoice} />}

      {check ? (
        <PayCheckNote stage={check} onCheckNow={checkNow} />
      ) : (
        problem && (
          <p className="banner banner--error" role="alert">
            {problem}
          </p>
        )
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
        <button
          type="button"
          className="button button--block"
          disabled={disabled}
          onClick={() => {
            if (!disabled) payWithErip();
          }}
        >
          <Trans>Pay through ERIP</Trans>
        </button>
      )}
    </form>
  );
};
