import { sitemapXml } from "~/server/catalog/sitemap.server";
import { getServices, publicOrigin } from "~/server/context.server";
import { isDatabaseUnavailable } from "~/server/db/client.server";
import { notFound, unavailable } from "~/server/media/serve.server";
import type { Route } from "./+types/sitemap";

/**
 * GET /sitemap.xml — every public page in every locale (or, past one file's limit, an index of
 * the numbered files); GET /sitemap/<n>.xml — one numbered file.
 */
export async function loader({ context, params }: Route.LoaderArgs) {
  const services = getServices(context);
  let file: number | null = null;
  if (params.file !== undefined) {
    const match = /^([1-9]\d{0,5})\.xml$/.exec(params.file);
    if (!match) return notFound();
    file = Number(match[1]);
  }
  if (!services.isDatabaseReady()) return unavailable();
  try {
    const xml = await sitemapXml(services.database.db, { origin: publicOrigin(services), file });
    if (xml === null) return notFound();
    return new Response(xml, {
      headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=300" },
    });
  } catch (error) {
    if (!isDatabaseUnavailable(error)) throw error;
    services.logger.warn({ err: error }, "database unavailable");
    return unavailable();
  }
}
