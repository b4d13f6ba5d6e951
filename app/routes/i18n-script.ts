import { findMessagesScript } from "~/i18n/messages.server";
import type { Route } from "./+types/i18n-script";

/** GET /i18n/<locale>.<hash>.js — a locale's messages for the browser, cached for good. */
export function loader({ params }: Route.LoaderArgs) {
  const script = findMessagesScript(params.file);
  if (!script) return new Response("Not found", { status: 404, headers: { "Content-Type": "text/plain" } });
  return new Response(script.body, {
    headers: {
      "Content-Type": "text/javascript; charset=utf-8",
      "Cache-Control": "public, max-age=31536000, immutable",
    },
  });
}
