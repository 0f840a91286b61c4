import { describe, expect, it } from 'vitest';
import { bundlesPasses, isAppleDevice, walletFor } from './device.ts';

const UA = {
  iphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
  iphoneChrome:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/131.0.6778.73 Mobile/15E148 Safari/604.1',
  // iPadOS asks for the desktop site: it says Macintosh, and has touch points.
  ipadDesktop:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15',
  macSafari:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15',
  macChrome:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  macFirefox: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14.7; rv:132.0) Gecko/20100101 Firefox/132.0',
  android:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
  windows:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
} as const;

describe('isAppleDevice', () => {
  it.each([
    ['iPhone Safari', UA.iphone, 5, true],
    ['iPhone Chrome (WebKit too)', UA.iphoneChrome, 5, true],
    ['iPad asking for the desktop site', UA.ipadDesktop, 5, true],
    ['Safari on a Mac', UA.macSafari, 0, true],
    ['Chrome on a Mac', UA.macChrome, 0, false],
    ['Firefox on a Mac', UA.macFirefox, 0, false],
    ['Android', UA.android, 5, false],
    ['Windows', UA.windows, 0, false],
  ])('%s', (_, userAgent, maxTouchPoints, apple) => {
    expect(isAppleDevice({ userAgent, maxTouchPoints })).toBe(apple);
  });
});

describe('walletFor', () => {
  const both = { apple: true, google: true };
  it.each([
    ['iPhone, both offered', UA.iphone, 5, both, 'apple'],
    ['Android, both offered', UA.android, 5, both, 'google'],
    ['desktop Chrome on a Mac, both offered', UA.macChrome, 0, both, 'google'],
    // Google Wallet has no iPhone app, and a .pkpass means nothing to Android: no other vendor stands in.
    ['iPhone, Google only', UA.iphone, 5, { apple: false, google: true }, null],
    ['Android, Apple only', UA.android, 5, { apple: true, google: false }, null],
    ['nothing offered', UA.iphone, 5, { apple: false, google: false }, null],
  ])('%s', (_, userAgent, maxTouchPoints, offer, vendor) => {
    expect(walletFor({ userAgent, maxTouchPoints }, offer)).toBe(vendor);
  });
});

describe('bundlesPasses', () => {
  it.each([
    ['iPhone on iOS 18', UA.iphone, 5, true],
    ['Chrome on iPhone (WebKit, same Wallet)', UA.iphoneChrome, 5, true],
    [
      'an old iPhone (iOS 12)',
      'Mozilla/5.0 (iPhone; CPU iPhone OS 12_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/12.1 Mobile/15E148 Safari/604.1',
      5,
      false,
    ],
    ['iPad asking for the desktop site', UA.ipadDesktop, 5, true],
    ['Safari on a Mac: a button per ticket', UA.macSafari, 0, false],
    ['Android', UA.android, 5, false],
  ])('%s', (_, userAgent, maxTouchPoints, bundles) => {
    expect(bundlesPasses({ userAgent, maxTouchPoints })).toBe(bundles);
  });
});
