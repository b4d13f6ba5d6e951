/**
 * What the personal office's frame and the owner's tabs on their own master page read: who is in
 * the office (with the avatar) and the owner's lessons, drafts included, with their status.
 */
import { and, eq, inArray, sql } from "drizzle-orm";
import type { Locale } from "~/i18n/locales";
import type { OfficeIdentity, OwnLesson } from "~/office/types";
import { lessonsOfMaster } from "../catalog/lessons.server";
import type { Database } from "../db/client.server";
import { prepared } from "../db/prepared.server";
import { lessons, media, profiles, users } from "../db/schema";
import { imageRef } from "../media/image-ref.server";

/** Name, nickname and avatar for the office's header; null for an unknown user. */
export async function officeIdentity(db: Database, userId: number): Promise<OfficeIdentity | null> {
  // Every office page asks it: prepared once per handle (prepared.server.ts).
  const [row] = await prepared(db, "office_identity", (name) =>
    db
      .select({
        id: users.id,
        username: users.username,
        fullName: users.fullName,
        storageKey: media.storageKey,
        width: media.width,
        height: media.height,
        variants: media.variants,
      })
      .from(users)
      .leftJoin(profiles, eq(profiles.userId, users.id))
      .leftJoin(media, eq(media.id, profiles.avatarId))
      .where(eq(users.id, sql.placeholder("userId")))
      .prepare(name),
  ).execute({ userId });
  if (!row) return null;
  const { storageKey, width, height, variants, ...who } = row;
  return {
    ...who,
    avatar: storageKey ? imageRef({ storageKey, width, height, variants: variants ?? [] }) : null,
  };
}

/** Every lesson of the owner, newest first, drafts included, each with its status. */
export async function ownLessons(db: Database, locale: Locale, userId: number): Promise<OwnLesson[]> {
  const cards = await lessonsOfMaster(db, locale, userId, { includeDrafts: true });
  if (cards.length === 0) return [];
  const published = await db
    .select({ id: lessons.id })
    .from(lessons)
    .where(
      and(
        eq(lessons.masterId, userId),
        eq(lessons.published, true),
        inArray(
          lessons.id,
          cards.map((card) => card.id),
        ),
      ),
    );
  const live = new Set(published.map((row) => row.id));
  return cards.map((card) => ({ ...card, published: live.has(card.id) }));
}
