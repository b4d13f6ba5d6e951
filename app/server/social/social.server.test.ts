import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabases } from "../../../tests/databases";
import { insertUser, makeUser } from "../../../tests/support/office";
import { lessonWithFullVideo } from "../../../tests/support/progress";
import type { User } from "../auth/users.server";
import { lessons, mailOutbox } from "../db/schema";
import { announcePublishedLesson } from "./announce.server";
import {
  followedMasterCards,
  followMaster,
  isFollowing,
  savedAmong,
  savedLessonCards,
  saveLesson,
  stopFollowing,
  unfollowMaster,
  unsaveLesson,
} from "./social.server";
import { unsubscribeQuery, verifyUnsubscribe } from "./unsubscribe-link.server";

const SECRETS = [
  "a-session-secret-of-at-least-thirty-two-chars",
  "the-previous-secret-still-listed-here-too",
];

describe("the unsubscribe link", () => {
  it("names the follow it was signed for, under any listed secret", () => {
    const query = unsubscribeQuery(SECRETS, { followerId: 12, masterId: 34 });
    expect(query).toMatch(/^f=12&m=34&sig=[A-Za-z0-9_-]{43}$/);
    expect(verifyUnsubscribe(SECRETS, new URLSearchParams(query))).toEqual({ followerId: 12, masterId: 34 });
    // Signed with the previous secret (rotated since): still accepted.
    const old = unsubscribeQuery([SECRETS[1] as string], { followerId: 12, masterId: 34 });
    expect(verifyUnsubscribe(SECRETS, new URLSearchParams(old))).not.toBeNull();
  });

  it("refuses a changed follower or master, a changed signature and a secret not listed", () => {
    const query = new URLSearchParams(unsubscribeQuery(SECRETS, { followerId: 12, masterId: 34 }));
    for (const [name, value] of [
      ["f", "13"],
      ["m", "35"],
      ["sig", `${(query.get("sig") as string).slice(0, -1)}A`],
      ["f", "012"],
      ["f", ""],
    ] as const) {
      const changed = new URLSearchParams(query);
      changed.set(name, value);
      if (changed.get("sig") === query.get("sig") && name === "sig") continue;
      expect(verifyUnsubscribe(SECRETS, changed)).toBeNull();
    }
    expect(verifyUnsubscribe(["another-secret-entirely-of-32-chars!"], query)).toBeNull();
    expect(verifyUnsubscribe(SECRETS, new URLSearchParams())).toBeNull();
  });
});

