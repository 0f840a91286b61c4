// Gate mode of an order: its tickets' codes one at a time, full screen (spec §9: scan-ready QR).
import { useLingui } from '@lingui/react/macro';
import { useLang } from '../../../lib/i18n/useLang.ts';
import { GateView } from '../../../ui/screen-kit/GateView.tsx';
import type { Order } from '../api.ts';
import { orderVenue, useOrderTitle } from '../card/orderHeading.ts';
import { GateViewPlanButtons } from '../documents/PlanLinks.tsx';
import type { Ctx } from '../rules/status.ts';
import { ShareButton } from '../share/ShareButton.tsx';
import { gateCodes, gateViewTexts, ticketIdOf, ticketSeat, withSeat } from './gateCodes.ts';

const ShareIcon = () => (
  <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
    <path
      d="M12 3v12M7 8l5-5 5 5M5 13v6a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2v-6"
      stroke="currentColor"
      strokeWidth="2"
      fill="none"
      strokeLinecap="round"
      strokeLinejoin="round"
    />
  </svg>
);

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
  const { t, i18n } = useLingui();
  const lang = useLang();
  const title = useOrderTitle(order);
  return (
    <GateView
      codes={gateCodes(order, ctx, i18n, lang)}
      startKey={startKey}
      onClose={onClose}
      texts={gateViewTexts(i18n)}
      actions={(code) => {
        const ticket = order.tickets.find((x) => x.id === ticketIdOf(code.key));
        return (
          <>
            {ticket && (
              <ShareButton
                order={order}
                ticketId={ticket.id}
                name={withSeat(ticketSeat(i18n, ticket))(t`Share`)}
                className="gate-view__action"
              >
                <ShareIcon />
              </ShareButton>
            )}
            <GateViewPlanButtons order={order} ctx={ctx} title={title} venue={orderVenue(order)} />
          </>
        );
      }}
    />
  );
};
