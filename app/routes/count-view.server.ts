import type { RouterContextProvider } from "react-router";
import { countVisit, type ViewSubject } from "~/server/catalog/views.server";
import { getServices, pageReplayContext } from "~/server/context.server";
import { clientIp } from "~/server/http/client-ip.server";
import { getUser } from "~/server/web/current-user.server";

/**
 * (The route side of view counting, `catalog/views.server.ts`: from a loader's request and router
 * context to the visit it counts.)
 *
 * Counts a page view from a loader: the visitor from the session user or the client's IP and user
 * agent. Robots and prefetches are not counted. An anonymous page may be served again from the
 * page cache without its loader, so the count is also registered as the page's replay, run on
 * every cache hit with that visitor's address. Never throws: a failure is logged and the page goes
 * on. Resolves to true when this view was counted.
 */
export async function countView(
  context: Readonly<RouterContextProvider>,
  request: Request,
  subject: ViewSubject,
  id: number,
): Promise<boolean> {
  const services = getServices(context);
  const userId = getUser(context)?.id ?? null;
  if (userId === null) {
    context.get(pageReplayContext).push((req) => {
      void countVisit(services, subject, id, {
        method: req.method,
        userId: null,
        ip: req.ip ?? "unknown",
        userAgent: req.get("User-Agent") ?? "",
        purpose: req.get("Sec-Purpose") ?? req.get("Purpose") ?? "",
      });
    });
  }
  return countVisit(services, subject, id, {
    method: request.method,
    userId,
    ip: clientIp(context),
    userAgent: request.headers.get("User-Agent") ?? "",
    purpose: request.headers.get("Sec-Purpose") ?? request.headers.get("Purpose") ?? "",
  });
}
