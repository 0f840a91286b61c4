import { i18n } from '@lingui/core';
import { act, cleanup, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, expect, it, vi } from 'vitest';
import { formatLocalDateTime } from '../../../kernel/format/dates.ts';
import { setSyncState } from '../../../lib/offline/syncState.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { SyncStatus } from './SyncStatus.tsx';

const AT = Date.UTC(2026, 10, 28, 9, 0);

beforeAll(() => i18n.loadAndActivate({ locale: 'en', messages: {} }));
beforeEach(() => {
  vi.useFakeTimers();
  setSyncState({ syncing: false, refreshFailed: false, syncedAt: AT });
  renderWithProviders(<SyncStatus />);
});
afterEach(() => {
  cleanup();
  act(() => setSyncState({ syncing: false }));
  vi.useRealTimers();
});

const line = () => screen.getByTestId('last-synced');
const savedAt = (ms: number) => `Saved on this device: ${formatLocalDateTime(ms / 1000, 'en')}`;

it('leaves the line as it is during a short sync, then shows the check’s time', () => {
  expect(line().textContent).toBe(savedAt(AT));
  act(() => setSyncState({ syncing: true }));
  act(() => vi.advanceTimersByTime(900));
  expect(line().textContent).toBe(savedAt(AT));
  // What the sync is doing shows from its start all the same (scripts wait for it; the start view too).
  expect(line().getAttribute('data-state')).toBe('syncing');
  expect(line().hasAttribute('data-settling')).toBe(true);
  act(() => setSyncState({ syncing: false, syncedAt: AT + 120_000 }));
  expect(line().textContent).toBe(savedAt(AT + 120_000));
  expect(line().getAttribute('data-state')).toBe('saved');
});

it('says "Syncing…" for a sync that takes a while, and is at rest only once it ends', () => {
  act(() => setSyncState({ syncing: true }));
  act(() => vi.advanceTimersByTime(1000));
  expect(line().textContent).toBe('Syncing…');
  expect(line().hasAttribute('data-settling')).toBe(true);
  act(() => setSyncState({ syncing: false, syncedAt: AT + 60_000 }));
  expect(line().textContent).toBe(savedAt(AT + 60_000));
  expect(line().hasAttribute('data-settling')).toBe(false);
});
