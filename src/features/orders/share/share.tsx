// Giving one ticket (loaded on the first tap of a Share button, ShareButton.tsx): its image is made on the
// device and handed to the system share sheet (Web Share with a file). Where a browser cannot share files,
// or the tap's permission ran out while the image was made, a dialog shows the image with the way to
// save it (and to share it, with a tap of its own). Copying it is not offered: the cabinet's permissions
// policy allows no clipboard writes (deploy/hosting.ts).
import type { I18n } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import type { Lang } from '../../../kernel/langs.ts';
import { brand } from '../../../lib/brand/current.ts';
import { downloadFile } from '../../../lib/download.ts';
import { Dialog } from '../../../ui/Dialog.tsx';
import type { Order } from '../api.ts';
import { type SharedTicket, sharedTicket } from './sharedTicket.ts';
import { ticketImage } from './ticketImage.ts';
import './share.css';

export type Prepared = { ticket: SharedTicket; file: File };

/** The ticket's image and texts; null when the ticket admits no more (returned meanwhile, the event over). */
export const prepare = async (
  order: Order,
  ticketId: number,
  i18n: I18n,
  lang: Lang,
): Promise<Prepared | null> => {
  const now = Math.floor(Date.now() / 1000);
  const ticket = sharedTicket(
    order,
    ticketId,
    { now, brandName: brand.name, utcOffsetHours: brand.utcOffsetHours },
    i18n,
    lang,
  );
  return ticket ? { ticket, file: await ticketImage(ticket) } : null;
};

const shareData = ({ ticket, file }: Prepared): ShareData => ({
  files: [file],
  title: ticket.shareTitle,
  text: `${ticket.shareText}\n${ticket.admitsOnce}`,
});

const canShareFile = (p: Prepared): boolean =>
  typeof navigator.canShare === 'function' && navigator.canShare({ files: [p.file] });

/**
 * Hands the image to the share sheet: 'done' when shared or when the customer closed the sheet, 'fallback'
 * when this browser cannot share it (no file sharing, or the tap's permission has run out).
 */
export const share = async (p: Prepared): Promise<'done' | 'fallback'> => {
  if (!canShareFile(p)) return 'fallback';
  try {
    await navigator.share(shareData(p));
    return 'done';
  } catch (e) {
    return e instanceof DOMException && e.name === 'AbortError' ? 'done' : 'fallback';
  }
};

/** The image, its note and the ways to pass it on where the first tap could not open the share sheet. */
const ShareDialog = ({ prepared, onClose }: { prepared: Prepared; onClose: () => void }) => {
  const { t } = useLingui();
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    const url = URL.createObjectURL(prepared.file);
    setSrc(url);
    return () => URL.revokeObjectURL(url);
  }, [prepared.file]);
  const { ticket } = prepared;
  const { code, title, seat } = ticket;
  return (
    <Dialog open onClose={onClose} closeLabel={t`Close`} title={t`Share the ticket`} className="share-dialog">
      <div className="form">
        {src && (
          <img
            className="share-dialog__image"
            src={src}
            alt={`${t`Ticket ${code}: ${title}, ${seat}`}. ${ticket.admitsOnce}`}
            data-testid="shared-image"
          />
        )}
        <p>
          <Trans>Save the ticket's image and send it in a messenger or by e-mail.</Trans>
        </p>
        <div className="share-dialog__actions">
          {canShareFile(prepared) && (
            <button
              type="button"
              className="button button--primary"
              onClick={() => void share(prepared).then((r) => r === 'done' && onClose())}
            >
              <Trans>Share</Trans>
            </button>
          )}
          <button
            type="button"
            className="button button--primary"
            data-autofocus
            onClick={() => downloadFile(ticket.fileName, prepared.file)}
          >
            <Trans>Save image</Trans>
          </button>
        </div>
      </div>
    </Dialog>
  );
};

export default ShareDialog;
