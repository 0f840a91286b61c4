// "Add to calendar" and "Directions" for an order (docs/decisions-calendar.md): text links
// under the card's facts, and round icon buttons in the gate view's bar (out of the QR's way). Both
// work from the device's copy of the order: the calendar file is made here, the directions are a maps
// search for the venue's address.
import { useLingui } from '@lingui/react/macro';
import { useLang } from '../../../lib/i18n/useLang.ts';
import { safeHref } from '../../../lib/safeUrl.ts';
import type { Order } from '../api.ts';
import type { Ctx } from '../rules/status.ts';
import { calendarEntryFor, directionsFor, offersCalendar } from './calendar.ts';

type Props = { order: Order; ctx: Ctx; title: string; venue: string | undefined };

type Plan = { addToCalendar: (() => void) | null; directions: string | null };

const usePlan = ({ order, ctx, title, venue }: Props): Plan => {
  const { t } = useLingui();
  const lang = useLang();
  const addToCalendar = () => {
    const texts = {
      title,
      venue,
      orderLine: t`Order № ${order.id} · code ${order.code}`,
      codesLine: (codes: string) => t`Codes: ${codes}`,
    };
    const entry = calendarEntryFor(order, texts, window.location.hostname, lang);
    if (!entry) return;
    void import('./calendarFile.ts').then((m) => m.downloadCalendarEntry(entry, `order-${order.id}.ics`));
  };
  return {
    addToCalendar: offersCalendar(order, ctx) ? addToCalendar : null,
    directions: safeHref(directionsFor(order, ctx, venue)) ?? null,
  };
};

export const PlanLinks = (props: Props) => {
  const { t } = useLingui();
  const { addToCalendar, directions } = usePlan(props);
  if (!addToCalendar && !directions) return null;
  return (
    <p className="order-card__plan">
      {addToCalendar && (
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

const CalendarIcon = () => (
  <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
    <rect x="4" y="5" width="16" height="15" rx="2" stroke="currentColor" strokeWidth="2" fill="none" />
    <path d="M4 10h16M9 3v4M15 3v4M12 13v5M9.5 15.5h5" stroke="currentColor" strokeWidth="2" />
  </svg>
);

const PinIcon = () => (
  <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
    <path
      d="M12 21s-6-5.6-6-11a6 6 0 0 1 12 0c0 5.4-6 11-6 11z"
      stroke="currentColor"
      strokeWidth="2"
      fill="none"
      strokeLinejoin="round"
    />
    <circle cx="12" cy="10" r="2.2" fill="currentColor" />
  </svg>
);

/** The same two, as the gate view's bar buttons (its fixed height: nothing under them moves). */
export const GateViewPlanButtons = (props: Props) => {
  const { t } = useLingui();
  const { addToCalendar, directions } = usePlan(props);
  return (
    <>
      {addToCalendar && (
        <button
          type="button"
          className="gate-view__action"
          onClick={addToCalendar}
          aria-label={t`Add to calendar`}
          title={t`Add to calendar`}
        >
          <CalendarIcon />
        </button>
      )}
      {directions && (
        <a
          className="gate-view__action"
          href={directions}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={t`Directions`}
          title={t`Directions`}
        >
          <PinIcon />
        </a>
      )}
    </>
  );
};
