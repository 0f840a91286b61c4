import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { activateLang } from '../lib/i18n/i18n.ts';
import { isLang, type Lang } from '../lib/i18n/langs.ts';
import { useLang } from '../lib/i18n/useLang.ts';
import { langChoices } from '../shared/layout/rules.ts';

// Each language is named in itself, so a reader finds theirs whatever is active.
const NATIVE_NAMES: Record<Lang, string> = {
  ru: 'Русский',
  en: 'English',
  be: 'Беларуская',
  ge: 'ქართული',
  az: 'Azərbaycanca',
};

/**
 * Switches the language without a reload; the choice is remembered on the device. It offers the
 * brand's languages (the layout's `langs`, or all five while it is unknown), and always the active one.
 */
export const LangSwitch = ({ offered }: { offered: readonly Lang[] }) => {
  const { t } = useLingui();
  const lang = useLang();
  const [busy, setBusy] = useState(false);
  return (
    <label className="lang-switch">
      <span className="visually-hidden">{t`Language`}</span>
      <select
        value={lang}
        disabled={busy}
        onChange={(e) => {
          const next = e.target.value;
          if (!isLang(next)) return;
          setBusy(true);
          activateLang(next)
            .catch((err: unknown) => console.error('language load failed', err))
            .finally(() => setBusy(false));
        }}
      >
        {langChoices(offered, lang).map((l) => (
          <option key={l} value={l} lang={l === 'ge' ? 'ka' : l}>
            {NATIVE_NAMES[l]}
          </option>
        ))}
      </select>
    </label>
  );
};
