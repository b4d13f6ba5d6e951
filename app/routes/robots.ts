import { robotsTxt } from "~/server/catalog/sitemap.server";
import { getServices, publicOrigin } from "~/server/context.server";
import type { Route } from "./+types/robots";

/** GET /robots.txt — public pages open to crawlers; the API, videos, personal and auth pages not. */
export function loader({ context }: Route.LoaderArgs) {
  return new Response(robotsTxt(publicOrigin(getServices(context))), {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=300" },
  });
}
