import { cachedFooter } from "~/server/content/site-content.server";
import { localeApi } from "~/server/http/api.server";
import type { Route } from "./+types/footer";

/** GET /api/{locale}/api/sections/footer → `[{instagram_url, facebook_url, tiktok_url, youtube_url}]`. */
export function loader({ context, params }: Route.LoaderArgs) {
  return localeApi(context, params.locale, async (db) => {
    const footer = await cachedFooter(db);
    return footer
      ? [
          {
            instagram_url: footer.instagramUrl,
            facebook_url: footer.facebookUrl,
            tiktok_url: footer.tiktokUrl,
            youtube_url: footer.youtubeUrl,
          },
        ]
      : [];
  });
}
