// Reading customers.
import { randomBytes } from 'node:crypto';
import type { DatabaseSync } from 'node:sqlite';
import { bool, num, numOrNull, type Row, str, strOrNull } from './row.ts';
import { DEFAULT_AVATAR } from './seed/accounts.ts';

export type User = {
  id: number;
  brand: string;
  phone: string;
  country: string;
  email: string | null;
  passwordHash: string | null;
  isStatic: boolean;
  isBanned: boolean;
  banReason: string | null;
  balance: number;
  hasSubscribe: boolean;
  downloadToken: string | null;
  cardCode: string | null;
  firstName: string | null;
  lastName: string | null;
  middleName: string | null;
  gender: 0 | 1 | null;
  cityId: number | null;
  dob: string | null;
  smsSubscribe: boolean;
  emailSubscribe: boolean;
  avatar: string;
};

const toUser = (row: Row): User => {
  const gender = numOrNull(row, 'gender');
  return {
    id: num(row, 'id'),
    brand: str(row, 'brand'),
    phone: str(row, 'phone'),
    country: str(row, 'country'),
    email: strOrNull(row, 'email'),
    passwordHash: strOrNull(row, 'password_hash'),
    isStatic: bool(row, 'is_static'),
    isBanned: bool(row, 'is_banned'),
    banReason: strOrNull(row, 'ban_reason'),
    balance: num(row, 'balance'),
    hasSubscribe: bool(row, 'has_subscribe'),
    downloadToken: strOrNull(row, 'download_token'),
    cardCode: strOrNull(row, 'card_code'),
    firstName: strOrNull(row, 'first_name'),
    lastName: strOrNull(row, 'last_name'),
    middleName: strOrNull(row, 'middle_name'),
    gender: gender === 0 || gender === 1 ? gender : null,
    cityId: numOrNull(row, 'city_id'),
    dob: strOrNull(row, 'dob'),
    smsSubscribe: bool(row, 'sms_subscribe'),
    emailSubscribe: bool(row, 'email_subscribe'),
    avatar: strOrNull(row, 'avatar') ?? DEFAULT_AVATAR,
  };
};

export const findUserById = (db: DatabaseSync, id: number): User | null => {
  const row = db.prepare('SELECT * FROM users WHERE id = ?').get(id);
  return row ? toUser(row) : null;
};

export const findUserByPhone = (db: DatabaseSync, phone: string): User | null => {
  const row = db.prepare('SELECT * FROM users WHERE phone = ?').get(phone);
  return row ? toUser(row) : null;
};

/** "Анна Иванова", or the phone when the profile has no name yet. */
export const displayName = (user: Pick<User, 'firstName' | 'lastName' | 'phone'>): string =>
  [user.firstName, user.lastName].filter(Boolean).join(' ') || `+${user.phone}`;

/** A new customer who confirmed the phone (or e-mail) with a code; returns the new id. */
export const createUser = (
  db: DatabaseSync,
  u: {
    brand: string;
    phone: string;
    country: string;
    email: string | null;
    passwordHash: string;
    nowS: number;
  },
): number =>
  Number(
    db
      .prepare(
        `INSERT INTO users (brand, phone, country, email, password_hash, created_at)
         VALUES (?, ?, ?, ?, ?, ?)`,
      )
      .run(u.brand, u.phone, u.country, u.email, u.passwordHash, u.nowS).lastInsertRowid,
  );

export const setPasswordHash = (db: DatabaseSync, userId: number, passwordHash: string): void => {
  db.prepare('UPDATE users SET password_hash = ? WHERE id = ?').run(passwordHash, userId);
};

/**
 * A new download token (`t` of document links, spec §6): links handed out before stop working. Used when
 * the password is reset, which is how a customer ends sessions they no longer trust.
 */
export const rotateDownloadToken = (db: DatabaseSync, userId: number): void => {
  db.prepare('UPDATE users SET download_token = ? WHERE id = ?').run(randomBytes(32).toString('hex'), userId);
};
