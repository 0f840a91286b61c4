import { afterEach, describe, expect, it } from 'vitest';
import { decodeChunkMap, encodeChunkMap, ROUTE_CHUNKS_META } from './chunkMap.ts';
import { preloadRouteCode, routeFilesFor } from './routeChunks.ts';

const FILES = [
  'tickets',
  'tickets/actual',
  'tickets/booked',
  'tickets/index',
  'balance',
  'profile',
  'profile.info',
  'profile.index',
  'payment.$id',
  'erip.$orderId',
  'index',
];

afterEach(() => {
  for (const el of document.head.querySelectorAll('meta, link')) el.remove();
});

describe('routeFilesFor', () => {
  it.each([
    ['/tickets/actual', ['tickets', 'tickets/actual']],
    ['/tickets/booked/', ['tickets', 'tickets/booked']],
    ['/tickets', ['tickets', 'tickets/actual']],
    ['/', ['tickets', 'tickets/actual']],
    ['/balance', ['balance']],
    ['/profile/info', ['profile', 'profile.info']],
    ['/profile', ['profile', 'profile.index']],
    ['/payment/1003', ['payment.$id']],
    ['/erip/7', ['erip.$orderId']],
    ['/nowhere', []],
  ])('%s needs %j', (path, files) => {
    expect(routeFilesFor(path, FILES).toSorted()).toEqual(files.toSorted());
  });
});

describe('the build map', () => {
  it('is read back as written, scripts and stylesheets', () => {
    const map = {
      'tickets/actual': ['assets/actual-1.js', 'assets/OrderList-2.js', 'assets/tickets-3.css'],
      'lang:ru': ['assets/ru-4.js'],
    };
    expect(decodeChunkMap(encodeChunkMap(map))).toEqual(map);
  });

  it('preloads the route and language named by index.html', () => {
    const meta = document.createElement('meta');
    meta.name = ROUTE_CHUNKS_META;
    meta.content = 'tickets=t-1,tickets-2.css;tickets/actual=a-3;balance=b-4;lang:ru=ru-5;lang:en=en-6';
    document.head.append(meta);
    const links = () =>
      [...document.head.querySelectorAll('link')].map(
        (l) =>
          `${l.rel}${l.getAttribute('as') ? `:${l.getAttribute('as')}` : ''} ${l.getAttribute('href')} ${l.getAttribute('fetchpriority')}`,
      );
    preloadRouteCode('/tickets/actual', 'ru');
    expect(links().toSorted()).toEqual([
      'modulepreload /assets/a-3.js low',
      'modulepreload /assets/ru-5.js low',
      'modulepreload /assets/t-1.js low',
      'preload:style /assets/tickets-2.css low',
    ]);
    for (const l of document.head.querySelectorAll('link')) l.remove();
    preloadRouteCode('/balance', 'en');
    expect(links().toSorted()).toEqual([
      'modulepreload /assets/b-4.js low',
      'modulepreload /assets/en-6.js low',
    ]);
    for (const l of document.head.querySelectorAll('link')) l.remove();
    preloadRouteCode(null, 'en');
    expect(links()).toEqual(['modulepreload /assets/en-6.js low']);
    meta.remove();
  });

  it.each([
    ['an orders tab: the first part of the texts only', '/tickets/actual', ['a-3', 'ru-5']],
    ['the actual tab by its redirect', '/', ['a-3', 'ru-5']],
    ['another screen: both parts at once', '/balance', ['b-4', 'ru-5', 'ru-rest-7']],
    ['signed out: the first part only', null, ['ru-5']],
  ])('%s', (_name, path, files) => {
    const meta = document.createElement('meta');
    meta.name = ROUTE_CHUNKS_META;
    meta.content = 'tickets/actual=a-3;balance=b-4;lang:ru=ru-5;rest:ru=ru-rest-7;rest:en=en-rest-8';
    document.head.append(meta);
    preloadRouteCode(path, 'ru');
    const code = [...document.head.querySelectorAll('link')].map((l) =>
      (l.getAttribute('href') ?? '').replace(/^\/assets\/|\.js$/g, ''),
    );
    expect(code.toSorted()).toEqual(files);
    for (const l of document.head.querySelectorAll('link')) l.remove();
    meta.remove();
  });
});
