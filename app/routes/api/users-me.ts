import { jsonError } from "~/server/http/api.server";

/**
 * GET /api/api/auth/users/me/ — the current user for a valid bearer token. No token can be valid
 * until accounts exist, so every caller gets SimpleJWT's 401 answers.
 */
export function loader({ request }: { request: Request }) {
  const authorization = request.headers.get("Authorization");
  if (!authorization?.startsWith("Bearer "))
    return jsonError(401, "Authentication credentials were not provided.");
  return Response.json(
    { detail: "Given token not valid for any token type", code: "token_not_valid" },
    { status: 401, headers: { "WWW-Authenticate": 'Bearer realm="api"' } },
  );
}
