import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useState } from 'react';
import { HttpError } from '../../lib/http/errors.ts';
import { isTooManyAttempts, waitText } from '../../lib/http/tooManyAttempts.ts';
import { showToast } from '../../lib/toast.ts';
import { useOnline } from '../../lib/useOnline.ts';
import { Dialog } from '../../ui/Dialog.tsx';
import { useSingleFlight } from '../../ui/screen-kit/useSingleFlight.ts';
import { activatePromoMutation } from './queries.ts';

/** How long an error stays on screen (spec §8/§9: 3 s). */
const ERROR_MS = 3000;

/** The promo code popup (spec §5): empty and rejected codes are refused with the spec's texts for 3 s. */
export const PromoDialog = ({ open, onClose }: { open: boolean; onClose: () => void }) => {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const activate = useMutation(activatePromoMutation(queryClient));
  const online = useOnline();
  const once = useSingleFlight();

  useEffect(() => {
    if (!error) return;
    const timer = window.setTimeout(() => setError(null), ERROR_MS);
    return () => window.clearTimeout(timer);
  }, [error]);

  const close = () => {
    setCode('');
    setError(null);
    activate.reset();
    onClose();
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const value = code.trim();
    if (!value) {
      setError(t`The field must not be empty`);
      return;
    }
    setError(null);
    once(() =>
      activate.mutateAsync(value, {
        onSuccess: (answer) => {
          const points = answer.points ?? 0;
          showToast(
            points > 0
              ? plural(points, {
                  one: 'Code activated: # point added to your balance',
                  other: 'Code activated: # points added to your balance',
                })
              : t`Code activated`,
            'success',
          );
          close();
        },
        onError: (err) => {
          // Too many wrong codes: the wait. A refusal (4xx) is the spec's "wrong code"; other failures
          // are toasted by the query client.
          if (isTooManyAttempts(err)) setError(waitText(err.retryAfterS));
          else if (err instanceof HttpError && err.status < 500) setError(t`The promo code is incorrect`);
          else if (err instanceof HttpError) setError(t`A server error occurred, please try again later`);
        },
      }),
    );
  };

  return (
    <Dialog open={open} onClose={close} title={<Trans>Activate a code</Trans>} closeLabel={t`Close`}>
      <form className="form" onSubmit={submit} noValidate>
        <p className="promo-dialog__hint">
          <Trans>Enter a promo code to add points to your balance.</Trans>
        </p>
        <div className="field">
          <label htmlFor="promo-code">
            <Trans>Promo code</Trans>
          </label>
          <input
            id="promo-code"
            data-autofocus
            autoComplete="off"
            autoCapitalize="characters"
            value={code}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? 'promo-error' : undefined}
            onChange={(e) => setCode(e.target.value)}
          />
        </div>
        <div className="promo-dialog__error" aria-live="assertive">
          {error && (
            <p id="promo-error" className="banner banner--error" role="alert">
              {error}
            </p>
          )}
        </div>
        {!online && (
          <p className="banner banner--info">
            <Trans>You are offline. Codes can be activated only online.</Trans>
          </p>
        )}
        <button
          type="submit"
          className="button button--primary button--block"
          disabled={activate.isPending || !online}
        >
          {activate.isPending ? <Trans>Activating…</Trans> : <Trans>Activate</Trans>}
        </button>
      </form>
    </Dialog>
  );
};
