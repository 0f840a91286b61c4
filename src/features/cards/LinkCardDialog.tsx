// Link a client card by the barcode number from its back (spec §5: empty input is ignored; §8: 500
// gives the server-error text, otherwise the first message of errors.code or "Непредвиденная ошибка").
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { HttpError } from '../../lib/http/errors.ts';
import { isTooManyAttempts, waitText } from '../../lib/http/tooManyAttempts.ts';
import { showToast } from '../../lib/toast.ts';
import { CodeEntryDialog } from '../../ui/screen-kit/CodeEntryDialog.tsx';
import { useSingleFlight } from '../../ui/screen-kit/useSingleFlight.ts';
import { useLinkCard } from './queries.ts';
import { cardCodeFailure } from './rules.ts';

const withoutSpaces = (typed: string) => typed.replace(/\s/g, '');

export const LinkCardDialog = ({ online, onClose }: { online: boolean; onClose: () => void }) => {
  const { t } = useLingui();
  const [error, setError] = useState<string | null>(null);
  const link = useLinkCard();
  const once = useSingleFlight();
  const submit = (code: string) => {
    setError(null);
    once(() =>
      link.mutateAsync(code, {
        onSuccess: () => {
          showToast(t`The card has been linked`, 'success');
          onClose();
        },
        onError: (e) => {
          if (!(e instanceof HttpError)) return; // network and malformed answers are toasted globally
          const failure = cardCodeFailure(e.status, e.body.errors);
          setError(
            (isTooManyAttempts(e) ? waitText(e.retryAfterS) : null) ??
              (failure.kind === 'server'
                ? t`A server error occurred, please try again later`
                : failure.kind === 'message'
                  ? failure.text
                  : t`Unexpected error`),
          );
        },
      }),
    );
  };
  return (
    <CodeEntryDialog
      title={t`Link a card`}
      closeLabel={t`Close`}
      lead={<Trans>Enter the barcode number from the back of your card.</Trans>}
      label={<Trans>Card number</Trans>}
      submitLabel={<Trans>Link the card</Trans>}
      offlineNote={<Trans>Linking a card needs a connection.</Trans>}
      online={online}
      busy={link.isPending}
      error={error}
      inputMode="numeric"
      normalise={withoutSpaces}
      onSubmit={submit}
      onClose={onClose}
    />
  );
};
