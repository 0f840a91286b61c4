import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { isLang, type Lang } from '../lib/i18n/langs.ts';
import { useLang } from '../lib/i18n/useLang.ts';
import { langChoices } from '../shared/layout/rules.ts';
import { switchLang } from './langSwitch.ts';

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
 * While the chosen language loads the select shows it and stays usable (the latest choice wins), and the
 * page stays in the current one; a language that does not load is reported by LangFailed.
 */
export const LangSwitch = ({ offered }: { offered: readonly Lang[] }) => {
  const { t } = useLingui();
  const lang = useLang();
  const [loading, setLoading] = useState<Lang | null>(null);
  return (
    <label className="lang-switch">
      <span className="visually-hidden">{t`Language`}</span>
      <select
        value={loading ?? lang}
        aria-busy={loading !== null}
        onChange={(e) => {
          const next = e.target.value;
          if (!isLang(next)) return;
          setLoading(next);
          void switchLang(next).finally(() => setLoading((current) => (current === next ? null : current)));
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