describe.each(testDatabases())("saved lessons and follows on $name", (engine) => {
  let database: Awaited<ReturnType<typeof engine.open>>;
  let master: User;
  let learner: User;

  beforeAll(async () => {
    database = await engine.open();
    master = await makeUser(database.db);
    learner = await makeUser(database.db);
  });
  afterAll(() => database.dispose());

  it("saves a published lesson once, lists it latest first and unsaves it", async () => {
    const db = database.db;
    const first = await lessonWithFullVideo(db, master);
    const second = await lessonWithFullVideo(db, master);
    expect(await saveLesson(db, learner.id, first.slug)).toEqual({ ok: true, active: true });
    expect(await saveLesson(db, learner.id, first.slug)).toEqual({ ok: true, active: true });
    expect(await saveLesson(db, learner.id, second.slug)).toEqual({ ok: true, active: true });
    const cards = await savedLessonCards(db, "en", learner.id);
    expect(cards.map((card) => card.slug).sort()).toEqual([first.slug, second.slug].sort());
    expect(await savedAmong(db, learner.id, [first.lessonId, second.lessonId, 999_999])).toEqual(
      new Set([first.lessonId, second.lessonId]),
    );
    // A lesson taken off the site leaves the list (the row stays, should it come back).
    await db.update(lessons).set({ published: false }).where(eq(lessons.id, second.lessonId));
    expect((await savedLessonCards(db, "en", learner.id)).map((card) => card.slug)).toEqual([first.slug]);
    expect(await saveLesson(db, learner.id, second.slug)).toEqual({ ok: false, reason: "notFound" });
    expect(await unsaveLesson(db, learner.id, second.slug)).toEqual({ ok: true, active: false });
    expect(await unsaveLesson(db, learner.id, first.slug)).toEqual({ ok: true, active: false });
    expect(await savedLessonCards(db, "en", learner.id)).toEqual([]);
    expect(await saveLesson(db, learner.id, "no-such-lesson")).toEqual({ ok: false, reason: "notFound" });
    expect(await saveLesson(db, learner.id, "bad\u0000slug")).toEqual({ ok: false, reason: "notFound" });
  });

  it("holds the saved lessons' limit, and saving one already saved is not refused by it", async () => {
    const db = database.db;
    const person = await makeUser(db);
    const a = await lessonWithFullVideo(db, master);
    const b = await lessonWithFullVideo(db, master);
    expect(await saveLesson(db, person.id, a.slug, 1)).toEqual({ ok: true, active: true });
    expect(await saveLesson(db, person.id, b.slug, 1)).toEqual({ ok: false, reason: "tooManySaved" });
    expect(await saveLesson(db, person.id, a.slug, 1)).toEqual({ ok: true, active: true });
  });

  it("follows a master once, never oneself, within the limit, and stops", async () => {
    const db = database.db;
    const other = await makeUser(db);
    const follower = await makeUser(db);
    expect(await followMaster(db, follower.id, master.username.toUpperCase())).toEqual({
      ok: true,
      active: true,
    });
    expect(await followMaster(db, follower.id, master.username)).toEqual({ ok: true, active: true });
    expect(await followMaster(db, follower.id, follower.username)).toEqual({ ok: false, reason: "ownPage" });
    expect(await followMaster(db, follower.id, other.username, 1)).toEqual({
      ok: false,
      reason: "tooManyFollows",
    });
    expect(await followMaster(db, follower.id, "nobody_here")).toEqual({ ok: false, reason: "notFound" });
    expect(await isFollowing(db, follower.id, master.id)).toBe(true);
    expect(await unfollowMaster(db, follower.id, master.username)).toEqual({ ok: true, active: false });
    expect(await isFollowing(db, follower.id, master.id)).toBe(false);
    expect(await stopFollowing(db, follower.id, master.id)).toBe(false);
  });

  it("lists followed masters latest first, a fresh account without a profile row too", async () => {
    const db = database.db;
    const follower = await makeUser(db);
    const other = await makeUser(db);
    await followMaster(db, follower.id, master.username);
    await followMaster(db, follower.id, other.username);
    const cards = await followedMasterCards(db, "en", follower.id);
    expect(cards.map((card) => card.username).sort()).toEqual([master.username, other.username].sort());
    expect(cards[0]).toMatchObject({ rating: 0, reviewCount: 0, isTeacher: false, skills: [] });
  });

  it("emails each active follower once per lesson, in their language, with a signed unsubscribe link", async () => {
    const db = database.db;
    const author = await insertUser(db, { fullName: "Olena <Nails>" });
    const german = await insertUser(db, { locale: "de", fullName: "Greta" });
    const ukrainian = await insertUser(db, { locale: "uk", fullName: "Олена" });
    const inactive = await insertUser(db, { locale: "en", isActive: false });
    for (const person of [german, ukrainian, inactive]) await followMaster(db, person.id, author.username);
    // An account switched off keeps its follow, but gets no email.
    const { lessonId } = await lessonWithFullVideo(db, author);
    await db.update(lessons).set({ title: "Gel & chrome" }).where(eq(lessons.id, lessonId));
    const deps = { origin: "https://maistry.test/", sessionSecrets: SECRETS };

    expect(await announcePublishedLesson(db, deps, lessonId)).toBe(2);
    // Publishing again (after a draft or an unpublish) sends nothing.
    expect(await announcePublishedLesson(db, deps, lessonId)).toBe(0);

    const mails = await db.select().from(mailOutbox);
    const toGerman = mails.filter((mail) => mail.recipient === german.email);
    const toUkrainian = mails.filter((mail) => mail.recipient === ukrainian.email);
    expect(toGerman).toHaveLength(1);
    expect(toUkrainian).toHaveLength(1);
    expect(mails.some((mail) => mail.recipient === inactive.email)).toBe(false);
    const de = toGerman[0] as (typeof mails)[number];
    expect(de.subject).toBe("Neue Lektion von Olena <Nails>: Gel & chrome");
    expect(de.html).toContain("Olena &lt;Nails&gt;");
    expect(de.text).toContain("https://maistry.test/de/lessons/");
    const uk = toUkrainian[0] as (typeof mails)[number];
    expect(uk.subject).toContain("Новий урок");
    expect(uk.text).toContain("https://maistry.test/lessons/");

    const link = /https:\/\/maistry\.test\/de\/unsubscribe\?(\S+)/.exec(de.text)?.[1] ?? "";
    expect(verifyUnsubscribe(SECRETS, new URLSearchParams(link))).toEqual({
      followerId: german.id,
      masterId: author.id,
    });
    expect(de.html).toContain(`/de/unsubscribe?${link.replaceAll("&", "&amp;")}`);
    // The same link as the one-click List-Unsubscribe header.
    expect(de.listUnsubscribe).toBe(`https://maistry.test/de/unsubscribe?${link}`);
  });
});
