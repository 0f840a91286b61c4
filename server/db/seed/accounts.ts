// The demo customers (guide: demo-data.md, "Accounts") and their profile data, cards and documents.
import type { DatabaseSync } from 'node:sqlite';
import type { Clock } from './clock.ts';
import { CITY } from './geo.ts';
import { insert, insertAll } from './insert.ts';
import { hexOf } from './random.ts';

export const USER = { anna: 1, static: 2, banned: 3, nino: 4 } as const;

export const PHONE = {
  anna: '375291111111',
  newCustomer: '375292222222',
  static: '375293333333',
  banned: '375294444444',
  foreign: '48600000000',
  nino: '995555123456',
} as const;

export const DEMO_PASSWORD = 'demo-pass';
const BAN_TEXT = 'Ваш аккаунт заблокирован';

/**
 * scrypt hashes of `demo-pass` (N=16384, r=8, p=1) with salts derived from the phone, computed once:
 * hashing at seed time would cost ~50 ms each and a random salt would make the seed non-deterministic.
 * passwords.test.ts checks that they verify.
 */
export const SEEDED_HASHES = {
  anna: 'scrypt$16384$8$1$xyTDE_V4cqxn-mmSdXY6CA$udlw2focGIYoiOLdpcvJ3BTBcBDdTB0CQan_ojsebjY',
  nino: 'scrypt$16384$8$1$quS_i1EU_rACDeCGXXY0UQ$zvFsKNwqfIl2Ui9ODfVpQDwJFfH-sIuztlPWB6UZr6g',
  banned: 'scrypt$16384$8$1$x0-VH4MrVfjvbKaBoj2IHg$wl30I9AKr_7AQmwJS1MBFYzCscwl83oCbXEcpaVN9a0',
} as const;

/** What main.ts prints: how to sign in as each demo customer. */
export const DEMO_SIGN_INS = [
  { who: 'Anna Ivanova (main demo, BY)', phone: '+375 29 111-11-11', how: `password ${DEMO_PASSWORD}` },
  { who: 'New customer', phone: '+375 29 222-22-22', how: 'new user: SMS code 1111, then a password' },
  { who: 'Static-password account', phone: '+375 29 333-33-33', how: 'answers static (contact support)' },
  { who: 'Banned account', phone: '+375 29 444-44-44', how: `403 "${BAN_TEXT}"` },
  { who: 'Foreign new customer', phone: '+48 600 000 000', how: 'asks for e-mail, code 1111 by e-mail' },
  { who: 'Nino Beridze (GE host)', phone: '+995 555 12 34 56', how: `password ${DEMO_PASSWORD}` },
] as const;

export const DEFAULT_AVATAR = '/demo/avatars/default.svg';

export const CARD_PROGRAM = { arenaClub: 1, theatreFriends: 2, kvitok: 3 } as const;

