import { Trans, useLingui } from '@lingui/react/macro';
import type { UseMutationResult } from '@tanstack/react-query';
import { useState } from 'react';
import { firstErrorMessage, HttpError } from '../../lib/http/errors.ts';
import { showToast } from '../../lib/toast.ts';
import { useOnline } from '../../lib/useOnline.ts';
import { ConfirmDialog } from '../../ui/screen-kit/ConfirmDialog.tsx';
import { type FieldSpec, RecordDialog } from './RecordDialog.tsx';
import '../../ui/page.css';
import type { FieldProblem } from './rules.ts';

type Item = { id: number };

type Props<T extends Item, K extends string> = {
  items: T[];
  save: UseMutationResult<unknown, Error, { id: number | null; input: unknown }>;
  remove: UseMutationResult<unknown, Error, number>;
  texts: {
    title: string;
    add: string;
    empty: string;
    createTitle: string;
    editTitle: string;
    deleteTitle: string;
    deleted: string;
  };
  fields: FieldSpec<K>[];
  valuesOf: (item: T | null) => Record<K, string>;
  inputOf: (values: Record<K, string>) => unknown;
  problems: (values: Record<K, string>) => Partial<Record<K, FieldProblem>>;
  /** The card of one record: a title and its detail lines. */
  describe: (item: T) => { title: string; lines: { label: string; value: string }[] };
};

/** A list of the customer's records (passports, addresses) with create, edit and delete. */
export const RecordList = <T extends Item, K extends string>(p: Props<T, K>) => {
  const { t } = useLingui();
  const online = useOnline();
  const { items } = p;
  const [editing, setEditing] = useState<T | 'new' | null>(null);
  const [deleting, setDeleting] = useState<T | null>(null);

  const confirmDelete = async () => {
    if (!deleting) return;
    await p.remove.mutateAsync(deleting.id, {
      onSuccess: () => {
        setDeleting(null);
        showToast(p.texts.deleted, 'success');
      },
      // Network and malformed answers are already reported globally; a refusal gets its own text.
      onError: (e) => {
        if (e instanceof HttpError)
          showToast(
            firstErrorMessage(e.body) ?? t`Sorry, something went wrong. Please try again later.`,
            'error',
          );
      },
    });
  };

  return (
    <section className="card-panel panel" aria-labelledby="record-list-title">
      <div className="heading-row">
        <h2 id="record-list-title" className="profile__section-title">
          {p.texts.title}
        </h2>
        <button type="button" className="button button--primary" onClick={() => setEditing('new')}>
          {p.texts.add}
        </button>
      </div>
      {items.length === 0 ? (
        <p className="record-list__empty">{p.texts.empty}</p>
      ) : (
        <ul className="record-list">
          {items.map((item) => {
            const d = p.describe(item);
            return (
              <li key={item.id} className="record-card">
                <h3 className="record-card__title">{d.title}</h3>
                <dl className="record-card__lines">
                  {d.lines
                    .filter((l) => l.value)
                    .map((l) => (
                      <div key={l.label}>
                        <dt>{l.label}</dt>
                        <dd>{l.value}</dd>
                      </div>
                    ))}
                </dl>
                <div className="record-card__actions">
                  <button type="button" className="button" onClick={() => setEditing(item)}>
                    <Trans>Edit</Trans>
                    <span className="visually-hidden">{d.title}</span>
                  </button>
                  <button type="button" className="button" onClick={() => setDeleting(item)}>
                    <Trans>Delete</Trans>
                    <span className="visually-hidden">{d.title}</span>
                  </button>
                </div>
              </li>
            );
          })}
        </ul>
      )}
      {editing && (
        <RecordDialog
          title={editing === 'new' ? p.texts.createTitle : p.texts.editTitle}
          fields={p.fields}
          initial={p.valuesOf(editing === 'new' ? null : editing)}
          problems={p.problems}
          onSave={(values) =>
            p.save.mutateAsync({ id: editing === 'new' ? null : editing.id, input: p.inputOf(values) })
          }
          onClose={() => setEditing(null)}
        />
      )}
      <ConfirmDialog
        open={deleting !== null}
        title={p.texts.deleteTitle}
        confirmLabel={t`Delete`}
        cancelLabel={t`Cancel`}
        busy={p.remove.isPending}
        disabled={!online}
        onConfirm={confirmDelete}
        onClose={() => setDeleting(null)}
      >
        {deleting && <p>{p.describe(deleting).title}</p>}
        {!online && (
          <p className="banner banner--info" role="status">
            <Trans>You are offline. Deleting needs the internet.</Trans>
          </p>
        )}
      </ConfirmDialog>
    </section>
  );
};
