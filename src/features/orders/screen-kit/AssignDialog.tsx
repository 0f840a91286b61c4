// Link an external ticket by its number (spec §8: a 400 shows the first message, or "Ticket is not
// valid" when it has none; other failures a server-error text).
import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { firstErrorMessage, HttpError } from '../../../lib/http/errors.ts';
import { showToast } from '../../../lib/toast.ts';
import { CodeEntryDialog } from '../../../ui/screen-kit/CodeEntryDialog.tsx';
import { useSingleFlight } from '../../../ui/screen-kit/useSingleFlight.ts';
import { assignTicket } from '../api.ts';
import { orderKeys } from '../queries.ts';
import { assignFailure } from '../rules/status.ts';

const trimmed = (typed: string) => typed.trim();

/**
 * The wait of a 429 in words. This dialog is part of the first screen: the words' code loads only when a
 * 429 comes (their texts are in the part of the language that loads after the start).
 */
const waitOf = (e: unknown) =>
  e instanceof HttpError && e.status === 429
    ? import('../../../lib/http/tooManyAttempts.ts').then((m) => m.waitText(e.retryAfterS))
    : null;

export const AssignDialog = ({ online, onClose }: { online: boolean; onClose: () => void }) => {
  const { t } = useLingui();
  const qc = useQueryClient();
  const [error, setError] = useState<string | null>(null);
  const once = useSingleFlight();
  const mutation = useMutation({
    meta: { changesKeptSet: true },
    mutationFn: (value: string) => assignTicket(value),
    onSuccess: async () => {
      showToast(t`The ticket has been linked to your account`, 'success');
      onClose();
      await qc.invalidateQueries({ queryKey: orderKeys.lists() });
    },
    onError: async (e) => {
      const failure = e instanceof HttpError ? assignFailure(e.status, firstErrorMessage(e.body)) : null;
      const wait = await waitOf(e);
      setError(
        wait ??
          (failure?.kind === 'message'
            ? failure.text
            : failure?.kind === 'notValid'
              ? t`Ticket is not valid`
              : t`A server error occurred, please try again later`),
      );
    },
  });
  return (
    <CodeEntryDialog
      title={t`Link a ticket`}
      closeLabel={t`Close`}
      lead={<Trans>Bought a ticket elsewhere? Enter its number to see it here.</Trans>}
      label={<Trans>Ticket number</Trans>}
      submitLabel={<Trans>Assign</Trans>}
      offlineNote={<Trans>Linking a ticket needs a connection.</Trans>}
      online={online}
      busy={mutation.isPending}
      error={error}
      normalise={trimmed}
      offWhenEmpty
      onSubmit={(code) => {
        setError(null);
        once(() => mutation.mutateAsync(code));
      }}
      onClose={onClose}
    />
  );
};
