import { Trans } from '@lingui/react/macro';
import type { Notice } from './steps.ts';

const text = (notice: Notice) => {
  switch (notice.kind) {
    case 'invalidCode':
      return <Trans>Invalid code entered</Trans>;
    case 'badNumber':
      return <Trans>Invalid number</Trans>;
    case 'enterPhone':
      return <Trans>Enter your phone number first.</Trans>;
    case 'acceptTerms':
      return <Trans>Accept the terms and the processing of personal data first.</Trans>;
    case 'network':
      return <Trans>Could not reach the server. Check the connection and try again.</Trans>;
    case 'humanCheck':
      return (
        <Trans>The check that you are not a robot did not work. Check the connection and try again.</Trans>
      );
    case 'server':
      return notice.text;
  }
};

/** The step's banner (announced), and the offline note: signing in needs the network (spec). */
export const AuthNotice = ({ notice, online }: { notice: Notice | null; online: boolean }) => (
  <>
    {!online && (
      <p className="banner banner--warning" role="status">
        <Trans>You are offline. Signing in needs an internet connection.</Trans>
      </p>
    )}
    <div role="alert" className="auth__alert">
      {notice && <p className="banner banner--error">{text(notice)}</p>}
    </div>
  </>
);
