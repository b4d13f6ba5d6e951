import { type APIRequestContext, expect, type TestInfo } from "@playwright/test";
import { DEMO_MASTERS } from "../../app/server/seed/demo-content";

/** A lesson as the JSON API's list gives it (the fields the specs read). */
export interface ApiLesson {
  slug: string;
  title: string;
  price_cents: number;
  master: { username: string };
}

const PROJECTS = ["desktop", "desktop-nojs", "phone", "phone-nojs"];

/**
 * A free lesson of a demo master (whose email address the specs know), a different one per project
 * where the demo has enough; `offset` lets two specs start at different lessons. Only demo
 * masters' lessons: other specs publish free lessons of their own masters while this one runs, and
 * those may come first in the list.
 */
export async function freeDemoLesson(
  request: APIRequestContext,
  testInfo: TestInfo,
  { locale = "en", offset = 0 }: { locale?: string; offset?: number } = {},
): Promise<ApiLesson> {
  const free: ApiLesson[] = [];
  for (let page = 1; page <= 5 && free.length < 2; page++) {
    const response = await request.get(`/api/${locale}/api/lessons/?price_max=0&ordering=level&page=${page}`);
    if (!response.ok()) break;
    const { results } = (await response.json()) as { results: ApiLesson[] };
    free.push(
      ...results.filter(
        (lesson) =>
          lesson.price_cents === 0 &&
          DEMO_MASTERS.some((master) => master.username === lesson.master.username),
      ),
    );
  }
  expect(free.length, "the demo has free lessons").toBeGreaterThan(0);
  const index = Math.max(0, PROJECTS.indexOf(testInfo.project.name));
  return free[(index + offset) % free.length] as ApiLesson;
}
