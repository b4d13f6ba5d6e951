import { issueAccessToken } from "~/server/auth/tokens.server";
import type { User } from "~/server/auth/users.server";
import type { DatabaseHandle } from "~/server/db/client.server";
import { officeContext } from "./office";

/** A JSON API route's loader or action, called directly. */
// biome-ignore lint/suspicious/noExplicitAny: the endpoints read only request, params and context
export type Endpoint = (args: any) => Response | Promise<Response>;

export const API_ORIGIN = "http://maistry.test";

export interface ApiCall {
  /** The user whose bearer token goes with the call; null: none. */
  who?: User | null;
  method?: string;
  /** Sent as the JSON body. */
  json?: unknown;
  /** A request of the test's own (a multipart upload, say): the token is added to its headers. */
  request?: Request;
}

/**
 * Calls JSON API endpoints as the given users would: each user's access token (as the API's login
 * issues it) as a bearer token, the route's params read from the path by `paramsOf`, and the
 * answer's JSON read back.
 */
export async function apiClient({
  database,
  root,
  users,
  paramsOf,
}: {
  database: DatabaseHandle;
  root: string;
  users: User[];
  paramsOf: (pathname: string) => Record<string, string | undefined>;
}) {
  const { services } = officeContext(database, root, null, "en");
  const tokens = new Map<number, string>();
  for (const user of users) tokens.set(user.id, await issueAccessToken(user.id, services.sessionSecrets));

  return async function call(
    endpoint: Endpoint,
    pathname: string,
    { who = null, method = "GET", json, request }: ApiCall = {},
  ) {
    const headers = new Headers(request?.headers);
    if (who) headers.set("Authorization", `Bearer ${tokens.get(who.id)}`);
    if (json !== undefined) headers.set("Content-Type", "application/json");
    const sent = request
      ? new Request(request, { headers })
      : new Request(`${API_ORIGIN}${pathname}`, {
          method,
          headers,
          body: json === undefined ? undefined : JSON.stringify(json),
        });
    const { context } = officeContext(database, root, null, "en");
    const response = await endpoint({ request: sent, params: paramsOf(pathname), context });
    const text = await response.text();
    return { status: response.status, body: text ? JSON.parse(text) : null };
  };
}
