// Whether the cabinet runs inside the brand's own site (a frame of a page of it).

/** The brand's site frames the cabinet: that site's navigation surrounds it. */
export const insideBrandSite = (): boolean => {
  try {
    return window.self !== window.top;
  } catch {
    return true;
  }
};
