// Spec §2/§9: the logo links to the main site's home page in the current language, set 250 ms after load.
import { i18n } from '@lingui/core';
import { act, cleanup, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, expect, it, vi } from 'vitest';
import { brand } from '../../lib/brand/current.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { Logo } from './Logo.tsx';

beforeAll(() => i18n.loadAndActivate({ locale: 'be', messages: {} }));
beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

it('has no link for the first 250 ms, then the home page in the current language', () => {
  renderWithProviders(<Logo src={brand.logo} />);
  const link = screen.getByRole('img', { name: brand.name }).closest('a');
  expect(link?.hasAttribute('href')).toBe(false);
  act(() => vi.advanceTimersByTime(249));
  expect(link?.hasAttribute('href')).toBe(false);
  act(() => vi.advanceTimersByTime(1));
  // The brand's main site (locally its stand-in on site.localhost), in the language shown.
  expect(brand.mainSiteOrigin).toMatch(/^http:\/\/site\.localhost(:\d+)?$/);
  expect(link?.getAttribute('href')).toBe(`${brand.mainSiteOrigin}/be`);
});
