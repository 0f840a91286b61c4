import { useLingui } from '@lingui/react/macro';
import { type ReactNode, useState } from 'react';
import { Dialog } from '../../ui/Dialog.tsx';
import { Icon } from './icons.tsx';

/** The phone header's menu button and the sheet it opens (sections, city, services, language…). */
export const PhoneMenu = ({ children }: { children: ReactNode }) => {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        className="hdr-button hdr-phone-only"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-label={t`Menu`}
        onClick={() => setOpen(true)}
      >
        <Icon name="menu" />
      </button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        title={t`Menu`}
        closeLabel={t`Close`}
        className="sheet"
      >
        {/* A click on any link or button of the sheet (not a select) closes it. */}
        {/* biome-ignore lint/a11y/noStaticElementInteractions: delegation; the targets are the sheet's own controls. */}
        {/* biome-ignore lint/a11y/useKeyWithClickEvents: keyboard activation of those controls fires click too. */}
        <div
          className="sheet__content"
          onClick={(e) => {
            if (e.target instanceof Element && e.target.closest('a')) setOpen(false);
          }}
        >
          {children}
        </div>
      </Dialog>
    </>
  );
};
