import type { UseQueryResult } from '@tanstack/react-query';
import { Fragment, type ReactNode } from 'react';
import { LoadFailed, OfflineNote } from './parts.tsx';
import '../../ui/page.css';

type Props<T> = {
  online: boolean;
  /** What stands above the list (the virtual card). */
  before?: ReactNode;
  title: ReactNode;
  addLabel: ReactNode;
  onAdd: () => void;
  list: UseQueryResult<T[]>;
  /** One row's placeholder (an `li`), shown twice while the list loads. */
  placeholder: ReactNode;
  empty: ReactNode;
  /** The list's rows. */
  rows: (items: T[]) => ReactNode;
  /** The panel's dialogs. */
  children: ReactNode;
};

/**
 * A tab of the cards screen (spec §2): the offline note, a heading with its add button, and the list
 * with its loading, failed and empty states. Client cards and payment cards differ only in their rows.
 */
export const CardsPanel = <T,>({
  online,
  before,
  title,
  addLabel,
  onAdd,
  list,
  placeholder,
  empty,
  rows,
  children,
}: Props<T>) => (
  <div className="cards__panel">
    {!online && <OfflineNote />}
    {before}
    <div className="heading-row">
      <h2 className="cards__subtitle">{title}</h2>
      <button type="button" className="button button--primary" disabled={!online} onClick={onAdd}>
        {addLabel}
      </button>
    </div>
    {list.isPending ? (
      <ul className="cards__list" aria-hidden="true">
        {[0, 1].map((i) => (
          <Fragment key={i}>{placeholder}</Fragment>
        ))}
      </ul>
    ) : list.isError ? (
      <LoadFailed onRetry={() => void list.refetch()} />
    ) : list.data.length === 0 ? (
      <p className="empty-state">{empty}</p>
    ) : (
      <ul className="cards__list">{rows(list.data)}</ul>
    )}
    {children}
  </div>
);
