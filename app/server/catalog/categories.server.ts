import { eq } from "drizzle-orm";
import type { Database } from "../db/client.server";
import { subCategories } from "../db/schema";

/** The category of a specialization (sub-category), or null when there is no such specialization. */
export async function categoryOf(db: Database, subCategoryId: number): Promise<number | null> {
  const [row] = await db
    .select({ categoryId: subCategories.categoryId })
    .from(subCategories)
    .where(eq(subCategories.id, subCategoryId));
  return row?.categoryId ?? null;
}
