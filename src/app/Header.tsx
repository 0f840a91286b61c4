import { useQuery } from '@tanstack/react-query';
import { lazy, memo, Suspense, useState } from 'react';
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
import { SearchBox } from '../features/search/index.ts';
import { brand } from '../lib/brand/current.ts';
import { isSignedIn } from '../lib/session/session.ts';
import { layoutQuery } from '../shared/layout/queries.ts';
import { useBrandFrame } from '../shared/layout/useBrandFrame.ts';
import { PHONE_QUERY } from '../ui/breakpoints.ts';
import { LoadBoundary } from '../ui/LoadBoundary.tsx';
import { useMediaQuery } from '../ui/useMediaQuery.ts';
import './account-nav.css';
import { InstallSlot } from './install/InstallSlot.tsx';
import { LangSwitch } from './LangSwitch.tsx';
import { LazySignInDialog } from './LazySignInDialog.tsx';
import { laterParts } from './laterParts.ts';
import { insideBrandSite } from './surroundings.ts';

/**
 * The header (spec §2): logo, search, city, services, favourites, language, account; the main site's
 * sections below (not on arena). Phones get a bar with menu, logo, search and account, and a sheet.
 */
// Without a side menu (arena) the account's sections need a way in, unless the brand's site frames the
// cabinet and its menu has them (docs/decisions-header.md).
const ownNav = isSignedIn() && !brand.features.sideMenu && !insideBrandSite();
// Its code is arena's alone, with the frame's later parts; its row's height is held meanwhile (account-nav.css).
const AccountNav = lazy(() => laterParts().then((m) => ({ default: m.AccountNav })));
const navPlace = <div className="account-nav" aria-hidden="true" />;

const HeaderView = () => {
  const layout = useQuery(layoutQuery());
  const region = useCity() ?? brand.region;
  const phone = useMediaQuery(PHONE_QUERY);
  const [signIn, setSignIn] = useState(false);
  // Stays mounted after the first opening, so closing it returns focus to the opener as usual.
  const [signInWanted, setSignInWanted] = useState(false);
  const [searching, setSearching] = useState(false);
  // The query outlives its field: crossing the phone breakpoint swaps the field, the query stays (and
  // the phone's search row shows while it holds one). Closing the phone's row drops it.
  const [query, setQuery] = useState('');
  const phoneSearchOpen = searching || query !== '';
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
              <LangSwitch offered={frame.langs} variant="sheet" />
            </SheetSettings>
            <ServicesSection />
            <InstallSlot place="sheet" />
          </PhoneMenu>
        )}
        <Logo src={frame.logo} />
        {!phone && (
          <div className="hdr__search">
            {/* Focused when it takes over a query typed on the phone's field (a window turned wide). */}
            <SearchBox region={region} value={query} onValueChange={setQuery} autoFocus={query !== ''} />
          </div>
        )}
        <div className="header__tools">
          {phone ? (
            <PhoneSearchButton
              open={phoneSearchOpen}
              onToggle={() => {
                if (phoneSearchOpen) setQuery('');
                setSearching(!phoneSearchOpen);
              }}
            />
          ) : (
            <>
              <CitySelector countries={countries} variant="bar" />
              <ServicesMenu />
              <Favourites />
              <LangSwitch offered={frame.langs} variant="bar" />
            </>
          )}
          {account}
        </div>
      </div>
      {phone && phoneSearchOpen && (
        <div className="hdr__search-row">
          <SearchBox
            region={region}
            value={query}
            // Typed into, the row stays open when the query is emptied (Escape clears it): a row opened by a
            // query carried over from the wide bar would otherwise vanish under the customer's focus.
            onValueChange={(value) => {
              setSearching(true);
              setQuery(value);
            }}
            autoFocus
          />
        </div>
      )}
      {!phone && brand.features.topNav && (
        <div className="hdr__nav">
          <TopNav menu={layout.data?.menu} variant="bar" />
        </div>
      )}
      {ownNav && (
        <LoadBoundary fallback={() => navPlace}>
          <Suspense fallback={navPlace}>
            <AccountNav />
          </Suspense>
        </LoadBoundary>
      )}
      <CityPrompt countries={countries} />
      {signInWanted && <LazySignInDialog open={signIn} onClose={() => setSignIn(false)} />}
    </header>
  );
};

// Memoised: the frame's own re-renders (the restored cache, the texts) pass it by; its queries and texts
// still re-render it.
export const Header = memo(HeaderView);
