import { describe, expect, it } from 'vitest';
import { installsThroughShare } from './installState.ts';

const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.5 Mobile/15E148 Safari/604.1';
const SAFARI_MAC =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.5 Safari/605.1.15';

describe('installsThroughShare (no prompt: Safari’s Share → Add to Home Screen)', () => {
  it.each([
    ['an iPhone’s Safari', SAFARI_IPHONE, 5, true],
    ['an iPad’s Safari (it says it is a Mac, with touch points)', SAFARI_MAC, 5, true],
    ['a Mac’s Safari (no touch: it installs from its own menu)', SAFARI_MAC, 0, false],
    ['Chrome on an iPhone', SAFARI_IPHONE.replace('Version/18.5', 'CriOS/137.0.7151.51'), 5, false],
    ['Firefox on an iPhone', SAFARI_IPHONE.replace('Version/18.5', 'FxiOS/139.0'), 5, false],
    [
      'Chrome on Android (it prompts)',
      'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/137.0.0.0 Mobile Safari/537.36',
      5,
      false,
    ],
  ])('%s → %s', (_name, ua, touchPoints, expected) => {
    expect(installsThroughShare(ua, touchPoints)).toBe(expected);
  });
});
