// @vitest-environment node
// The demo data follows the request's language like the server's own texts (`lang`, then
// Accept-Language, then the brand's): an English or Belarusian customer of the Belarusian brand read
// Russian payment methods, stations and seat plans; a Russian customer of the Georgian brand read
// Georgian sectors and halls. The answers keep their shapes: one language per answer.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Lang } from '../../src/kernel/langs.ts';
import { bearer, signIn, startApp, type TestApp } from '../test-support.ts';

let app: TestApp;
let anna: Record<string, string>;
let nino: Record<string, string>;
beforeAll(async () => {
  app = await startApp();
  anna = bearer(await signIn(app, '+375 29 111-11-11', 'demo-pass'));
  nino = {
    ...bearer(await signIn(app, '+995 555 12 34 56', 'demo-pass', 'ge.localhost')),
    host: 'ge.localhost',
  };
});
afterAll(() => app.close());

type Ticket = {
  section_name: string | null;
  hall_name: string | null;
  performance: { name: string };
  session: { object: { name: string; address: string }; company: { name: string; address: string } };
};
type Order = {
  tickets: Ticket[];
  trains: { fio: string; additionalTerms: string | null }[];
  train: { from: string; to: string; carrierName: string } | null;
  items: { name: string }[];
  services: { name: string }[];
  coupons: { name: string }[];
};
type Method = { name: string; shortDescription: string };

const order = async (id: number, query: string, who = anna, headers: Record<string, string> = {}) => {
  const res = await app.get(`/api/v3/users/me/orders/${id}${query}`, { ...who, ...headers });
  expect(res.status).toBe(200);
  return res.json<Order>();
};

const methods = async (headers: Record<string, string>, who = anna) => {
  const res = await app.get('/api/v2/frame/payment?order_id=1005', { ...who, ...headers });
  expect(res.status).toBe(200);
  return res.json<{ methods: Method[] }>().methods;
};

const seat = (o: Order) => {
  const [t] = o.tickets;
  if (!t) throw new Error('no ticket');
  return [t.performance.name, t.section_name, t.hall_name, t.session.object.name];
};

