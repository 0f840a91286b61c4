import { describe, expect, it } from 'vitest';
import { displayName, phoneForDisplay } from './names.ts';

describe('phoneForDisplay', () => {
  it.each([
    ['375291111111', '+375 29 111-11-11'],
    ['995555123456', '+995 555 12 34 56'],
    ['+375 29 111-11-11', '+375 29 111-11-11'],
    [null, ''],
    ['', ''],
  ])('%s → %s', (phone, expected) => expect(phoneForDisplay(phone)).toBe(expected));
});

describe('displayName', () => {
  it.each([
    [{ firstName: 'Анна', lastName: 'Иванова', phone: '375291111111' }, 'x', 'Анна Иванова'],
    [{ firstName: 'Анна', lastName: null, phone: '375291111111' }, null, 'Анна'],
    // A new customer: the server's username is the bare phone.
    [{ firstName: null, lastName: null, phone: '375292222222' }, '+375292222222', '+375 29 222-22-22'],
    [{ firstName: '', lastName: '', phone: '375292222222' }, '', '+375 29 222-22-22'],
    [{ phone: '995555123456' }, null, '+995 555 12 34 56'],
    [{ firstName: null, phone: '375292222222' }, 'Jan Kowalski', 'Jan Kowalski'],
  ])('%j, username %j → %s', (profile, username, expected) =>
    expect(displayName(profile, username)).toBe(expected),
  );
});
