import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { categories, categoryTranslations } from "~/server/db/schema";
import { testDatabases } from "./databases";

describe.each(testDatabases())("a test database on $name, given back and opened again", (engine) => {
  it("is the same database, with every table emptied and its sequences restarted", async () => {
    const first = await engine.open();
    const name = async (db: typeof first.db) => {
      const { rows } = (await db.execute(sql`select current_database() as name`)) as {
        rows: { name: string }[];
      };
      return rows[0]?.name;
    };
    const firstName = await name(first.db);
    const [category] = await first.db
      .insert(categories)
      .values([
        { key: "nails", icon: "nail" },
        { key: "brows", icon: "brow" },
      ])
      .returning({ id: categories.id });
    await first.db
      .insert(categoryTranslations)
      .values({ categoryId: category?.id ?? 0, locale: "en", title: "Nails" });
    await first.dispose();

    const second = await engine.open();
    try {
      if (engine.name === "postgres") expect(await name(second.db)).toBe(firstName);
      expect(await second.db.select().from(categoryTranslations)).toEqual([]);
      expect(await second.db.select().from(categories)).toEqual([]);
      const [again] = await second.db
        .insert(categories)
        .values({ key: "hair", icon: "hair" })
        .returning({ id: categories.id });
      expect(again?.id).toBe(1);
    } finally {
      await second.dispose();
    }
  });
});
