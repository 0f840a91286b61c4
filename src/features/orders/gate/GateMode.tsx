// Gate mode of an order: its tickets' codes one at a time, full screen (spec §9: scan-ready QR).
import { useLingui } from '@lingui/react/macro';
import { useLang } from '../../../lib/i18n/useLang.ts';
import { GateView } from '../../../ui/GateView.tsx';
import type { Order } from '../api.ts';
import { orderVenue, useOrderTitle } from '../card/orderHeading.ts';
import { GatePlanButtons } from '../documents/PlanLinks.tsx';
import type { Ctx } from '../rules.ts';
import { gateCodes, gateTexts } from './gateCodes.ts';

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
  const { i18n } = useLingui();
  const lang = useLang();
  const title = useOrderTitle(order);
  return (
    <GateView
      codes={gateCodes(order, ctx, i18n, lang)}
      startKey={startKey}
      onClose={onClose}
      texts={gateTexts(i18n)}
      actions={<GatePlanButtons order={order} ctx={ctx} title={title} venue={orderVenue(order)} />}
    />
  );
};
