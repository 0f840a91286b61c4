import { useLingui } from '@lingui/react';
import { isLang, type Lang } from '../../kernel/langs.ts';

/** The active language; re-renders on change. */
export const useLang = (): Lang => {
  const { i18n } = useLingui();
  return isLang(i18n.locale) ? i18n.locale : 'ru';
};
