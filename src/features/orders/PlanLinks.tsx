// "Add to calendar" and "Directions" under an order's facts (issue 23, docs/decisions-calendar.md).
// Both work from the device's copy of the order: the calendar file is made here, the directions are a
// maps search for the venue's address.
import { useLingui } from '@lingui/react/macro';
import { safeHref } from '../../lib/safeUrl.ts';
import type { Order } from './api.ts';
import { calendarEntryFor, directionsUrl, offersCalendar } from './calendar.ts';
import type { Ctx } from './rules.ts';

type Props = { order: Order; ctx: Ctx; title: string; venue: string | undefined };

export const PlanLinks = ({ order, ctx, title, venue }: Props) => {
  const { t } = useLingui();
  const calendar = offersCalendar(order, ctx);
  const directions = safeHref(directionsUrl(order, venue));
  if (!calendar && !directions) return null;
  const addToCalendar = () => {
    const texts = {
      title,
      venue,
      orderLine: t`Order № ${order.id} · code ${order.code}`,
      codesLine: (codes: string) => t`Codes: ${codes}`,
    };
    const entry = calendarEntryFor(order, texts, window.location.hostname);
    if (!entry) return;
    void import('./calendarFile.ts').then((m) => m.downloadCalendarEntry(entry, `order-${order.id}.ics`));
  };
  return (
    <p className="order-card__plan">
      {calendar && (
        <button type="button" className="order-card__plan-link" onClick={addToCalendar}>
          {t`Add to calendar`}
        </button>
      )}
      {directions && (
        <a className="order-card__plan-link" href={directions} target="_blank" rel="noopener noreferrer">
          {t`Directions`}
        </a>
      )}
    </p>
  );
};
