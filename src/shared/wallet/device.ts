// Which wallet a device offers (docs/decisions-wallet.md): Apple's on iPhone, iPad and iPod (every browser
// there is Safari's engine and adds a .pkpass to Wallet) and in Safari on a Mac (it adds the pass to the
// iPhone's Wallet through iCloud); Google's everywhere else (Android, and any desktop browser: the pass is
// saved to the Google account). An iPad asking for the desktop site says "Macintosh": its touch points
// tell it apart. Nothing is offered when the platform does not offer that vendor's passes.
import type { Vendor, WalletOffer } from './api.ts';

export type DeviceHints = { userAgent: string; maxTouchPoints: number };

const IOS = /\b(iPhone|iPad|iPod)\b/;
const MAC = /\bMacintosh\b/;
/** Safari's own user agent: "Safari" without another engine's name (Chrome, Edge, Firefox, Opera on a Mac). */
const OTHER_ENGINES = /\b(Chrome|Chromium|CriOS|Edg|EdgiOS|Firefox|FxiOS|OPR|OPiOS)\//;

export const isAppleDevice = ({ userAgent, maxTouchPoints }: DeviceHints): boolean => {
  if (IOS.test(userAgent)) return true;
  if (!MAC.test(userAgent)) return false;
  return maxTouchPoints > 1 || (/\bSafari\//.test(userAgent) && !OTHER_ENGINES.test(userAgent));
};

/** The oldest iOS taken to open a `.pkpasses` bundle (several passes in one download) from Safari. */
const BUNDLES_FROM_IOS = 15;

/**
 * Whether the device adds a bundle of passes at once: an iPhone or iPad on a recent iOS (an iPad asking
 * for the desktop site is one). Safari on a Mac is not counted on: it gets a button per ticket.
 */
export const bundlesPasses = ({ userAgent, maxTouchPoints }: DeviceHints): boolean => {
  const ios = /\b(?:iPhone|iPad|iPod)\b.*?\bOS (\d+)_/.exec(userAgent);
  if (ios) return Number(ios[1]) >= BUNDLES_FROM_IOS;
  return MAC.test(userAgent) && maxTouchPoints > 1;
};

export const walletFor = (device: DeviceHints, offer: WalletOffer): Vendor | null => {
  if (isAppleDevice(device)) return offer.apple ? 'apple' : null;
  return offer.google ? 'google' : null;
};
