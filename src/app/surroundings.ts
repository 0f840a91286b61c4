// Where the cabinet runs: inside the brand's own site (a frame of a page of it), installed on a device, or
// in a browser tab of its own.

/** The brand's site frames the cabinet: that site's navigation surrounds it. */
export const insideBrandSite = (): boolean => {
  try {
    return window.self !== window.top;
  } catch {
    return true;
  }
};

/** Opened from the home screen or as an installed app (no browser address bar). */
export const runsInstalled = (): boolean =>
  ['standalone', 'fullscreen', 'minimal-ui', 'window-controls-overlay'].some(
    (mode) => window.matchMedia(`(display-mode: ${mode})`).matches,
  ) || (navigator as Navigator & { standalone?: boolean }).standalone === true;
