import { queryOptions } from '@tanstack/react-query';
import { brand } from '../../lib/brand/current.ts';
import { type AuthForm, postAuth, postAuthFields } from './api.ts';
import { needsEmail } from './rules.ts';

const authKeys = {
  all: ['auth', brand.id] as const,
  fields: (phone: string, country: string) => [...authKeys.all, 'fields', phone, country] as const,
};

/** Whether this (valid) phone belongs to a new foreign customer who must give an e-mail. Not persisted. */
export const emailNeededQuery = (phone: string, country: string) =>
  queryOptions({
    queryKey: authKeys.fields(phone, country),
    queryFn: async ({ signal }) => needsEmail((await postAuthFields({ phone, country }, signal)).fields),
    staleTime: 5 * 60 * 1000,
    retry: false,
  });

/** One auth call with a fresh human-verification token. */
export const authMutation = (formToken: () => Promise<string>) => ({
  mutationFn: async (form: Omit<AuthForm, 'formToken'>) =>
    postAuth({ ...form, formToken: await formToken() }),
  // Signing in needs the network: never queue the call for later.
  networkMode: 'always' as const,
});
