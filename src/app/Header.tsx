import { useQuery } from '@tanstack/react-query';
import { memo, useState } from 'react';
import {
  AccountButton,
  CityPrompt,
  CitySelector,
  Favourites,
  Logo,
  PhoneMenu,
  PhoneSearchButton,
  ServicesMenu,
  ServicesSection,
  SheetSettings,
  TopNav,
  useCity,
} from '../features/header/index.ts';
import { SearchBox } from '../features/search/SearchBox.tsx';
import { brand } from '../lib/brand/current.ts';
import { layoutQuery } from '../shared/layout/queries.ts';
import { useBrandFrame } from '../shared/layout/useBrandFrame.ts';
import { PHONE_QUERY } from '../ui/breakpoints.ts';
import { useMediaQuery } from '../ui/useMediaQuery.ts';
import { LangSwitch } from './LangSwitch.tsx';
import { LazySignInDialog } from './LazySignInDialog.tsx';

/**
 * The header (spec §2): logo, search, city, services, favourites, language, account; the main site's
 * sections below (not on arena). Phones get a bar with menu, logo, search and account, and a sheet.
 */
const HeaderView = () => {
  const layout = useQuery(layoutQuery());
  const region = useCity() ?? brand.region;
  const phone = useMediaQuery(PHONE_QUERY);
  const [signIn, setSignIn] = useState(false);
  // Stays mounted after the first opening, so closing it returns focus to the opener as usual.
  const [signInWanted, setSignInWanted] = useState(false);
  const [searching, setSearching] = useState(false);
  const countries = layout.data?.countries;
  const frame = useBrandFrame();
  const account = (
    <AccountButton
      onSignIn={() => {
        setSignInWanted(true);
        setSignIn(true);
      }}
    />
  );

  return (
    <header className={`header hdr ${phone ? 'hdr--phone' : ''}`}>
      <div className="header__inner">
        {phone && (
          <PhoneMenu>
            {brand.features.topNav && <TopNav menu={layout.data?.menu} variant="sheet" />}
            <SheetSettings>
              <CitySelector countries={countries} variant="sheet" />
              <Favourites withText />
              <LangSwitch offered={frame.langs} />
            </SheetSettings>
            <ServicesSection />
          </PhoneMenu>
        )}
        <Logo src={frame.logo} />
        {!phone && (
          <div className="hdr__search">
            <SearchBox region={region} />
          </div>
        )}
        <div className="header__tools">
          {phone ? (
            <PhoneSearchButton open={searching} onToggle={() => setSearching((s) => !s)} />
          ) : (
            <>
              <CitySelector countries={countries} variant="bar" />
              <ServicesMenu />
              <Favourites />
              <LangSwitch offered={frame.langs} />
            </>
          )}
          {account}
        </div>
      </div>
      {phone && searching && (
        <div className="hdr__search-row">
          <SearchBox region={region} autoFocus />
        </div>
      )}
      {!phone && brand.features.topNav && (
        <div className="hdr__nav">
          <TopNav menu={layout.data?.menu} variant="bar" />
        </div>
      )}
      <CityPrompt countries={countries} />
      {signInWanted && <LazySignInDialog open={signIn} onClose={() => setSignIn(false)} />}
    </header>
  );
};

// Memoised: the frame's own re-renders (the restored cache, the texts) pass it by; its queries and texts
// still re-render it (issue 17).
export const Header = memo(HeaderView);
