import { createCookie } from "react-router";
import { z } from "zod";

/**
 * A one-time message carried across a redirect (POST → redirect → GET) in a signed cookie and
 * shown by the root as the success or error dialog, so it works without JavaScript too.
 * Title and message are translation keys.
 */
const flashSchema = z.object({
  kind: z.enum(["success", "error"]),
  title: z.string().max(200).optional(),
  message: z.string().max(500),
});
export type Flash = z.infer<typeof flashSchema>;

function flashCookie(secrets: readonly string[], secure: boolean) {
  return createCookie("flash", {
    httpOnly: true,
    sameSite: "lax",
    path: "/",
    secure,
    secrets: [...secrets],
    maxAge: 60,
  });
}

/** The Set-Cookie value that makes the next page show `flash`. */
export function serializeFlash(flash: Flash, secrets: readonly string[], secure = false): Promise<string> {
  return flashCookie(secrets, secure).serialize(flash);
}

/** Reads the flash of this request, if any, and the Set-Cookie value that removes it. */
export async function readFlash(
  request: Request,
  secrets: readonly string[],
): Promise<{ flash: Flash | null; clear: string | null }> {
  const header = request.headers.get("Cookie");
  if (!header?.includes("flash=")) return { flash: null, clear: null };
  const cookie = flashCookie(secrets, new URL(request.url).protocol === "https:");
  const parsed = flashSchema.safeParse(await cookie.parse(header));
  return {
    flash: parsed.success ? parsed.data : null,
    clear: await cookie.serialize("", { maxAge: 0 }),
  };
}
