import { useEffect, useState } from 'react';
import { brand } from '../../lib/brand/current.ts';
import { useLang } from '../../lib/i18n/useLang.ts';
import { BrandLogo } from './BrandLogo.tsx';
import { homeHref, LOGO_LINK_DELAY_MS } from './rules.ts';

/** The brand logo; it links to the main site's home page in the current language, set after 250 ms (spec §2). */
export const Logo = ({ src }: { src: string }) => {
  const lang = useLang();
  const [linked, setLinked] = useState(false);
  useEffect(() => {
    const id = window.setTimeout(() => setLinked(true), LOGO_LINK_DELAY_MS);
    return () => window.clearTimeout(id);
  }, []);
  return (
    <a className="header__logo" href={linked ? homeHref(brand.mainSiteOrigin, lang) : undefined}>
      <BrandLogo src={src} />
    </a>
  );
};
