// Whether the cabinet runs inside the brand's own site (a frame of a page of it).

/** The brand's site frames the cabinet: that site's navigation surrounds it. */
export const insideBrandSite = (): boolean => window.self !== window.top;
