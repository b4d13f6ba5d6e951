/**
 * A stored city in the page's language, and back: which stored cities a name in any language means.
 *
 * Users store the data set's name of their city (users.city, e.g. "Odessa", "Kyiv"); pages show
 * `cityName(city, country, locale)`: the name from ./city-name-table.server.ts when the table has the city,
 * otherwise the data set's name in Ukraine's official romanisation where it differs (docs/decisions/038).
 * The maps are built once, at import (127 cities): a display is one Map lookup.
 */
import type { Locale } from "~/i18n/locales";
import { CITY_ALIASES } from "./city-aliases.server";
import {
  CITY_NAME_LOCALES,
  CITY_NAME_TABLE,
  type CityNames,
  ROMANISATION_OVERRIDES,
} from "./city-name-table.server";
import { nameKeys } from "./normalize.server";

/** A city as stored: its ISO country code and the data set's name. */
export interface StoredCity {
  country: string;
  city: string;
}

const placeKey = (country: string, city: string) => `${country}\u0000${city}`;

const LOCALE_POSITION = new Map<string, number>(
  CITY_NAME_LOCALES.map((locale, position) => [locale, position]),
);

const NAMES = new Map<string, CityNames>(
  Object.entries(CITY_NAME_TABLE).flatMap(([country, cities]) =>
    Object.entries(cities).map(([city, names]) => [placeKey(country, city), names] as const),
  ),
);

const OVERRIDES = new Map<string, string>(
  Object.entries(ROMANISATION_OVERRIDES).flatMap(([country, cities]) =>
    Object.entries(cities).map(([city, name]) => [placeKey(country, city), name] as const),
  ),
);

/** GeoNames marks a Ukrainian soft sign with an apostrophe (Kramators’k); the official romanisation drops it. */
const SOFT_SIGN_RE = /['’ʼ]/g;

/** A city the table lacks: the data set's name, in Ukraine's official romanisation for Ukrainian cities. */
function romanised(city: string, country: string): string {
  const override = OVERRIDES.get(placeKey(country, city));
  if (override !== undefined) return override;
  return country === "UA" ? city.replace(SOFT_SIGN_RE, "") : city;
}

/**
 * The stored city `city` of `country` (ISO alpha-2) as `locale` names it. Unknown cities come back as stored
 * (romanised for Ukraine); an empty city stays empty.
 */
export function cityName(city: string, country: string, locale: Locale): string {
  const names = NAMES.get(placeKey(country, city));
  const position = LOCALE_POSITION.get(locale);
  if (names && position !== undefined) return names[position] ?? city;
  return city ? romanised(city, country) : city;
}

/**
 * The names a stored city is shown or known by, other than its data-set name: its names in every locale,
 * its romanisation and its CITY_ALIASES. The city index takes them as aliases, so whatever a page shows can
 * be typed back (Kiew, Одеса, Izium).
 */
export function otherCityNames(country: string): Map<string, string[]> {
  const result = new Map<string, string[]>();
  const add = (city: string, names: readonly string[]) => {
    const list = result.get(city) ?? [];
    for (const name of names) if (name !== city && !list.includes(name)) list.push(name);
    result.set(city, list);
  };
  for (const [city, names] of Object.entries(CITY_NAME_TABLE[country] ?? {})) add(city, names);
  for (const [city, name] of Object.entries(ROMANISATION_OVERRIDES[country] ?? {})) add(city, [name]);
  for (const [city, names] of Object.entries(CITY_ALIASES[country] ?? {})) add(city, names);
  return result;
}

let byKey: Map<string, StoredCity[]> | null = null;

/** Comparison key → the stored cities with a name of that key, across the table, overrides and aliases. */
function namedIndex(): Map<string, StoredCity[]> {
  if (byKey) return byKey;
  const index = new Map<string, StoredCity[]>();
  const countries = new Set([
    ...Object.keys(CITY_NAME_TABLE),
    ...Object.keys(ROMANISATION_OVERRIDES),
    ...Object.keys(CITY_ALIASES),
  ]);
  for (const country of countries) {
    for (const [city, names] of otherCityNames(country)) {
      for (const name of [city, ...names]) {
        for (const key of nameKeys(name)) {
          const list = index.get(key) ?? [];
          if (!list.some((place) => place.country === country && place.city === city)) {
            list.push({ country, city });
          }
          index.set(key, list);
        }
      }
    }
  }
  byKey = index;
  return index;
}

/**
 * The stored cities that `input` names in any language the table or the aliases know ("Kiew", "Одеса",
 * "odesa" → Kyiv, Odessa), compared the way the city index compares. Cities outside the table are matched by
 * their stored name instead (the masters filter compares that without case).
 */
export function citiesNamed(input: string): StoredCity[] {
  if (input.length > 100) return [];
  const index = namedIndex();
  const found: StoredCity[] = [];
  for (const key of nameKeys(input)) {
    for (const place of index.get(key) ?? []) {
      if (!found.some((known) => known.country === place.country && known.city === place.city)) {
        found.push(place);
      }
    }
  }
  return found;
}