describe('an order in the asked language (spec §7: lang)', () => {
  it.each<[Lang, string[], string, string]>([
    ['ru', ['Лебединое озеро', 'Партер', 'Большой зал', 'Большой театр'], 'г. Минск', 'ГУ «Большой'],
    [
      'en',
      ['Swan Lake', 'Stalls', 'Grand Hall', 'Bolshoi Theatre'],
      '1 Paris Commune Square, Minsk',
      'Bolshoi',
    ],
    ['be', ['Лебядзінае возера', 'Партэр', 'Вялікая зала', 'Вялікі тэатр'], 'г. Мінск', 'ДУ «Вялікі'],
    ['ge', ['გედების ტბა', 'პარტერი', 'დიდი დარბაზი', 'დიდი თეატრი'], 'ქ. მინსკი', 'სახელმწიფო'],
    ['az', ['Qu gölü', 'Parter', 'Böyük zal', 'Böyük Teatr'], 'Minsk şəhəri', '“Belarus Böyük'],
  ])('%s: a ticket of order 1001, its venue and organiser', async (lang, names, address, company) => {
    const o = await order(1001, `?lang=${lang}`);
    expect(seat(o)).toEqual(names);
    const [t] = o.tickets;
    expect(t?.session.object.address).toContain(address);
    expect(t?.session.company.name.startsWith(company)).toBe(true);
  });

  it.each<[Lang, [string, string, string], string]>([
    ['en', ['Minsk-Passazhirsky', 'Brest-Tsentralny', 'Belarusian Railway'], 'Bed linen'],
    ['be', ['Мінск-Пасажырскі', 'Брэст-Цэнтральны', 'Беларуская чыгунка'], 'Пасцельная бялізна'],
    ['ge', ['მინსკ-სამგზავრო', 'ბრესტ-ცენტრალური', 'ბელარუსის რკინიგზა'], 'თეთრეული'],
    ['az', ['Minsk-Sərnişin', 'Brest-Mərkəzi', 'Belarus Dəmir Yolu'], 'Yataq dəsti'],
  ])('%s: the train of order 1007; the passengers keep their names', async (lang, route, terms) => {
    const o = await order(1007, `?lang=${lang}`);
    expect([o.train?.from, o.train?.to, o.train?.carrierName]).toEqual(route);
    expect(o.trains.map((t) => t.additionalTerms)).toEqual([terms, null]);
    expect(o.trains.map((t) => t.fio)).toEqual(['ИВАНОВА АННА СЕРГЕЕВНА', 'ИВАНОВ ПАВЕЛ ОЛЕГОВИЧ']);
  });

  it('the lines of an order: a subscription item, a service, a coupon', async () => {
    expect((await order(1009, '?lang=en')).items.map((i) => i.name)).toEqual([
      'Pool, 8 visits',
      'Pool, 8 visits',
    ]);
    const ballet = await order(1014, '?lang=az');
    expect(ballet.services.map((s) => s.name)).toEqual(['Tamaşanın proqramı']);
    expect(ballet.coupons.map((c) => c.name)).toEqual(['Baletə 5 rubl endirim']);
  });

  it('the lists too, and Accept-Language when no lang is given', async () => {
    const res = await app.get('/api/v3/users/me/orders?type=actual&page=1', {
      ...anna,
      'accept-language': 'en',
    });
    const list = res.json<{ data: (Order & { id: number })[] }>().data;
    const swanLake = list.find((o) => o.id === 1001);
    expect(swanLake && seat(swanLake)).toEqual(['Swan Lake', 'Stalls', 'Grand Hall', 'Bolshoi Theatre']);
  });

  it.each<[Lang, string[]]>([
    ['ru', ['Абесалом и Этери', 'Партер', 'Большой зал', 'Тбилисский театр оперы и балета']],
    ['en', ['Abesalom and Eteri', 'Stalls', 'Grand Hall', 'Tbilisi Opera and Ballet Theatre']],
    ['az', ['Abesalom və Eteri', 'Parter', 'Böyük zal', 'Tbilisi Opera və Balet Teatrı']],
  ])('%s on the Georgian brand: Nino’s order 2001, written in Georgian', async (lang, names) => {
    const o = await order(2001, `?lang=${lang}`, nino);
    expect(seat(o)).toEqual(names);
  });

  it('Georgian by default on the Georgian host', async () => {
    expect(seat(await order(2001, '', nino))).toEqual([
      'აბესალომ და ეთერი',
      'პარტერი',
      'დიდი დარბაზი',
      'თბილისის ოპერისა და ბალეტის თეატრი',
    ]);
  });
});

describe('payment methods in the request’s language', () => {
  it.each<[string, string[], string]>([
    ['ru', ['Банковская карта', 'Рассрочка по карте', 'ЕРИП', 'Баллы'], 'Visa, Mastercard, Белкарт'],
    ['en-GB,en;q=0.9', ['Bank card', 'Card instalments', 'ERIP', 'Points'], 'Visa, Mastercard, Belkart'],
    ['be', ['Банкаўская картка', 'Растэрміноўка па картцы', 'ЕРІП', 'Балы'], 'Visa, Mastercard, Белкарт'],
    ['ka', ['საბანკო ბარათი', 'განვადება ბარათით', 'ERIP სისტემა', 'ქულები'], 'Visa, Mastercard, ბელკარტი'],
    ['az', ['Bank kartı', 'Kartla hissə-hissə ödəniş', 'ERIP', 'Ballar'], 'Visa, Mastercard, Belkart'],
  ])('Accept-Language %s on the Belarusian brand', async (header, names, cards) => {
    const list = await methods({ 'accept-language': header });
    expect(list.map((m) => m.name)).toEqual(names);
    expect(list[0]?.shortDescription).toBe(cards);
  });

  it('lang above Accept-Language; the Georgian brand’s card method in Russian', async () => {
    const res = await app.get('/api/v2/frame/payment?order_id=1005&lang=be', {
      ...anna,
      'accept-language': 'en',
    });
    expect(res.json<{ methods: Method[] }>().methods[0]?.name).toBe('Банкаўская картка');
    const ge = await app.get('/api/v2/frame/payment?order_id=2001', { ...nino, 'accept-language': 'ru' });
    expect(ge.json<{ methods: Method[] }>().methods.map((m) => m.name)).toEqual([
      'Банковская карта',
      'Баллы',
    ]);
  });
});
