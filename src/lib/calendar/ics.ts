// An iCalendar file (RFC 5545) with one event per entry: what "Add to calendar" hands to the device's
// calendar. Domain-free; the orders feature says what goes in it (features/orders/documents/calendar.ts). Times are
// written in UTC (the platform's times are instants; the brand's +3/+4 h is only how they are shown), so
// every calendar places the event right whatever its own zone.

export type CalendarEntry = {
  /** Stable per event: adding the same event again updates it instead of duplicating it. */
  uid: string;
  title: string;
  /** Unix seconds. */
  start: number;
  durationS: number;
  location: string | null;
  description: string;
  /** A reminder this many seconds before the start, or null for none. */
  remindBeforeS: number | null;
};

/** `20261201T160000Z` for a unix time in seconds. */
export const icsUtc = (unixS: number): string =>
  new Date(unixS * 1000)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

/** A DURATION value: `PT2H`, `PT1H30M`, `P1D`. */
export const icsDuration = (seconds: number): string => {
  const s = Math.max(0, Math.round(seconds));
  const days = Math.floor(s / 86_400);
  const h = Math.floor((s % 86_400) / 3600);
  const m = Math.floor((s % 3600) / 60);
  const time = `${h ? `${h}H` : ''}${m ? `${m}M` : ''}${s % 60 ? `${s % 60}S` : ''}`;
  if (!time) return days ? `P${days}D` : 'PT0S';
  return `P${days ? `${days}D` : ''}T${time}`;
};

/** TEXT escaping (RFC 5545 3.3.11): backslash, semicolon, comma and line breaks. */
export const icsText = (value: string): string =>
  value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');

const encoder = new TextEncoder();

/** Folds a content line at 75 octets (RFC 5545 3.1), never inside a character. */
export const foldLine = (line: string): string => {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const ch of line) {
    const size = encoder.encode(ch).length;
    // Continuation lines start with a space, which counts against their 75 octets.
    const limit = parts.length === 0 ? 75 : 74;
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += ch;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
};

const eventLines = (e: CalendarEntry, stamp: string): string[] => [
  'BEGIN:VEVENT',
  `UID:${icsText(e.uid)}`,
  `DTSTAMP:${stamp}`,
  `DTSTART:${icsUtc(e.start)}`,
  `DURATION:${icsDuration(e.durationS)}`,
  `SUMMARY:${icsText(e.title)}`,
  ...(e.location ? [`LOCATION:${icsText(e.location)}`] : []),
  `DESCRIPTION:${icsText(e.description)}`,
  ...(e.remindBeforeS === null
    ? []
    : [
        'BEGIN:VALARM',
        'ACTION:DISPLAY',
        `TRIGGER:-${icsDuration(e.remindBeforeS)}`,
        `DESCRIPTION:${icsText(e.title)}`,
        'END:VALARM',
      ]),
  'END:VEVENT',
];

/** The whole file: CRLF line ends, folded lines. `nowS` stamps it (DTSTAMP). */
export const toIcs = (entries: readonly CalendarEntry[], opts: { prodId: string; nowS: number }): string =>
  `${[
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:${opts.prodId}`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    ...entries.flatMap((e) => eventLines(e, icsUtc(opts.nowS))),
    'END:VCALENDAR',
  ]
    .map(foldLine)
    .join('\r\n')}\r\n`;
