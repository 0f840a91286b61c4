import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { brand } from '../../lib/brand/current.ts';
import { Dialog } from '../../ui/Dialog.tsx';
import { NavIcon } from '../navIcons.tsx';
import { declineInstall, promptInstall, useInstallWay } from './installState.ts';
import './install.css';

export type OfferPlace = 'menu' | 'sheet' | 'page';

/** The icon the home screen gets (apple-touch-icon, written by the build from the brand's art). */
const name = brand.name;
const homeIcon = `/brand/${brand.id}/apple-touch-icon.png`;

const Glyph = ({ d }: { d: string }) => <NavIcon d={d} className="install__glyph" />;
const INSTALL = 'M12 4v11 M7.5 10.5 12 15l4.5-4.5 M5 19h14';
// Safari's own pictures: Share (a box with an arrow up) and Add to Home Screen (a plus in a box).
const SHARE = 'M12 3v12 M8 7l4-4 4 4 M6 11H5v10h14V11h-1';
const ADD = 'M5 4h14a1 1 0 0 1 1 1v14a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V5a1 1 0 0 1 1-1z M12 8v8 M8 12h8';

/** Safari has no install prompt: the steps of its Share sheet, with the icon the home screen will show. */
const AppleSteps = ({ onClose }: { onClose: () => void }) => {
  const { t } = useLingui();
  return (
    <Dialog open onClose={onClose} title={t`Install ${name}`} closeLabel={t`Close`} className="install-steps">
      <ol className="install-steps__list">
        <li>
          <Glyph d={SHARE} />
          <span>
            <Trans>Tap “Share” in Safari’s toolbar.</Trans>
          </span>
        </li>
        <li>
          <Glyph d={ADD} />
          <span>
            <Trans>Choose “Add to Home Screen”.</Trans>
          </span>
        </li>
        <li>
          <img src={homeIcon} alt="" width="20" height="20" className="install__icon" />
          <span>
            <Trans>Tap “Add”.</Trans>
          </span>
        </li>
      </ol>
    </Dialog>
  );
};

/**
 * The quiet offer to install: an entry of a menu, or a card at the foot of the tickets page with "Not now".
 * Where the browser prompts (Android, desktop), its dialog; on an iPhone or iPad, Safari's steps.
 */
export const InstallOffer = ({ place }: { place: OfferPlace }) => {
  const way = useInstallWay();
  const [steps, setSteps] = useState(false);
  if (!way) return null;
  const install = () => {
    if (way === 'prompt') void promptInstall();
    else setSteps(true);
  };
  const stepsDialog = steps && <AppleSteps onClose={() => setSteps(false)} />;
  if (place !== 'page') {
    const entry = (
      <button
        type="button"
        className={place === 'menu' ? 'side-menu__action' : 'sheet-link'}
        onClick={install}
      >
        <Glyph d={INSTALL} />
        <Trans>Install {name}</Trans>
      </button>
    );
    return place === 'menu' ? (
      <li className="install__menu-item">
        {entry}
        {stepsDialog}
      </li>
    ) : (
      <>
        {entry}
        {stepsDialog}
      </>
    );
  }
  return (
    <aside className="install-card" aria-labelledby="install-card-title">
      <img src={homeIcon} alt="" width="48" height="48" className="install__icon" />
      <div className="install-card__text">
        <h2 id="install-card-title" className="install-card__title">
          <Trans>Install {name}</Trans>
        </h2>
        <p>
          <Trans>Your tickets and cards a tap away, and at the gate even without the internet.</Trans>
        </p>
      </div>
      <div className="install-card__actions">
        <button type="button" className="button button--primary" onClick={install}>
          <Trans>Install</Trans>
        </button>
        <button type="button" className="button" onClick={declineInstall}>
          <Trans>Not now</Trans>
        </button>
      </div>
      {stepsDialog}
    </aside>
  );
};
