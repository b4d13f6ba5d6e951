import { LOCALES } from "~/i18n/locales";
import type { Database } from "../db/client.server";
import {
  brands,
  categories,
  categoryTranslations,
  contactInfo,
  contactInfoTranslations,
  footerSections,
  pages,
  pageTranslations,
  subCategories,
  subCategoryTranslations,
} from "../db/schema";
import * as reference from "./reference-data";

type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];

async function isEmpty(
  tx: Transaction,
  table: typeof categories | typeof pages | typeof footerSections | typeof contactInfo | typeof brands,
) {
  const rows = await tx.select({ id: table.id }).from(table).limit(1);
  return rows.length === 0;
}

/**
 * Fills an empty database with the reference content (categories, pages, footer, contact
 * details, brands). Each part is written only when its table is empty, so running it again —
 * or after staff edited the content — changes nothing.
 */
export async function seedReferenceContent(db: Database): Promise<void> {
  await db.transaction(async (tx) => {
    if (await isEmpty(tx, categories)) {
      for (const [position, category] of reference.categories.entries()) {
        const [row] = await tx
          .insert(categories)
          .values({ key: category.key, icon: category.icon, position })
          .returning({ id: categories.id });
        if (!row) throw new Error(`category ${category.key} was not inserted`);
        await tx
          .insert(categoryTranslations)
          .values(LOCALES.map((locale) => ({ categoryId: row.id, locale, title: category.title[locale] })));
        for (const [subPosition, sub] of category.subCategories.entries()) {
          const [subRow] = await tx
            .insert(subCategories)
            .values({ categoryId: row.id, key: sub.key, icon: sub.icon, position: subPosition })
            .returning({ id: subCategories.id });
          if (!subRow) throw new Error(`sub-category ${sub.key} was not inserted`);
          await tx
            .insert(subCategoryTranslations)
            .values(
              LOCALES.map((locale) => ({ subCategoryId: subRow.id, locale, title: sub.title[locale] })),
            );
        }
      }
    }
    if (await isEmpty(tx, pages)) {
      for (const [position, page] of reference.pages.entries()) {
        const [row] = await tx
          .insert(pages)
          .values({ slug: page.slug, position })
          .returning({ id: pages.id });
        if (!row) throw new Error(`page ${page.slug} was not inserted`);
        await tx.insert(pageTranslations).values(
          LOCALES.map((locale) => ({
            pageId: row.id,
            locale,
            name: page.name[locale],
            body: page.body[locale],
          })),
        );
      }
    }
    if (await isEmpty(tx, footerSections)) {
      await tx.insert(footerSections).values(reference.footer);
    }
    if (await isEmpty(tx, contactInfo)) {
      const { address, ...details } = reference.contactInfo;
      const [row] = await tx.insert(contactInfo).values(details).returning({ id: contactInfo.id });
      if (!row) throw new Error("contact info was not inserted");
      await tx
        .insert(contactInfoTranslations)
        .values(LOCALES.map((locale) => ({ contactInfoId: row.id, locale, address: address[locale] })));
    }
    if (await isEmpty(tx, brands)) {
      await tx.insert(brands).values(reference.brands);
    }
  });
}
