/** A bought lesson with a full video of known length, for the progress tests (decision 043). */
import { randomBytes } from "node:crypto";
import type { User } from "~/server/auth/users.server";
import { purchaseLesson } from "~/server/commerce/purchases.server";
import type { Database } from "~/server/db/client.server";
import { lessonSteps, lessons, media } from "~/server/db/schema";

let counter = 0;

export async function lessonWithFullVideo(
  db: Database,
  master: User,
  { durationMs = 100_000, buyers = [] as User[], steps = [] as [string, number][] } = {},
) {
  counter += 1;
  const [video] = await db
    .insert(media)
    .values({
      kind: "video",
      storageKey: `progress-test/${randomBytes(6).toString("hex")}.mp4`,
      mime: "video/mp4",
      bytes: 1000,
      durationMs,
    })
    .returning({ id: media.id });
  const slug = `progress-${process.pid}-${counter}`;
  const [lesson] = await db
    .insert(lessons)
    .values({
      slug,
      masterId: master.id,
      title: `Progress ${counter}`,
      about: "About",
      priceCents: 0,
      published: true,
      fullVideoId: video?.id ?? null,
    })
    .returning({ id: lessons.id });
  const lessonId = lesson?.id ?? 0;
  for (const buyer of buyers) await purchaseLesson(db, { buyer, lessonId, commissionPercent: 20 });
  if (steps.length > 0)
    await db
      .insert(lessonSteps)
      .values(steps.map(([title, startMs], position) => ({ lessonId, position, title, startMs })));
  return { slug, lessonId };
}
