import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { type CalendarEntry, foldLine, icsDuration, icsText, icsUtc, toIcs } from './ics.ts';

const ENTRY: CalendarEntry = {
  uid: 'order-1001@localhost',
  title: 'Лебединое озеро; балет, в 2 актах',
  start: Date.UTC(2026, 11, 1, 16, 0, 0) / 1000,
  durationS: 7200,
  location: 'Большой театр, г. Минск, пл. Парижской Коммуны, 1',
  description: 'Заказ № 1001 · код 592539\nКоды: 123456789012, 123456789013',
  remindBeforeS: 86_400,
};

const parse = (ics: string) => {
  const calendar = new ICAL.Component(ICAL.parse(ics));
  const vevent = calendar.getFirstSubcomponent('vevent');
  if (!vevent) throw new Error('no VEVENT');
  return { calendar, vevent, event: new ICAL.Event(vevent) };
};

describe('toIcs', () => {
  const ics = toIcs([ENTRY], { prodId: '-//Kvitok//Cabinet//RU', nowS: Date.UTC(2026, 10, 24) / 1000 });

  it('parses with a maintained iCalendar parser, every field as written', () => {
    const { calendar, vevent, event } = parse(ics);
    expect(calendar.getFirstPropertyValue('version')).toBe('2.0');
    expect(calendar.getFirstPropertyValue('prodid')).toBe('-//Kvitok//Cabinet//RU');
    expect(event.uid).toBe('order-1001@localhost');
    expect(event.summary).toBe(ENTRY.title);
    expect(event.location).toBe(ENTRY.location);
    expect(event.description).toBe(ENTRY.description);
    expect(event.startDate.toJSDate().toISOString()).toBe('2026-12-01T16:00:00.000Z');
    expect(event.startDate.zone?.tzid).toBe('UTC');
    expect(event.endDate.toJSDate().toISOString()).toBe('2026-12-01T18:00:00.000Z');
    expect(vevent.getFirstPropertyValue('dtstamp')?.toString()).toBe('2026-11-24T00:00:00Z');
    const alarm = vevent.getFirstSubcomponent('valarm');
    expect(alarm?.getFirstPropertyValue('action')).toBe('DISPLAY');
    expect(alarm?.getFirstPropertyValue('trigger')?.toString()).toBe('-P1D');
  });

  it('ends every line with CRLF and folds none longer than 75 octets', () => {
    expect(ics.endsWith('\r\n')).toBe(true);
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    for (const line of ics.split('\r\n'))
      expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
  });

  it('leaves out LOCATION without a place and VALARM without a reminder', () => {
    const bare = toIcs([{ ...ENTRY, location: null, remindBeforeS: null }], { prodId: 'x', nowS: 0 });
    const { vevent } = parse(bare);
    expect(vevent.getFirstProperty('location')).toBeNull();
    expect(vevent.getFirstSubcomponent('valarm')).toBeNull();
  });
});

describe('pieces', () => {
  it.each([
    [0, '19700101T000000Z'],
    [Date.UTC(2026, 11, 1, 15, 0, 0) / 1000, '20261201T150000Z'],
  ])('icsUtc(%i) = %s', (s, out) => expect(icsUtc(s)).toBe(out));

  it.each([
    [7200, 'PT2H'],
    [3600, 'PT1H'],
    [5400, 'PT1H30M'],
    [86_400, 'P1D'],
    [90_000, 'P1DT1H'],
    [0, 'PT0S'],
  ])('icsDuration(%i) = %s', (s, out) => expect(icsDuration(s)).toBe(out));

  it.each([
    ['a;b,c', 'a\\;b\\,c'],
    ['line\nnext', 'line\\nnext'],
    ['back\\slash', 'back\\\\slash'],
  ])('icsText(%j) = %j', (s, out) => expect(icsText(s)).toBe(out));

  it('folds between characters, never inside a multi-byte one', () => {
    const folded = foldLine(`SUMMARY:${'ა'.repeat(60)}`);
    const lines = folded.split('\r\n ');
    expect(lines.length).toBeGreaterThan(1);
    expect(lines.join('')).toBe(`SUMMARY:${'ა'.repeat(60)}`);
    for (const l of lines) expect(new TextEncoder().encode(l).length).toBeLessThanOrEqual(75);
  });
});
