import { useState } from 'react';
import { brand } from '../../lib/brand/current.ts';

/**
 * The brand's logo from the layout's address; if that image does not load (offline before it was
 * cached, a host the page may not load images from), the built-in logo takes its place.
 */
export const BrandLogo = ({ src }: { src: string }) => {
  const [failed, setFailed] = useState<string | null>(null);
  const shown = failed === src ? brand.logo : src;
  return (
    <img
      src={shown}
      alt={brand.name}
      width="132"
      height="32"
      onError={() => {
        if (shown !== brand.logo) setFailed(src);
      }}
    />
  );
};
