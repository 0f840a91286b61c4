// Link an external ticket by its number (spec §8: a 400 shows the first message, other failures a
// server-error text).
import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { firstErrorMessage, HttpError } from '../../lib/http/errors.ts';
import { Dialog } from '../../ui/Dialog.tsx';
import { showToast } from '../../ui/toast.ts';
import { useSingleFlight } from '../../ui/useSingleFlight.ts';
import { assignTicket } from './api.ts';
import { orderKeys } from './queries.ts';

export const AssignDialog = ({ online, onClose }: { online: boolean; onClose: () => void }) => {
  const { t } = useLingui();
  const qc = useQueryClient();
  const fieldId = useId();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const once = useSingleFlight();
  const mutation = useMutation({
    meta: { changesOfflineSet: true },
    mutationFn: (value: string) => assignTicket(value),
    onSuccess: async () => {
      showToast(t`The ticket has been linked to your account`, 'success');
      onClose();
      await qc.invalidateQueries({ queryKey: orderKeys.lists() });
    },
    onError: (e) => {
      const first = e instanceof HttpError && e.status === 400 ? firstErrorMessage(e.body) : undefined;
      setError(first ?? t`A server error occurred, please try again later`);
    },
  });
  return (
    <Dialog open onClose={onClose} closeLabel={t`Close`} title={t`Link a ticket`}>
      <form
        className="form"
        onSubmit={(e) => {
          e.preventDefault();
          const value = code.trim();
          if (value === '') return;
          setError(null);
          once(() => mutation.mutateAsync(value));
        }}
      >
        <p className="dialog__lead">
          <Trans>Bought a ticket elsewhere? Enter its number to see it here.</Trans>
        </p>
        <div className="field">
          <label htmlFor={fieldId}>
            <Trans>Ticket number</Trans>
          </label>
          <input
            id={fieldId}
            data-autofocus
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
            <Trans>Linking a ticket needs a connection.</Trans>
          </p>
        )}
        <button
          type="submit"
          className="button button--primary button--block"
          disabled={mutation.isPending || !online || code.trim() === ''}
        >
          <Trans>Assign</Trans>
        </button>
      </form>
    </Dialog>
  );
};
