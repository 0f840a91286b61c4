// The language of the request being answered, for code far from the handler (order rules, the payment
// ledger, body parsing) that throws customer-facing errors. app.ts runs each request inside withLang;
// outside a request (seeding, scripts) texts are Russian, the platform's default.
import { AsyncLocalStorage } from 'node:async_hooks';
import type { Lang } from '../../src/kernel/langs.ts';

const requestLangs = new AsyncLocalStorage<Lang>();

export const withLang = <T>(lang: Lang, run: () => T): T => requestLangs.run(lang, run);

export const currentLang = (): Lang => requestLangs.getStore() ?? 'ru';
