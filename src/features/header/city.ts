// The chosen city: the `city` cookie (one year, spec §9) plus a tiny store so the header, the city
// dialog and the cross-site frame see every change, and know who made it.
import { useSyncExternalStore } from 'react';
import { getCookie, ONE_YEAR_SECONDS, setCookie } from '../../lib/cookies.ts';
import { CITY_COOKIE, isCitySlug } from './rules.ts';

/** Who chose: the customer here, or the brand's main site through the cross-site frame. */
export type CitySource = 'cabinet' | 'main-site';
type Listener = (city: string, source: CitySource) => void;

const listeners = new Set<Listener>();

export const getCity = (): string | null => {
  const value = getCookie(CITY_COOKIE);
  return isCitySlug(value) ? value : null;
};

export const setCity = (city: string, source: CitySource): void => {
  if (!isCitySlug(city)) return;
  setCookie(CITY_COOKIE, city, { maxAge: ONE_YEAR_SECONDS, sameSite: 'Lax' });
  for (const listener of listeners) listener(city, source);
};

export const onCityChange = (listener: Listener): (() => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export const useCity = (): string | null =>
  useSyncExternalStore(
    (notify) => onCityChange(() => notify()),
    getCity,
    () => null,
  );
