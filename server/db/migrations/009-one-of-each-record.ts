// Migration 9: a customer's passports, addresses and saved payment cards are stored once each (30
// identical submits at once were 30 rows). A unique index over what makes a record that record (every
// field; for a payment card what is stored of it: brand, last 4, expiry) lets the database refuse the
// second copy however the requests interleave. Copies already stored keep their first row.
const PASSPORT = `user_id, document_type, series, number, last_name, first_name, coalesce(middle_name, ''), dob,
  coalesce(gender, -1), citizenship, coalesce(issued_by, ''), coalesce(issued_at, ''), coalesce(expires_at, '')`;
const ADDRESS = `user_id, full_name, country, region, city, postcode, address, coalesce(phone, '')`;
const PAYMENT_CARD = 'user_id, brand, last4, month, year';

const onceEach = (table: string, columns: string) => `
DELETE FROM ${table} WHERE id NOT IN (SELECT min(id) FROM ${table} GROUP BY ${columns});
CREATE UNIQUE INDEX ${table}_once ON ${table} (${columns});`;

export const oneOfEachRecord = [
  onceEach('passports', PASSPORT),
  onceEach('addresses', ADDRESS),
  onceEach('payment_cards', PAYMENT_CARD),
].join('\n');
