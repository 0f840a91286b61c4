// The payment card entry form (spec §2: num, month, year, cvv, owner; §5 masks) with Luhn and expiry
// checks. The card is encrypted in the browser (crypto.ts); the number never leaves it in clear.
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import {
  type CardFields,
  type CardProblem,
  cardProblems,
  maskCvv,
  maskHolder,
  maskMonth,
  maskNumber,
  maskYear,
} from '../../kernel/cards/rules.ts';
import { showToast } from '../../lib/toast.ts';
import { FormField } from '../../ui/account-kit/FormField.tsx';
import { Dialog } from '../../ui/Dialog.tsx';
import { useSingleFlight } from '../../ui/screen-kit/useSingleFlight.ts';
import { OfflineNote, useFailureToast } from './parts.tsx';
import { useSavePaymentCard } from './queries.ts';

const EMPTY: CardFields = { num: '', month: '', year: '', cvv: '', owner: '' };

export const PaymentCardDialog = ({ online, onClose }: { online: boolean; onClose: () => void }) => {
  const { t } = useLingui();
  const [f, setF] = useState<CardFields>(EMPTY);
  const [shown, setShown] = useState(false);
  const save = useSavePaymentCard();
  const failed = useFailureToast();
  const once = useSingleFlight();
  const problems = new Set<CardProblem>(shown ? cardProblems(f, new Date()) : []);
  const set = (key: keyof CardFields, mask: (raw: string) => string) => (e: { target: { value: string } }) =>
    setF((prev) => ({ ...prev, [key]: mask(e.target.value) }));

  const numberError = problems.has('number')
    ? t`Enter the card number`
    : problems.has('luhn')
      ? t`Check the card number: it is not valid`
      : undefined;
  const monthError = problems.has('month') ? t`Enter the month, 01 to 12` : undefined;
  const yearError = problems.has('year')
    ? t`Enter the year, four digits`
    : problems.has('expired')
      ? t`The card has expired`
      : undefined;

  return (
    <Dialog open onClose={onClose} closeLabel={t`Close`} title={t`Add a bank card`}>
      <form
        className="form card-form"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          setShown(true);
          if (cardProblems(f, new Date()).length > 0) return;
          once(() =>
            save.mutateAsync(f, {
              onSuccess: () => {
                showToast(t`The card has been saved`, 'success');
                onClose();
              },
              onError: failed,
            }),
          );
        }}
      >
        <FormField label={t`Card number`} required error={numberError}>
          <input
            name="num"
            data-autofocus
            inputMode="numeric"
            autoComplete="cc-number"
            value={f.num}
            onChange={set('num', maskNumber)}
            placeholder="0000 0000 0000 0000"
          />
        </FormField>
        <div className="card-form__row">
          <FormField label={t`Month`} required error={monthError}>
            <input
              name="month"
              inputMode="numeric"
              autoComplete="cc-exp-month"
              value={f.month}
              onChange={set('month', maskMonth)}
              placeholder="MM"
            />
          </FormField>
          <FormField label={t`Year`} required error={yearError}>
            <input
              name="year"
              inputMode="numeric"
              autoComplete="cc-exp-year"
              value={f.year}
              onChange={set('year', maskYear)}
              placeholder="20YY"
            />
          </FormField>
          <FormField label={t`CVV`} required error={problems.has('cvv') ? t`Enter 3 or 4 digits` : undefined}>
            <input
              name="cvv"
              type="password"
              inputMode="numeric"
              autoComplete="cc-csc"
              value={f.cvv}
              onChange={set('cvv', maskCvv)}
            />
          </FormField>
        </div>
        <FormField
          label={t`Card holder`}
          required
          error={
            problems.has('holder') ? t`Enter the name as on the card: letters, spaces and dots` : undefined
          }
        >
          <input
            name="owner"
            autoComplete="cc-name"
            value={f.owner}
            onChange={set('owner', maskHolder)}
            placeholder="IVAN IVANOV"
          />
        </FormField>
        <p className="card-form__note">
          <Trans>
            The card data is encrypted on this device; we keep only the last 4 digits and the expiry.
          </Trans>
        </p>
        {!online && <OfflineNote />}
        <button
          type="submit"
          className="button button--primary button--block"
          disabled={save.isPending || !online}
          aria-busy={save.isPending || undefined}
        >
          <Trans>Save the card</Trans>
        </button>
      </form>
    </Dialog>
  );
};
