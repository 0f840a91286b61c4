import { Trans } from '@lingui/react/macro';
import { brand } from '../../lib/brand/current.ts';

type Props = {
  kind: 'static' | 'banned' | 'unconfigured';
  message: string | null;
  onEditPhone: () => void;
};

/**
 * The static-password notice, the banned message, and a site where sign-in is not configured (a build
 * without a human-verification provider on a real host: humanCheck.ts), each with the brand's support
 * contacts.
 */
export const ContactStep = ({ kind, message, onEditPhone }: Props) => {
  const { email, phone } = brand.support;
  return (
    <div className="form">
      {kind === 'static' ? (
        <p className="banner banner--info" role="status">
          <Trans>Your account has a static password. Please contact support to sign in.</Trans>
        </p>
      ) : kind === 'unconfigured' ? (
        <p className="banner banner--error" role="alert">
          <Trans>Sign-in is not configured on this site yet. Please contact support.</Trans>
        </p>
      ) : (
        <>
          <p className="banner banner--error" role="alert">
            {message ?? <Trans>Signing in with this number is not possible.</Trans>}
          </p>
          <p>
            <Trans>Try refreshing the page. If that does not help, contact support.</Trans>
          </p>
        </>
      )}
      <ul className="auth__contacts">
        <li>
          <Trans>E-mail</Trans>: <a href={`mailto:${email}`}>{email}</a>
        </li>
        <li>
          <Trans>Phone</Trans>:{' '}
          <a href={`tel:${phone.replace(/[^\d+]/g, '')}`} dir="ltr">
            {phone}
          </a>
        </li>
      </ul>
      {kind === 'banned' && (
        <button
          type="button"
          className="button button--primary button--block"
          onClick={() => window.location.reload()}
        >
          <Trans>Refresh the page</Trans>
        </button>
      )}
      {kind !== 'unconfigured' && (
        <button type="button" data-autofocus className="button button--block" onClick={onEditPhone}>
          <Trans>Use another number</Trans>
        </button>
      )}
    </div>
  );
};
