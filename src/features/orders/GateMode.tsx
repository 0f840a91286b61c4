// Gate mode of an order: its tickets' codes one at a time, full screen (spec §9: scan-ready QR).
import { Trans, useLingui } from '@lingui/react/macro';
import { brand } from '../../lib/brand/current.ts';
import { formatDateTime } from '../../lib/format/dates.ts';
import { useLang } from '../../lib/i18n/useLang.ts';
import { type GateCode, GateView } from '../../ui/GateView.tsx';
import type { Order } from './api.ts';
import { type Ctx, type GatePass, gatePasses } from './rules.ts';

export const GateMode = ({
  order,
  ctx,
  startKey,
  onClose,
}: {
  order: Order;
  ctx: Ctx;
  startKey: string;
  onClose: () => void;
}) => {
  const { t } = useLingui();
  const lang = useLang();
  const seatLine = ({ seat }: GatePass): string =>
    [
      seat.car && t`Car ${seat.car}`,
      seat.section,
      seat.hall,
      seat.row && t`Row ${seat.row}`,
      seat.place && t`Place ${seat.place}`,
    ]
      .filter(Boolean)
      .join(' · ');
  const codes: GateCode[] = gatePasses(order, ctx).map((p) => {
    const code = p.code;
    return {
      key: p.key,
      value: p.qr,
      code,
      title: p.title,
      facts: [formatDateTime(p.at, brand.utcOffsetHours, lang), seatLine(p)].filter(Boolean),
      label: t`QR code of ticket ${code}`,
    };
  });
  return (
    <GateView
      codes={codes}
      startKey={startKey}
      onClose={onClose}
      texts={{
        close: t`Close`,
        previous: t`Previous ticket`,
        next: t`Next ticket`,
        position: (n, of) => t`Ticket ${n} of ${of}`,
      }}
      hint={<Trans>Turn your screen brightness up so the scanner reads the code.</Trans>}
    />
  );
};
