import { asc, countDistinct, eq, sql } from "drizzle-orm";
import { storedText } from "~/admin/stored-text";
import type { BrandInput, ContactInput, FooterInput } from "~/forms/admin-content";
import { addressField } from "~/forms/admin-content-limits";
import { LOCALES, type Locale } from "~/i18n/locales";
import { recordAudit } from "../audit/audit.server";
import { type Database, isUniqueViolation } from "../db/client.server";
import {
  brands,
  contactInfo,
  contactInfoTranslations,
  footerSections,
  lessonBrands,
  profileBrands,
} from "../db/schema";
import type { Saved } from "./content.server";

/** The footer's social links, the contact details and the brands list, as staff edit them. */

const EMPTY_FOOTER: FooterInput = { instagramUrl: "", facebookUrl: "", tiktokUrl: "", youtubeUrl: "" };

export async function adminFooter(db: Database): Promise<FooterInput> {
  const [row] = await db.select().from(footerSections).orderBy(asc(footerSections.id)).limit(1);
  return row
    ? {
        instagramUrl: row.instagramUrl,
        facebookUrl: row.facebookUrl,
        tiktokUrl: row.tiktokUrl,
        youtubeUrl: row.youtubeUrl,
      }
    : EMPTY_FOOTER;
}

/** Updates the one footer row (made if the database has none yet). */
export async function saveFooter(db: Database, staffId: number, input: FooterInput): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select({ id: footerSections.id })
      .from(footerSections)
      .orderBy(asc(footerSections.id))
      .limit(1);
    let id = row?.id;
    if (id === undefined) {
      const [created] = await tx.insert(footerSections).values(input).returning({ id: footerSections.id });
      id = created?.id as number;
    } else await tx.update(footerSections).set(input).where(eq(footerSections.id, id));
    await recordAudit(tx, {
      staffId,
      action: "footer.update",
      subject: `footer:${id}`,
      detail: storedText(
        "admin.audit.details.footer",
        Object.fromEntries(
          Object.entries(input).map(([network, url]) => [
            network.replace("Url", ""),
            url || { key: "admin.audit.details.networkHome" },
          ]),
        ),
      ),
    });
  });
}

export interface AdminContact {
  phone: string;
  email: string;
  latitude: number | null;
  longitude: number | null;
  addresses: Record<Locale, string>;
}

export async function adminContact(db: Database): Promise<AdminContact> {
  const [row] = await db.select().from(contactInfo).orderBy(asc(contactInfo.id)).limit(1);
  const addresses = Object.fromEntries(LOCALES.map((locale) => [locale, ""])) as Record<Locale, string>;
  if (!row) return { phone: "", email: "", latitude: null, longitude: null, addresses };
  const rows = await db
    .select()
    .from(contactInfoTranslations)
    .where(eq(contactInfoTranslations.contactInfoId, row.id));
  for (const translation of rows)
    if ((LOCALES as readonly string[]).includes(translation.locale))
      addresses[translation.locale as Locale] = translation.address;
  return { phone: row.phone, email: row.email, latitude: row.latitude, longitude: row.longitude, addresses };
}

/** Updates the contact details (phone, email, map point) and the address in every language. */
export async function saveContact(db: Database, staffId: number, input: ContactInput): Promise<void> {
  const details = {
    phone: input.phone,
    email: input.email,
    latitude: input.latitude,
    longitude: input.longitude,
  };
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select({ id: contactInfo.id })
      .from(contactInfo)
      .orderBy(asc(contactInfo.id))
      .limit(1);
    let id = row?.id;
    if (id === undefined) {
      const [created] = await tx.insert(contactInfo).values(details).returning({ id: contactInfo.id });
      id = created?.id as number;
    } else await tx.update(contactInfo).set(details).where(eq(contactInfo.id, id));
    const contactInfoId = id;
    await tx
      .insert(contactInfoTranslations)
      .values(LOCALES.map((locale) => ({ contactInfoId, locale, address: input[addressField(locale)] })))
      .onConflictDoUpdate({
        target: [contactInfoTranslations.contactInfoId, contactInfoTranslations.locale],
        set: { address: sql`excluded.address` },
      });
    await recordAudit(tx, {
      staffId,
      action: "contact.update",
      subject: `contact:${id}`,
      detail: storedText("admin.audit.details.contact", {
        phone: input.phone,
        email: input.email,
        latitude: input.latitude,
        longitude: input.longitude,
        address: input.address_en,
      }),
    });
  });
}

