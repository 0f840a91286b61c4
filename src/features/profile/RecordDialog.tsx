import { Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, useState } from 'react';
import { firstErrorMessage, HttpError } from '../../lib/http/errors.ts';
import { useOnline } from '../../lib/useOnline.ts';
import { FormField } from '../../ui/account-kit/FormField.tsx';
import { Dialog } from '../../ui/Dialog.tsx';
import { useSingleFlight } from '../../ui/screen-kit/useSingleFlight.ts';
import type { FieldProblem } from './rules.ts';
import { FIELD_PROBLEM, OFFLINE_FORM } from './texts.ts';

export type FieldSpec<K extends string> = {
  name: K;
  label: string;
  type?: 'text' | 'date' | 'select';
  options?: { value: string; label: string }[];
  required?: boolean;
  autoComplete?: string;
  hint?: string;
  wide?: boolean;
};

type Props<K extends string> = {
  title: string;
  fields: FieldSpec<K>[];
  initial: Record<K, string>;
  problems: (values: Record<K, string>) => Partial<Record<K, FieldProblem>>;
  /** Sends the values; rejects with the server's error. */
  onSave: (values: Record<K, string>) => Promise<unknown>;
  onClose: () => void;
};

/**
 * The create/edit form of a passport or an address, in a dialog. Checks every field before sending;
 * the server's per-field errors land under their fields. Offline it says so and keeps the values.
 */
export const RecordDialog = <K extends string>({
  title,
  fields,
  initial,
  problems,
  onSave,
  onClose,
}: Props<K>) => {
  const { t } = useLingui();
  const online = useOnline();
  const [values, setValues] = useState(initial);
  const [shown, setShown] = useState(false);
  const [busy, setBusy] = useState(false);
  const [serverErrors, setServerErrors] = useState<Partial<Record<K, string>>>({});
  const [failed, setFailed] = useState<string | null>(null);
  const found = problems(values);
  const once = useSingleFlight();

  const submit = async () => {
    setBusy(true);
    try {
      await onSave(values);
      onClose();
    } catch (error) {
      const perField: Partial<Record<K, string>> = {};
      // Per field only when the server named fields (a list of errors is about the whole record).
      if (error instanceof HttpError && !Array.isArray(error.body.errors)) {
        for (const f of fields) {
          const text = firstErrorMessage(error.body, f.name);
          if (text) perField[f.name] = text;
        }
      }
      setServerErrors(perField);
      // A refusal of the whole record (a full list, a copy of another record): the server's own words.
      const whole =
        error instanceof HttpError && error.status === 422 && Object.keys(perField).length === 0
          ? firstErrorMessage(error.body)
          : undefined;
      setFailed(whole ?? t`Sorry, an error occurred while saving`);
    } finally {
      setBusy(false);
    }
  };

  const errorOf = (name: K) => {
    const problem = found[name];
    if (shown && problem) return t(FIELD_PROBLEM[problem]);
    return serverErrors[name];
  };

  return (
    <Dialog open onClose={onClose} title={title} closeLabel={t`Close`} className="record-dialog">
      <form
        className="form"
        onSubmit={(e: FormEvent) => {
          e.preventDefault();
          setShown(true);
          setFailed(null);
          if (Object.keys(found).length > 0 || !online) return;
          once(submit);
        }}
        noValidate
      >
        {!online && (
          <p className="banner banner--info" role="status">
            {t(OFFLINE_FORM)}
          </p>
        )}
        <div className="profile-form__grid">
          {fields.map((f, i) => (
            <FormField
              key={f.name}
              label={f.label}
              error={errorOf(f.name)}
              required={f.required}
              className={f.wide ? 'profile-form__wide' : ''}
              {...(f.hint ? { hint: f.hint } : {})}
            >
              {f.type === 'select' ? (
                <select
                  value={values[f.name]}
                  onChange={(e) => setValues((v) => ({ ...v, [f.name]: e.target.value }))}
                  {...(i === 0 ? { 'data-autofocus': true } : {})}
                >
                  <option value="">{t`Not chosen`}</option>
                  {f.options?.map((o) => (
                    <option key={o.value} value={o.value}>
                      {o.label}
                    </option>
                  ))}
                </select>
              ) : (
                <input
                  type={f.type ?? 'text'}
                  value={values[f.name]}
                  autoComplete={f.autoComplete ?? 'off'}
                  onChange={(e) => setValues((v) => ({ ...v, [f.name]: e.target.value }))}
                  {...(i === 0 ? { 'data-autofocus': true } : {})}
                />
              )}
            </FormField>
          ))}
        </div>
        {failed && (
          <p className="banner banner--error" role="alert">
            {failed}
          </p>
        )}
        <div className="confirm-dialog__actions">
          <button type="button" className="button" onClick={onClose}>
            <Trans>Cancel</Trans>
          </button>
          <button type="submit" className="button button--primary" disabled={!online || busy}>
            {busy ? <Trans>Saving…</Trans> : <Trans>Save</Trans>}
          </button>
        </div>
      </form>
    </Dialog>
  );
};
