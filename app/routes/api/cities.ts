import { isLocale } from "~/i18n/locales";
import { searchCities } from "~/server/geo/cities.server";
import { cityName } from "~/server/geo/city-names.server";
import { isCountryCode } from "~/server/geo/countries.server";
import type { Route } from "./+types/cities";

/**
 * GET /api/cities?country=UA&q=Ky&lang=de → city names of that country for the city fields, in the
 * page's language when `lang` names one (each such name is typed back to its city by the server).
 */
export function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const country = (url.searchParams.get("country") ?? "").toUpperCase();
  const query = (url.searchParams.get("q") ?? "").slice(0, 80);
  const lang = url.searchParams.get("lang");
  if (!isCountryCode(country) || query.trim().length < 1) return Response.json([]);
  const cities = searchCities(country, query, 10);
  const names = isLocale(lang) ? [...new Set(cities.map((city) => cityName(city, country, lang)))] : cities;
  return Response.json(names, {
    headers: { "Cache-Control": "public, max-age=3600" },
  });
}
