// Link a client card by the barcode number from its back (spec §5: empty input is ignored; §8: 500
// gives the server-error text, otherwise the first message of errors.code or "Непредвиденная ошибка").
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { HttpError } from '../../lib/http/errors.ts';
import { Dialog } from '../../ui/Dialog.tsx';
import { showToast } from '../../ui/toast.ts';
import { useSingleFlight } from '../../ui/useSingleFlight.ts';
import { useLinkCard } from './queries.ts';
import { cardCodeFailure } from './rules.ts';

export const LinkCardDialog = ({ online, onClose }: { online: boolean; onClose: () => void }) => {
  const { t } = useLingui();
  const fieldId = useId();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const link = useLinkCard();
  const once = useSingleFlight();
  const submit = () => {
    const value = code.replace(/\s/g, '');
    if (value === '') return;
    setError(null);
    once(() =>
      link.mutateAsync(value, {
        onSuccess: () => {
          showToast(t`The card has been linked`, 'success');
          onClose();
        },
        onError: (e) => {
          if (!(e instanceof HttpError)) return; // network and malformed answers are toasted globally
          const failure = cardCodeFailure(e.status, e.body.errors);
          setError(
            failure.kind === 'server'
              ? t`A server error occurred, please try again later`
              : failure.kind === 'message'
                ? failure.text
                : t`Unexpected error`,
          );
        },
      }),
    );
  };
  return (
    <Dialog open onClose={onClose} closeLabel={t`Close`} title={t`Link a card`}>
      <form
        className="form"
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <p className="dialog__lead">
          <Trans>Enter the barcode number from the back of your card.</Trans>
        </p>
        <div className="field">
          <label htmlFor={fieldId}>
            <Trans>Card number</Trans>
          </label>
          <input
            id={fieldId}
            data-autofocus
            inputMode="numeric"
            autoComplete="off"
            value={code}
            onChange={(e) => setCode(e.target.value)}
            aria-invalid={error !== null}
            aria-describedby={error ? `${fieldId}-error` : undefined}
          />
        </div>
        {error && (
          <p className="banner banner--error" id={`${fieldId}-error`} role="alert">
            {error}
          </p>
        )}
        {!online && (
          <p className="banner banner--info">
            <Trans>Linking a card needs a connection.</Trans>
          </p>
        )}
        <button
          type="submit"
          className="button button--primary button--block"
          disabled={link.isPending || !online}
          aria-busy={link.isPending || undefined}
        >
          <Trans>Link the card</Trans>
        </button>
      </form>
    </Dialog>
  );
};
