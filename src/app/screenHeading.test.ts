import { afterEach, describe, expect, it } from 'vitest';
import { screenTitle, sectionOf, whenHeading } from './screenHeading.ts';

describe('sectionOf (a move between sections moves focus; between tabs it does not)', () => {
  it.each([
    ['/tickets/actual', 'tickets'],
    ['/tickets/used', 'tickets'],
    ['/profile/passports', 'profile'],
    ['/balance', 'balance'],
    ['/payment/1003', 'payment'],
    ['/', ''],
    ['/no-such-page', 'no-such-page'],
  ])('%s → %s', (path, section) => expect(sectionOf(path)).toBe(section));
});

describe('screenTitle', () => {
  it.each([
    ['Мои баллы', 'Личный кабинет — Kvitok', 'Мои баллы — Личный кабинет — Kvitok'],
    ['  Page\n   not found ', 'Kvitok', 'Page not found — Kvitok'],
    ['', 'Bileti', 'Bileti'],
    ['Bileti', 'Bileti', 'Bileti'],
  ])('%j, %j → %j', (heading, site, title) => expect(screenTitle(heading, site)).toBe(title));
});

describe('whenHeading', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('waits for the new screen’s own heading, not the one being left', async () => {
    document.body.innerHTML = '<main id="main"><h1>Old</h1></main>';
    const old = document.querySelector('h1');
    const found: string[] = [];
    whenHeading(old, (h) => found.push(h.textContent ?? ''));
    expect(found).toEqual([]);
    const main = document.getElementById('main');
    if (!main) throw new Error('no main');
    main.innerHTML = '<p>loading</p>';
    await Promise.resolve();
    expect(found).toEqual([]);
    main.innerHTML = '<section><h1>New</h1></section>';
    await Promise.resolve();
    expect(found).toEqual(['New']);
  });

  it('answers at once when the heading is there', () => {
    document.body.innerHTML = '<main id="main"><h1>Here</h1></main>';
    const found: string[] = [];
    whenHeading(null, (h) => found.push(h.textContent ?? ''));
    expect(found).toEqual(['Here']);
  });
});
