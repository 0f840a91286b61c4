// "Add to Apple Wallet", "Add to Google Wallet" or Google's "Save to phone" (docs/decisions-wallet.md):
// the vendor's own words and colours (their badge artwork is not shipped here), offered only when the
// platform offers that vendor's passes and, for Google, Google offers its Wallet in the customer's
// country. A link the browser navigates to, in a new tab, so the cabinet stays open under the pass
// sheet: its address is a short-lived link asked for when the button is drawn and again before it
// expires, so the tap itself is a plain navigation no popup blocker stops (docs/decisions-wallet.md,
// "Links"). Offline it is disabled and says why. For a whole order it adds every ticket at once:
// Apple's bundle where the device takes one, Google's one link.
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import type { MouseEvent } from 'react';
import { BUNDLE_MAX } from '../../kernel/walletBundle.ts';
import { useLang } from '../../lib/i18n/useLang.ts';
import { safeHref } from '../../lib/safeUrl.ts';
import { useOnline } from '../../lib/useOnline.ts';
import { profileQuery } from '../profile/queries.ts';
import { linkHref, linkKey, linkScope, type PassTarget } from './api.ts';
import { googleButtonFor } from './country.ts';
import { bundlesPasses, walletFor } from './device.ts';
import { tappable } from './expiry.ts';
import { walletLinksQuery, walletOfferQuery } from './queries.ts';
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
  const google = googleButtonFor(profile.data?.phone);
  const all = target.kind === 'order' ? target.count : 0;
  // "Add all" only for two or more, and for Apple only where a bundle is taken, of at most BUNDLE_MAX.
  const offered =
    vendor !== null &&
    (vendor === 'apple' || (profile.data !== undefined && google !== null)) &&
    (target.kind !== 'order' ||
      (all >= 2 && (vendor === 'google' || (bundlesPasses(navigator) && all <= BUNDLE_MAX))));
  const links = useQuery({
    ...walletLinksQuery(vendor ?? 'apple', linkScope(target), lang),
    enabled: offered && online,
  });
  if (!offered) return null;
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
  const path = links.data?.links[linkKey(target)];
  const href = path ? safeHref(linkHref(path)) : undefined;
  if (!links.data || !href) return null;
  const { dataUpdatedAt } = links;
  const { expiresIn } = links.data;
  // Links about to expire (a phone that slept before its timers ran) are asked for again, not opened.
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (tappable(dataUpdatedAt, expiresIn, Date.now())) return;
    event.preventDefault();
    void links.refetch();
  };
  return (
    <span className={caption ? 'wallet wallet--all' : 'wallet'}>
      <a
        className={look}
        href={href}
        target="_blank"
        rel="noopener"
        onClick={onClick}
        data-testid={caption ? `wallet-${vendor}-all` : `wallet-${vendor}`}
        aria-label={name}
      >
        {words}
      </a>
      {tail}
    </span>
  );
};

export default WalletButton;
