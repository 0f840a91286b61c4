import { Trans, useLingui } from '@lingui/react/macro';
import { dismissLangFailure, retryLangSwitch, useFailedLang } from './langSwitch.ts';

/**
 * A language the customer chose did not load: said in the current one, with a retry. A notice floating
 * over the page, or `inline` beside the switch in the phone's menu (a modal the page's notice is under).
 */
export const LangFailed = ({ inline = false }: { inline?: boolean }) => {
  const { t } = useLingui();
  const failed = useFailedLang();
  if (!failed) return null;
  return (
    <div className={inline ? 'banner banner--error lang-failed' : 'floating-notice'} role="alert">
      <span>
        <Trans>The language did not load. Check the connection and try again.</Trans>
      </span>
      <button type="button" className="toast__close" aria-label={t`Dismiss`} onClick={dismissLangFailure}>
        ×
      </button>
      <button type="button" className="button button--primary" onClick={retryLangSwitch}>
        <Trans>Try again</Trans>
      </button>
    </div>
  );
};
