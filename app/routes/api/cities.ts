import { searchCities } from "~/server/geo/cities.server";
import { isCountryCode } from "~/server/geo/countries.server";
import type { Route } from "./+types/cities";

/** GET /api/cities?country=UA&q=Ky → city names of that country for the registration form. */
export function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const country = (url.searchParams.get("country") ?? "").toUpperCase();
  const query = (url.searchParams.get("q") ?? "").slice(0, 80);
  if (!isCountryCode(country) || query.trim().length < 1) return Response.json([]);
  return Response.json(searchCities(country, query, 10), {
    headers: { "Cache-Control": "public, max-age=3600" },
  });
}
