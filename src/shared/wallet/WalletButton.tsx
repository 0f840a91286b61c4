// "Add to Apple Wallet", "Add to Google Wallet" or Google's "Save to phone" (docs/decisions-wallet.md):
// the vendor's own words and colours (their badge artwork is not shipped here), offered only when the
// platform offers that vendor's passes, the profile has its download token and, for Google, Google
// offers its Wallet in the customer's country. A link the browser navigates to, in a new tab, so the
// cabinet stays open under the pass sheet; offline it is disabled and says why. For a whole order it
// adds every ticket at once: Apple's bundle where the device takes one, Google's one link.
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useLang } from '../../lib/i18n/useLang.ts';
import { safeHref } from '../../lib/safeUrl.ts';
import { useOnline } from '../../lib/useOnline.ts';
import { profileQuery } from '../profile/queries.ts';
import { type PassTarget, walletPassUrl } from './api.ts';
import { BUNDLE_MAX } from './bundle.ts';
import { googleButtonFor } from './country.ts';
import { bundlesPasses, walletFor } from './device.ts';
import { walletOfferQuery } from './queries.ts';
import './wallet.css';

export type WalletButtonProps = {
  target: PassTarget;
  /** What the pass is of (a ticket's code, a card's name): the button's name says which one. */
  what?: string;
};

const WalletButton = ({ target, what }: WalletButtonProps) => {
  const { t } = useLingui();
  const lang = useLang();
  const online = useOnline();
  const offer = useQuery(walletOfferQuery());
  const profile = useQuery(profileQuery());
  const vendor = offer.data ? walletFor(navigator, offer.data) : null;
  const token = profile.data?.downloadToken;
  const google = googleButtonFor(profile.data?.phone);
  if (!vendor || !token || (vendor === 'google' && !google)) return null;
  const all = target.kind === 'order' ? target.count : 0;
  // "Add all" only for two or more, and for Apple only where a bundle is taken, of at most BUNDLE_MAX.
  if (
    target.kind === 'order' &&
    (all < 2 || (vendor === 'apple' && (!bundlesPasses(navigator) || all > BUNDLE_MAX)))
  )
    return null;
  const words =
    vendor === 'apple'
      ? t`Add to Apple Wallet`
      : google === 'save'
        ? t`Save to phone`
        : t`Add to Google Wallet`;
  const caption = all ? plural(all, { one: 'All # ticket', other: 'All # tickets' }) : null;
  // The visible words first (what a voice user says), then which ticket, card or order it is.
  const name = `${words}: ${caption ?? what ?? ''}`;
  const look = `wallet__button wallet__button--${vendor}`;
  const tail = caption ? <span className="wallet__caption">{caption}</span> : null;
  if (!online)
    return (
      <span className="wallet">
        <button type="button" className={look} aria-label={name} disabled>
          {words}
        </button>
        {tail}
        <span className="wallet__offline">
          <Trans>Needs a connection</Trans>
        </span>
      </span>
    );
  const href = safeHref(walletPassUrl(vendor, target, token, lang));
  return href ? (
    <span className={caption ? 'wallet wallet--all' : 'wallet'}>
      <a
        className={look}
        href={href}
        target="_blank"
        rel="noopener"
        data-testid={caption ? `wallet-${vendor}-all` : `wallet-${vendor}`}
        aria-label={name}
      >
        {words}
      </a>
      {tail}
    </span>
  ) : null;
};

export default WalletButton;
