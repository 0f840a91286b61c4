// The header feature's public entry: what the frame composes (src/app/Header.tsx; Shell mounts the main
// site's frame) and the feature's stylesheet. The frame imports this one module, not the feature's files.
import './header.css';

export { AccountButton } from './AccountButton.tsx';
export { CityPrompt } from './CityPrompt.tsx';
export { CitySelector } from './CitySelector.tsx';
export { useCity } from './city.ts';
export { Favourites } from './Favourites.tsx';
export { Logo } from './Logo.tsx';
export { MainSiteFrame } from './MainSiteFrame.tsx';
export { PhoneMenu } from './PhoneMenu.tsx';
export { PhoneSearchButton, SheetSettings } from './PhoneSearchButton.tsx';
export { ServicesMenu, ServicesSection } from './ServicesMenu.tsx';
export { TopNav } from './TopNav.tsx';
