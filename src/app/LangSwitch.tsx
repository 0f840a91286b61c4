import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { isLang, type Lang } from '../kernel/langs.ts';
import { useLang } from '../lib/i18n/useLang.ts';
import { langChoices } from '../shared/layout/rules.ts';
import { LangFailed } from './LangFailed.tsx';
import { switchLang, useFailedLang } from './langSwitch.ts';

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
 * While the chosen language loads (up to the 120 s chunk limit) the select shows it, stays usable (the
 * latest choice wins) and says it is loading, and the page stays in the current one. A language that does
 * not load is reported by LangFailed; in the phone's menu (a modal above the page's own notice) beside
 * the switch.
 */
export const LangSwitch = ({ offered, variant }: { offered: readonly Lang[]; variant: 'bar' | 'sheet' }) => {
  const { t } = useLingui();
  const lang = useLang();
  const failed = useFailedLang();
  const [loading, setLoading] = useState<Lang | null>(null);
  return (
    <div className={`lang-switch lang-switch--${variant}`}>
      <label>
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
      <span className="lang-switch__status" role="status">
        {loading && (
          <>
            <span className="spinner" aria-hidden="true" />
            <span className={variant === 'bar' ? 'visually-hidden' : undefined}>
              <Trans>Loading…</Trans>
            </span>
          </>
        )}
      </span>
      {variant === 'sheet' && failed && <LangFailed inline />}
    </div>
  );
};
