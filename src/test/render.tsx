// The app's providers around a component or hook under test, set up once: a query client (no retries,
// so a failing query fails at once) and Lingui's i18n, which each test activates in the locale it needs.
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type RenderHookResult, render, renderHook } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';

export const testQueryClient = (): QueryClient =>
  new QueryClient({ defaultOptions: { queries: { retry: false } } });

type Options = {
  /** The test's own client, to seed or spy on; a fresh one otherwise. */
  client?: QueryClient;
  /** Without Lingui's provider, for a hook that shows no text (the provider renders nothing until a locale is active). */
  i18n?: boolean;
};

const providers = ({ client = testQueryClient(), i18n: withI18n = true }: Options) => {
  const wrapper = ({ children }: { children: ReactNode }) => {
    const queries = <QueryClientProvider client={client}>{children}</QueryClientProvider>;
    return withI18n ? <I18nProvider i18n={i18n}>{queries}</I18nProvider> : queries;
  };
  return { client, wrapper };
};

/** What a test of a rendered tree uses of `render`'s result. */
type Rendered = {
  client: QueryClient;
  container: HTMLElement;
  rerender: (ui: ReactNode) => void;
  unmount: () => void;
};

/** `render` inside the app's providers; `rerender` keeps them. */
export const renderWithProviders = (ui: ReactElement, options: Options = {}): Rendered => {
  const { client, wrapper } = providers(options);
  const { container, rerender, unmount } = render(ui, { wrapper });
  return { client, container, rerender, unmount };
};

/** `renderHook` inside the app's providers. */
export const renderHookWithProviders = <Result,>(
  hook: () => Result,
  options: Options = {},
): RenderHookResult<Result, unknown> & { client: QueryClient } => {
  const { client, wrapper } = providers(options);
  return { client, ...renderHook(hook, { wrapper }) };
};
