// npm run db:migrate — apply the SQL migrations in drizzle/ to the configured database.
// npm run db:seed    — the same, then fill an empty database with the reference content, and with
//   the demo masters and lessons when DEMO_CONTENT is on (everywhere but production).
// npm run db:seed -- --scale [lessons] — and synthetic listed masters and published lessons
//   (default 10,000 lessons; one master per 5 lessons), for query plans and load tests.
import path from "node:path";
import { openDatabase } from "~/server/db/client.server";
import { parseEnv } from "~/server/env.server";
import { localDiskStorage } from "~/server/media/storage.server";
import { seedDemoContent } from "~/server/seed/demo.server";
import { seedReferenceContent } from "~/server/seed/reference.server";
import { seedScale } from "~/server/seed/scale.server";

const command = process.argv[2];
if (command !== "migrate" && command !== "seed") {
  console.error("usage: tsx scripts/db.ts migrate|seed");
  process.exit(2);
}
const scaleAt = process.argv.indexOf("--scale");
const scaleLessons = scaleAt < 0 ? 0 : Number(process.argv[scaleAt + 1] ?? 10_000) || 10_000;
const env = parseEnv(process.env);
const database = await openDatabase({ url: env.DATABASE_URL, dataDir: env.DATA_DIR });
try {
  await database.prepare(
    command === "seed"
      ? async (db) => {
          await seedReferenceContent(db);
          if (env.DEMO_CONTENT) await seedDemoContent(db, localDiskStorage(path.join(env.DATA_DIR, "media")));
        }
      : undefined,
  );
  console.log(`${command === "seed" ? "migrated and seeded" : "migrated"} the ${database.kind} database`);
  if (command === "seed" && scaleLessons > 0) {
    const added = await seedScale(database.db, {
      lessons: scaleLessons,
      masters: Math.ceil(scaleLessons / 5),
    });
    console.log(
      `scale: added ${added.masters} masters and ${added.lessons} lessons in ${added.milliseconds} ms`,
    );
  }
} finally {
  await database.close();
}
