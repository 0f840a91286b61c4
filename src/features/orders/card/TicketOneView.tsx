// One ticket on its own (spec §9 "ticket 100, 90 in one view"): its QR at 90 (a rail ticket's at its
// 80), what it is for, when, and where one sits. The return dialog of a single ticket shows it, so the
// customer sees which of an order's tickets goes back before confirming.
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { formatVenueDateTime } from '../../../kernel/format/dates.ts';
import { brand } from '../../../lib/brand/current.ts';
import { useLang } from '../../../lib/i18n/useLang.ts';
import { QrCode } from '../../../ui/screen-kit/QrCode.tsx';
import type { Order, TicketKind } from '../api.ts';
import { seatLine } from '../gate/gateCodes.ts';
import { oneTicketView } from '../rules/items.ts';
import { QR_SIZE } from './OrderParts.tsx';

export const TicketOneView = ({ order, kind, id }: { order: Order; kind: TicketKind; id: number }) => {
  const { i18n } = useLingui();
  const lang = useLang();
  const view = oneTicketView(order, kind, id);
  if (!view) return null;
  const code = view.code;
  const seat = seatLine(i18n, view.seat);
  return (
    <div className="part ticket-one" data-testid="ticket-one-view">
      {view.qr && (
        <QrCode
          className="part__qr"
          value={view.qr}
          size={kind === 'trains' ? QR_SIZE.train : QR_SIZE.oneView}
          label={i18n._(msg`QR code of ticket ${code}`)}
          eager
        />
      )}
      <div className="part__body">
        <p className="part__title">{view.title}</p>
        {view.at !== null && <p>{formatVenueDateTime(view.at, brand.utcOffsetHours, lang)}</p>}
        {seat && <p>{seat}</p>}
      </div>
    </div>
  );
};
