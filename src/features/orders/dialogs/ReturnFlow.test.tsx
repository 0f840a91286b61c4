// The return popup's not-returnable branch (spec §4, §8): the server's comment, or "This order is not returnable".
import { i18n } from '@lingui/core';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeAll, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render.tsx';
import { anOrder } from '../testing/orders.ts';
import ReturnFlow from './ReturnFlow.tsx';

beforeAll(() => {
  i18n.loadAndActivate({ locale: 'en', messages: {} });
  // happy-dom has no showModal; the dialog's content is what matters here.
  HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
});
afterEach(cleanup);

const answer = (body: unknown) =>
  vi.stubGlobal('fetch', (input: RequestInfo | URL) => {
    const url = String(input instanceof Request ? input.url : input);
    return Promise.resolve(
      url.includes('return-info')
        ? new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } })
        : new Promise<Response>(() => {}),
    );
  });

const open = () =>
  renderWithProviders(
    <ReturnFlow order={anOrder()} ticket={null} session={null} online onClose={() => {}} />,
  );

it.each([
  [
    'the server comment when there is one',
    'The event was moved; ask the box office.',
    'The event was moved; ask the box office.',
  ],
  ['"This order is not returnable" without a comment', null, 'This order is not returnable'],
])('not returnable: %s', async (_case, comment, text) => {
  answer({ isReturnable: false, returnableSum: 0, comissionSum: 0, comment });
  open();
  expect((await screen.findByTestId('not-returnable')).textContent).toBe(text);
});

it('returnable: the refund sum and fee, and Next waits for the terms', async () => {
  answer({
    isReturnable: true,
    returnableSum: 4650,
    comissionSum: 150,
    confirm: 'I accept',
    methods: { balance: 1, organizator: 0, card: 1 },
  });
  open();
  expect((await screen.findByTestId('refund-sum')).textContent).toMatch(/^46,50\u00a0/);
  expect(screen.getByRole('button', { name: 'Next' })).toHaveProperty('disabled', true);
});
