// "Add to Apple Wallet" or "Add to Google Wallet" (docs/decisions-wallet.md): the vendor's own words,
// as a plain button (their badge artwork is not shipped here), offered only when the platform offers
// that vendor's passes and the profile has its download token. A link the browser navigates to, in a
// new tab, so the cabinet stays open under the pass sheet; offline it is disabled and says why.
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useLang } from '../../lib/i18n/useLang.ts';
import { safeHref } from '../../lib/safeUrl.ts';
import { useOnline } from '../../lib/useOnline.ts';
import { profileQuery } from '../profile/queries.ts';
import { type PassTarget, walletPassUrl } from './api.ts';
import { walletFor } from './device.ts';
import { walletOfferQuery } from './queries.ts';
import './wallet.css';

export type WalletButtonProps = {
  target: PassTarget;
  /** What the pass is of (a ticket's code, a card's name): the button's name says which one. */
  what: string;
};

const WalletButton = ({ target, what }: WalletButtonProps) => {
  const { t } = useLingui();
  const lang = useLang();
  const online = useOnline();
  const offer = useQuery(walletOfferQuery());
  const profile = useQuery(profileQuery());
  const vendor = offer.data ? walletFor(navigator, offer.data) : null;
  const token = profile.data?.downloadToken;
  if (!vendor || !token) return null;
  const words = vendor === 'apple' ? t`Add to Apple Wallet` : t`Add to Google Wallet`;
  // The visible words first (what a voice user says), then which ticket or card it is.
  const name = `${words}: ${what}`;
  if (!online)
    return (
      <span className="wallet">
        <button
          type="button"
          className={`wallet__button wallet__button--${vendor}`}
          aria-label={name}
          disabled
        >
          {words}
        </button>
        <span className="wallet__offline">
          <Trans>Needs a connection</Trans>
        </span>
      </span>
    );
  const href = safeHref(walletPassUrl(vendor, target, token, lang));
  return href ? (
    <span className="wallet">
      <a
        className={`wallet__button wallet__button--${vendor}`}
        href={href}
        target="_blank"
        rel="noopener"
        data-testid={`wallet-${vendor}`}
        aria-label={name}
      >
        {words}
      </a>
    </span>
  ) : null;
};

export default WalletButton;
