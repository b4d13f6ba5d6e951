/**
 * What a route handler threw or returned, as a Response: a thrown redirect or 404, a returned
 * Response, or React Router's `data()` (its `data` and `init`) written as JSON with its status.
 */
export async function settle(work: Promise<unknown>): Promise<Response> {
  try {
    return toResponse(await work);
  } catch (thrown) {
    return toResponse(thrown);
  }
}

function toResponse(value: unknown): Response {
  if (value instanceof Response) return value;
  const { data, init } = value as { data: unknown; init?: ResponseInit };
  return Response.json(data, { status: init?.status ?? 200 });
}
