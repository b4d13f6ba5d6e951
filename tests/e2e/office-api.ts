import { readFile } from "node:fs/promises";
import path from "node:path";
import { type APIRequestContext, expect } from "@playwright/test";
import { freshAddress } from "./helpers";
import { createUser } from "./users";

/**
 * A draft lesson of a fresh master with a 9-second full video, made through the office API (for
 * tests about what comes after the upload); `fields` adds or overrides form fields (steps…).
 */
export async function draftLessonByApi(
  request: APIRequestContext,
  {
    name,
    title,
    about,
    fields = {},
  }: { name: string; title: string; about: string; fields?: Record<string, string> },
) {
  const user = await createUser(request, "", name, { master: true });
  const headers = { "X-Forwarded-For": freshAddress() };
  const token = await request.post("/api/api/auth/jwt/create/", {
    headers,
    data: { email: user.email, password: user.password },
  });
  expect(token.status()).toBe(200);
  const { access } = (await token.json()) as { access: string };
  const categories = (await (await request.get("/api/en/api/main/categories")).json()) as {
    sub_categories: { id: number }[];
  }[];
  const response = await request.post("/api/en/api/me/lessons", {
    headers: { ...headers, Authorization: `Bearer ${access}` },
    multipart: {
      title,
      about,
      level: "beginner",
      price: "9",
      specialization: String(categories[0]?.sub_categories[0]?.id),
      intent: "draft",
      ...fields,
      full: {
        name: "full.mp4",
        mimeType: "video/mp4",
        buffer: await readFile(path.resolve("app/server/seed/demo-media/manicure-full.mp4")),
      },
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  const lesson = (await response.json()) as { id: number; slug: string; full_video: { duration_ms: number } };
  return { user, lesson };
}
