// @vitest-environment node
// docs/demo-data.md says what the seed holds: its accounts, Anna's orders and the codes are checked
// against a freshly seeded database, so the doc cannot drift from the data it describes.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { seededDb } from '../test-support.ts';
import { USER } from './seed/accounts.ts';

const doc = readFileSync(join(import.meta.dirname, '../../docs/demo-data.md'), 'utf8');
const db = seededDb();
afterAll(() => db.close());

/** The rows of the markdown table under `## heading`, as cells. */
const table = (heading: string): string[][] => {
  const section = doc.split(/^## /m).find((s) => s.startsWith(heading)) ?? '';
  return section
    .split('\n')
    .filter((line) => line.startsWith('|') && !/^\|[-| ]+\|$/.test(line))
    .slice(1)
    .map((line) =>
      line
        .slice(1, -1)
        .split('|')
        .map((cell) => cell.trim()),
    );
};

const one = (sql: string, ...params: (string | number)[]) => db.prepare(sql).get(...params);

describe('docs/demo-data.md matches the seed', () => {
  it('accounts: the ones that exist before signing up are there, with the documented points', () => {
    const rows = table('Accounts');
    expect(rows.length).toBe(7);
    for (const [who = '', phone = '', , notes = ''] of rows) {
      const digits = phone.replace(/\D/g, '');
      const user = one('SELECT balance, is_static, is_banned FROM users WHERE phone = ?', digits);
      const signsUpFirst = /not in the database|new customer|SEED_HEAVY/.test(`${who} ${notes}`);
      expect(user === undefined, `${who} ${phone}`).toBe(signsUpFirst);
      const points = /(\d+) points/.exec(notes)?.[1];
      if (user && points) expect(user.balance, who).toBe(Number(points));
      if (user && /static/.test(who)) expect(user.is_static).toBe(1);
      if (user && /banned/.test(who)) expect(user.is_banned).toBe(1);
    }
  });

  it("Anna's orders: every id is hers, in the documented state", () => {
    const rows = table("Anna's orders");
    expect(rows.length).toBe(16);
    for (const [id = '', , state = ''] of rows) {
      const [from = 0, to = from] = id.split('–').map(Number);
      for (let n = from; n <= to; n += 1) {
        const order = one('SELECT user_id, status, type, is_from_external FROM orders WHERE id = ?', n);
        expect(order, `order ${n}`).toBeDefined();
        expect(order?.user_id, `order ${n}`).toBe(1);
        const status = /status (\d)/.exec(state)?.[1];
        if (status) expect(order?.status, `order ${n}`).toBe(Number(status));
        if (/^paid/.test(state)) expect(order?.status, `order ${n}`).toBe(1);
        if (/^booking/.test(state)) expect([order?.type, order?.status], `order ${n}`).toEqual([6, 0]);
        if (/^external/.test(state)) expect(order?.is_from_external, `order ${n}`).toBe(1);
      }
    }
  });

  it('codes: each exists and does what the doc says', () => {
    const codes = table('Codes').map(([code = '']) => code.replace(/`/g, ''));
    expect(codes).toEqual(['PROMO100', 'EARLY2026', 'USED2025', 'EXT-12345', '1111']);
    expect(one('SELECT points FROM promo_codes WHERE code = ? AND active = 1', 'PROMO100')?.points).toBe(100);
    expect(one('SELECT used_at FROM early_booking_codes WHERE code = ?', 'EARLY2026')?.used_at).toBeNull();
    expect(one('SELECT used_at FROM early_booking_codes WHERE code = ?', 'USED2025')?.used_at).not.toBeNull();
    expect(one('SELECT order_id FROM external_tickets WHERE number = ?', 'EXT-12345')?.order_id).toBe(1041);
  });

  it("Anna's cards", () => {
    for (const code of ['7700111122223333', '7700444455556666'])
      expect(doc.replace(/(\d{4}) (?=\d{4})/g, '$1')).toContain(code);
    expect(one('SELECT count(*) AS n FROM client_cards WHERE user_id = 1')?.n).toBe(2);
    expect(
      one("SELECT count(*) AS n FROM payment_cards WHERE user_id = 1 AND last4 IN ('4242', '5454')")?.n,
    ).toBe(2);
  });

  it('club cards: the register holds exactly the documented numbers, linked as documented', () => {
    const register = db
      .prepare(
        `SELECT r.code, p.name, c.user_id FROM card_register r JOIN card_programs p ON p.id = r.program_id
         LEFT JOIN client_cards c ON c.code = r.code ORDER BY r.code`,
      )
      .all()
      .map((r) => [r.code, r.name, r.user_id]);
    const documented = table('Club cards').map(([number = '', program = '', holder = '']) => [
      number.replace(/ /g, ''),
      program,
      /^nobody/.test(holder) ? null : USER[holder.toLowerCase() as keyof typeof USER],
    ]);
    expect(documented.sort()).toEqual(register.sort());
  });
});
