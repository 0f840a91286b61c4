// The .ics of one order, written and downloaded on tap: loaded on demand, so the writer is not on the
// first load (the bundle budget).
import { brand } from '../../../lib/brand/current.ts';
import { type CalendarEntry, toIcs } from '../../../lib/calendar/ics.ts';
import { downloadText } from '../../../lib/download.ts';

export const downloadCalendarEntry = (entry: CalendarEntry, fileName: string): void => {
  const ics = toIcs([entry], {
    prodId: `-//${brand.name}//Cabinet//EN`,
    nowS: Math.floor(Date.now() / 1000),
  });
  downloadText(fileName, 'text/calendar;charset=utf-8', ics);
};