export interface AdminBrand {
  id: number;
  name: string;
  website: string;
  lessons: number;
  profiles: number;
}

/** Every brand by name, with how many lessons and master profiles name it. */
export async function adminBrands(db: Database): Promise<AdminBrand[]> {
  return db
    .select({
      id: brands.id,
      name: brands.name,
      website: brands.website,
      lessons: countDistinct(lessonBrands.lessonId),
      profiles: countDistinct(profileBrands.userId),
    })
    .from(brands)
    .leftJoin(lessonBrands, eq(lessonBrands.brandId, brands.id))
    .leftJoin(profileBrands, eq(profileBrands.brandId, brands.id))
    .groupBy(brands.id)
    .orderBy(sql`lower(${brands.name})`, asc(brands.id));
}

export async function adminBrand(db: Database, id: number): Promise<AdminBrand | null> {
  return (await adminBrands(db)).find((brand) => brand.id === id) ?? null;
}

const NAME_TAKEN = "admin.errors.brandTaken";

/** Adds a brand or renames one (`id`); names are unique without regard to case. */
export async function saveBrand(
  db: Database,
  staffId: number,
  id: number | null,
  input: BrandInput,
): Promise<Saved | null> {
  try {
    return await db.transaction(async (tx) => {
      const [taken] = await tx
        .select({ id: brands.id })
        .from(brands)
        .where(sql`lower(${brands.name}) = lower(${input.name})`);
      if (taken && taken.id !== id) return { ok: false as const, errors: { name: NAME_TAKEN } };
      let brandId: number;
      if (id === null) {
        const [row] = await tx.insert(brands).values(input).returning({ id: brands.id });
        brandId = row?.id as number;
      } else {
        const [before] = await tx.select({ name: brands.name }).from(brands).where(eq(brands.id, id));
        if (!before) return null;
        await tx.update(brands).set(input).where(eq(brands.id, id));
        brandId = id;
        input = {
          ...input,
          name: before.name === input.name ? input.name : `${before.name} → ${input.name}`,
        };
      }
      await recordAudit(tx, {
        staffId,
        action: id === null ? "brand.create" : "brand.update",
        subject: `brand:${brandId}`,
        detail: `${input.name}${input.website ? `; ${input.website}` : ""}`,
      });
      return { ok: true as const, id: brandId };
    });
  } catch (error) {
    if (isUniqueViolation(error)) return { ok: false, errors: { name: NAME_TAKEN } };
    throw error;
  }
}

export type BrandRemoval = "removed" | "missing" | { lessons: number; profiles: number };

/**
 * Removes a brand nobody uses. One that lessons or profiles name stays (removing it would silently
 * take it off them): the answer says how many use it.
 */
export async function removeBrand(db: Database, staffId: number, id: number): Promise<BrandRemoval> {
  return db.transaction(async (tx) => {
    const [brand] = await tx.select().from(brands).where(eq(brands.id, id)).for("update");
    if (!brand) return "missing";
    const [lessonUse] = await tx
      .select({ value: countDistinct(lessonBrands.lessonId) })
      .from(lessonBrands)
      .where(eq(lessonBrands.brandId, id));
    const [profileUse] = await tx
      .select({ value: countDistinct(profileBrands.userId) })
      .from(profileBrands)
      .where(eq(profileBrands.brandId, id));
    const lessons = lessonUse?.value ?? 0;
    const profiles = profileUse?.value ?? 0;
    if (lessons > 0 || profiles > 0) return { lessons, profiles };
    await tx.delete(brands).where(eq(brands.id, id));
    await recordAudit(tx, { staffId, action: "brand.delete", subject: `brand:${id}`, detail: brand.name });
    return "removed";
  });
}