export const seedAccounts = (db: DatabaseSync, clock: Clock): void => {
  insertAll(db, 'users', [
    {
      id: USER.anna,
      brand: 'by',
      phone: PHONE.anna,
      country: 'BY',
      email: 'anna@example.com',
      password_hash: SEEDED_HASHES.anna,
      balance: 1250,
      has_subscribe: true,
      download_token: hexOf('download-token:anna', 32),
      card_code: '7700123456789012',
      first_name: 'Анна',
      last_name: 'Иванова',
      middle_name: 'Сергеевна',
      gender: 0,
      city_id: CITY.minsk,
      dob: '1990-05-14',
      sms_subscribe: true,
      email_subscribe: false,
      avatar: '/demo/avatars/anna.svg',
      created_at: clock.rel(-420),
    },
    {
      id: USER.static,
      brand: 'by',
      phone: PHONE.static,
      country: 'BY',
      email: 'static@example.com',
      is_static: true,
      first_name: 'Олег',
      last_name: 'Петров',
      city_id: CITY.minsk,
      created_at: clock.rel(-900),
    },
    {
      id: USER.banned,
      brand: 'by',
      phone: PHONE.banned,
      country: 'BY',
      email: 'banned@example.com',
      password_hash: SEEDED_HASHES.banned,
      is_banned: true,
      ban_reason: BAN_TEXT,
      first_name: 'Игорь',
      last_name: 'Сидоров',
      city_id: CITY.brest,
      created_at: clock.rel(-600),
    },
    {
      id: USER.nino,
      brand: 'ge',
      phone: PHONE.nino,
      country: 'GE',
      email: 'nino@example.com',
      password_hash: SEEDED_HASHES.nino,
      balance: 300,
      download_token: hexOf('download-token:nino', 32),
      first_name: 'Nino',
      last_name: 'Beridze',
      gender: 0,
      city_id: CITY.tbilisi,
      dob: '1994-09-02',
      sms_subscribe: true,
      email_subscribe: true,
      avatar: '/demo/avatars/nino.svg',
      created_at: clock.rel(-200),
    },
  ]);

  insertAll(db, 'card_programs', [
    {
      id: CARD_PROGRAM.arenaClub,
      name: 'Arena Club',
      image: '/demo/cards/arena-club.svg',
      code_prefix: '77001111',
    },
    {
      id: CARD_PROGRAM.theatreFriends,
      name: 'Theatre Friends',
      image: '/demo/cards/theatre-friends.svg',
      code_prefix: '77004444',
    },
    { id: CARD_PROGRAM.kvitok, name: 'Kvitok', image: '/demo/cards/kvitok.svg', code_prefix: '7700' },
  ]);
  insertAll(db, 'client_cards', [
    {
      id: 1,
      user_id: USER.anna,
      program_id: CARD_PROGRAM.arenaClub,
      code: '7700111122223333',
      name: 'Arena Club',
      image: '/demo/cards/arena-club.svg',
      created_at: clock.rel(-120),
    },
    {
      id: 2,
      user_id: USER.anna,
      program_id: CARD_PROGRAM.theatreFriends,
      code: '7700444455556666',
      name: 'Theatre Friends',
      image: '/demo/cards/theatre-friends.svg',
      created_at: clock.rel(-60),
    },
  ]);
  insertAll(db, 'payment_cards', [
    {
      id: 1,
      user_id: USER.anna,
      brand: 'visa',
      bin: '424242',
      last4: '4242',
      month: '12',
      year: '2028',
      holder: 'ANNA IVANOVA',
      provider_token: `tok_${hexOf('card:anna:visa', 24)}`,
      created_at: clock.rel(-90),
    },
    {
      id: 2,
      user_id: USER.anna,
      brand: 'mastercard',
      bin: '545454',
      last4: '5454',
      month: '03',
      year: '2027',
      holder: 'ANNA IVANOVA',
      provider_token: `tok_${hexOf('card:anna:mastercard', 24)}`,
      created_at: clock.rel(-30),
    },
  ]);

  insert(db, 'passports', {
    id: 1,
    user_id: USER.anna,
    document_type: 'passport',
    series: 'MP',
    number: '1234567',
    last_name: 'Иванова',
    first_name: 'Анна',
    middle_name: 'Сергеевна',
    dob: '1990-05-14',
    gender: 0,
    citizenship: 'BY',
    issued_by: 'Фрунзенское РУВД г. Минска',
    issued_at: '2018-03-20',
    expires_at: '2028-03-20',
    created_at: clock.rel(-100),
  });
  insert(db, 'addresses', {
    id: 1,
    user_id: USER.anna,
    full_name: 'Иванова Анна Сергеевна',
    country: 'Беларусь',
    region: 'Минская область',
    city: 'Минск',
    postcode: '220030',
    address: 'ул. Немига, 5, кв. 12',
    phone: PHONE.anna,
    created_at: clock.rel(-100),
  });
};
