import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { getCookie } from '../../lib/cookies.ts';
import { safeImageSrc } from '../../lib/safeUrl.ts';
import { isSignedIn } from '../../lib/session/session.ts';
import { useAfterFirstScreen } from '../../lib/useAfterFirstScreen.ts';
import { Skeleton } from '../../ui/Skeleton.tsx';
import { Icon } from './icons.tsx';

type Props = { onSignIn: () => void };

/** Signed in: the way into the cabinet, with the avatar. Signed out: opens the sign-in popup. */
export const AccountButton = ({ onSignIn }: Props) => {
  const { t } = useLingui();
  const later = useAfterFirstScreen();
  if (!isSignedIn()) {
    return (
      <button type="button" className="hdr-account" aria-haspopup="dialog" onClick={onSignIn}>
        <Icon name="user" />
        <span className="hdr-account__text">{t`My account`}</span>
      </button>
    );
  }
  const avatar = safeImageSrc(getCookie('avatar'), window.location.origin);
  return (
    <Link to="/" className="hdr-account" aria-label={t`My account`} title={t`My account`}>
      {avatar && later ? (
        <img src={avatar} alt="" width="28" height="28" className="hdr-account__avatar" />
      ) : avatar ? (
        <Skeleton width="28px" height="28px" radius="50%" />
      ) : (
        <Icon name="user" />
      )}
      <span className="hdr-account__text" aria-hidden="true">
        {t`My account`}
      </span>
    </Link>
  );
};
