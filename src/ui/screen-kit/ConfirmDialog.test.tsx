// ConfirmDialog's confirm runs its action once per click burst (ui/useSingleFlight): a second click
// before the action settles is dropped, one after it is not (also after a failure).
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, expect, it, vi } from 'vitest';
import { ConfirmDialog } from './ConfirmDialog.tsx';

beforeAll(() => {
  // happy-dom has no showModal; the dialog's content is what matters here.
  HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
});
afterEach(cleanup);

it('confirms once while the action runs, and again after it failed', async () => {
  let settle: (ok: boolean) => void = () => undefined;
  const action = vi.fn(
    () =>
      new Promise<void>((resolve, reject) => {
        settle = (ok) => (ok ? resolve() : reject(new Error('refused')));
      }),
  );
  render(
    <ConfirmDialog
      open
      title="Delete?"
      confirmLabel="Delete"
      cancelLabel="Cancel"
      onConfirm={action}
      onClose={() => {}}
    />,
  );
  const confirm = screen.getByRole('button', { name: 'Delete' });
  fireEvent.click(confirm);
  fireEvent.click(confirm);
  expect(action).toHaveBeenCalledTimes(1);
  settle(false);
  await vi.waitFor(() => {
    fireEvent.click(confirm);
    expect(action).toHaveBeenCalledTimes(2);
  });
  settle(true);
});

it('keeps the brand colour for a confirmation that only changes a state', () => {
  render(
    <ConfirmDialog
      open
      title="Register?"
      confirmLabel="Register"
      cancelLabel="Back"
      tone="primary"
      onConfirm={() => Promise.resolve()}
      onClose={() => {}}
    />,
  );
  expect(screen.getByRole('button', { name: 'Register' }).className).toBe('button button--primary');
  expect(screen.getByRole('button', { name: 'Back' }).hasAttribute('data-autofocus')).toBe(true);
});
