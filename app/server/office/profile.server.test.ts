import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseMasterFilters } from "~/forms/catalog-filters";
import { testDatabases } from "../../../tests/databases";
import {
  insertUser,
  pendingImage,
  referenceIds,
  testUploadDeps,
  userRow,
} from "../../../tests/support/office";
import type { User } from "../auth/users.server";
import { listMasters } from "../catalog/masters.server";
import { clearDatabaseCaches } from "../content/ttl-cache";
import { categoryTranslations, masterSkills, media, profileBrands, profiles } from "../db/schema";
import type { UploadDeps } from "../media/uploads.server";
import { seedReferenceContent } from "../seed/reference.server";
import {
  brandOptions,
  officeProfile,
  refreshListing,
  setProfileBrands,
  specializationOptions,
  updatePersonalData,
  updateSocials,
} from "./profile.server";

describe.each(testDatabases())("office profile on $name", (engine) => {
  let database: Awaited<ReturnType<typeof engine.open>>;
  let deps: UploadDeps;
  let ref: Awaited<ReturnType<typeof referenceIds>>;

  beforeAll(async () => {
    database = await engine.open();
    await seedReferenceContent(database.db);
    deps = await testUploadDeps(database.db);
    ref = await referenceIds(database.db);
  });
  afterAll(() => database.dispose());

  const db = () => database.db;
  const profileRow = async (id: number) =>
    (await db().select().from(profiles).where(eq(profiles.userId, id)))[0];
  const found = async (query: string) =>
    (await listMasters(db(), "en", parseMasterFilters(new URLSearchParams({ q: query })))).results.map(
      (master) => master.id,
    );
  const complete = (user: User, changes: Record<string, string> = {}) => ({
    fullName: user.fullName,
    username: user.username,
    phone: "+380 44 123 45 67",
    country: "UA",
    city: "Львів",
    shortDescription: "  Gel manicure and nail art.  ",
    category: String(ref.categoryA),
    specialization: String(ref.subsA[0]),
    ...changes,
  });

  it("creates the profile row and keeps a registered user out of the lists until the basic profile is filled", async () => {
    const user = await insertUser(db(), { fullName: "Ярина Тестова" });
    expect(await profileRow(user.id)).toBeUndefined();
    await refreshListing(db(), user.id);
    expect(await profileRow(user.id)).toMatchObject({
      isListed: false,
      searchText: `ярина тестова ${user.username}`,
    });
    const profile = await officeProfile(db(), user.id);
    expect(profile?.missing).toEqual(["category", "specialization", "shortDescription"]);
    expect(await found("Ярина")).not.toContain(user.id);
  });

  it("saves the personal data with the registration's checks, and then the master is listed", async () => {
    const user = await insertUser(db(), { fullName: "Marta Listed" });
    const result = await updatePersonalData(deps, user, {
      personal: complete(user, { category: "", username: "Marta.Nails" }),
    });
    expect(result).toEqual({ ok: true });
    const saved = await userRow(db(), user.id);
    expect(saved).toMatchObject({
      username: "Marta.Nails",
      phone: "+380441234567",
      country: "UA",
      city: "Lviv",
    });
    expect(await profileRow(user.id)).toMatchObject({
      isListed: true,
      shortDescription: "Gel manicure and nail art.",
      categoryId: ref.categoryA,
      subCategoryId: ref.subsA[0],
      searchText: "marta listed marta.nails",
    });
    expect(await found("marta")).toContain(user.id);
    const skills = await db().select().from(masterSkills).where(eq(masterSkills.userId, user.id));
    expect(skills).toEqual([{ userId: user.id, subCategoryId: ref.subsA[0], level: null }]);

    // Emptying the description takes the master out of the lists again.
    const emptied = await updatePersonalData(deps, saved as User, {
      personal: complete(saved as User, { shortDescription: " " }),
    });
    expect(emptied).toEqual({
      ok: false,
      errors: { shortDescription: "officeProfile.validation.descriptionRequired" },
    });
    expect((await profileRow(user.id))?.isListed).toBe(true);
  });

  it("refuses a taken nickname (any case), an unknown city, a bad phone and a wrong specialization, changing nothing", async () => {
    const taken = await insertUser(db(), { username: "taken_nick" });
    const user = await insertUser(db());
    const before = await userRow(db(), user.id);
    const result = await updatePersonalData(deps, user, {
      personal: complete(user, {
        username: "TAKEN_Nick",
        city: "Atlantis",
        phone: "12",
        fullName: "Al",
        category: String(ref.categoryB),
        specialization: String(ref.subsA[0]),
      }),
    });
    expect(result).toEqual({
      ok: false,
      errors: {
        username: "validation.nicknameExists",
        city: "validation.cityNotFound",
        phone: "validation.phoneInvalid",
        fullName: "validation.nameMin",
        specialization: "officeProfile.validation.specializationMismatch",
      },
    });
    expect(await userRow(db(), user.id)).toEqual(before);
    expect(taken.id).not.toBe(user.id);

    const unknown = await updatePersonalData(deps, user, {
      personal: complete(user, { country: "XX", specialization: "999999", category: "" }),
    });
    expect(unknown).toEqual({
      ok: false,
      errors: {
        country: "validation.countryRequired",
        specialization: "officeProfile.validation.specializationRequired",
      },
    });

    // One's own nickname in another case is no conflict.
    const own = await updatePersonalData(deps, user, {
      personal: complete(user, { username: user.username.toUpperCase() }),
    });
    expect(own).toEqual({ ok: true });
  });

  it("keeps skills with a proven level when the specialization changes, and drops the old unproven one", async () => {
    const user = await insertUser(db());
    expect(await updatePersonalData(deps, user, { personal: complete(user) })).toEqual({ ok: true });
    const proven = ref.subsB[1] as number;
    await db().insert(masterSkills).values({ userId: user.id, subCategoryId: proven, level: 4 });
    const saved = (await userRow(db(), user.id)) as User;
    expect(
      await updatePersonalData(deps, saved, {
        personal: complete(saved, { category: String(ref.categoryB), specialization: String(ref.subsB[0]) }),
      }),
    ).toEqual({ ok: true });
    const skills = await db().select().from(masterSkills).where(eq(masterSkills.userId, user.id));
    expect(skills.map((skill) => [skill.subCategoryId, skill.level]).sort()).toEqual(
      [
        [ref.subsB[0], null],
        [proven, 4],
      ].sort(),
    );
    // Choosing the proven one as the specialization keeps its level.
    expect(
      await updatePersonalData(deps, saved, {
        personal: complete(saved, { category: "", specialization: String(proven) }),
      }),
    ).toEqual({ ok: true });
    const after = await db().select().from(masterSkills).where(eq(masterSkills.userId, user.id));
    expect(after).toEqual([{ userId: user.id, subCategoryId: proven, level: 4 }]);
  });

  it("takes a pending avatar upload, replaces it and discards the old one; refuses anyone else's or another purpose", async () => {
    const user = await insertUser(db());
    const stranger = await insertUser(db());
    const first = await pendingImage(deps, user.id);
    expect(
      await updatePersonalData(deps, user, { personal: complete(user), avatar: String(first.id) }),
    ).toEqual({
      ok: true,
    });
    expect((await profileRow(user.id))?.avatarId).toBe(first.id);
    const [firstRow] = await db().select().from(media).where(eq(media.id, first.id));
    expect(firstRow?.pendingUntil).toBeNull();
    const firstFile = `${firstRow?.storageKey}/${firstRow?.variants[0]}.webp`;
    expect(await deps.storage.size(firstFile)).toBeGreaterThan(0);
    expect((await officeProfile(db(), user.id))?.avatar?.key).toMatch(/^images\/[0-9a-f-]{36}$/);

    const theirs = await pendingImage(deps, stranger.id);
    const photo = await pendingImage(deps, user.id, "photo");
    for (const id of [theirs.id, photo.id, first.id, 0]) {
      expect(await updatePersonalData(deps, user, { personal: complete(user), avatar: String(id) })).toEqual({
        ok: false,
        errors: { avatar: "officeProfile.validation.avatarInvalid" },
      });
    }

    const second = await pendingImage(deps, user.id);
    expect(
      await updatePersonalData(deps, user, { personal: complete(user), avatar: String(second.id) }),
    ).toEqual({
      ok: true,
    });
    expect((await profileRow(user.id))?.avatarId).toBe(second.id);
    expect(await db().select().from(media).where(eq(media.id, first.id))).toEqual([]);
    expect(await deps.storage.size(firstFile)).toBeNull();

    expect(await updatePersonalData(deps, user, { personal: complete(user), removeAvatar: true })).toEqual({
      ok: true,
    });
    expect((await profileRow(user.id))?.avatarId).toBeNull();
    expect(await db().select().from(media).where(eq(media.id, second.id))).toEqual([]);
  });

  it("saves social links (handles become addresses), refuses a bad one whole, and unties", async () => {
    const user = await insertUser(db());
    expect(
      await updateSocials(deps, user, {
        instagram: "@olena.nails",
        tiktok: "tiktok.com/@olena",
        website: "https://olena-nails.com.ua",
        facebook: "",
        youtube: "",
      }),
    ).toEqual({ ok: true });
    expect((await officeProfile(db(), user.id))?.socials).toEqual({
      instagram: "https://www.instagram.com/olena.nails/",
      facebook: "",
      tiktok: "https://tiktok.com/@olena",
      youtube: "",
      website: "https://olena-nails.com.ua",
    });
    expect(await updateSocials(deps, user, { youtube: "@channel", website: "javascript:alert(1)" })).toEqual({
      ok: false,
      errors: { website: "officeProfile.validation.websiteInvalid" },
    });
    expect((await officeProfile(db(), user.id))?.socials.youtube).toBe("");
    expect(await updateSocials(deps, user, { instagram: "" })).toEqual({ ok: true });
    expect((await officeProfile(db(), user.id))?.socials.instagram).toBe("");
  });

  it("selects existing brands only, at most 30", async () => {
    const user = await insertUser(db());
    const [a, b, c] = ref.brands as [number, number, number];
    expect(await setProfileBrands(deps, user, [String(b), String(a), String(a), String(c)])).toEqual({
      ok: true,
    });
    expect((await officeProfile(db(), user.id))?.brandIds).toEqual([a, b, c].sort((x, y) => x - y));
    expect(await setProfileBrands(deps, user, [String(a), "999999"])).toEqual({
      ok: false,
      errors: { brands: "officeProfile.validation.brandUnknown" },
    });
    expect(await setProfileBrands(deps, user, ref.brands.slice(0, 31).map(String))).toEqual({
      ok: false,
      errors: { brands: "officeProfile.validation.brandsMax" },
    });
    expect(await db().select().from(profileBrands).where(eq(profileBrands.userId, user.id))).toHaveLength(3);
    expect(await setProfileBrands(deps, user, ref.brands.slice(0, 30).map(String))).toEqual({ ok: true });
    expect(await setProfileBrands(deps, user, [])).toEqual({ ok: true });
    expect(
      await db()
        .select()
        .from(profileBrands)
        .where(and(eq(profileBrands.userId, user.id))),
    ).toEqual([]);
  });

  it("lists every category with its specializations in the asked language", async () => {
    const [en, uk] = await Promise.all([
      specializationOptions(db(), "en"),
      specializationOptions(db(), "uk"),
    ]);
    expect(en.length).toBeGreaterThan(1);
    expect(en[0]?.specializations.map((sub) => sub.id)).toEqual(ref.subsA);
    expect(en[0]?.title).not.toBe(uk[0]?.title);
    const names = (await brandOptions(db())).map((brand) => brand.name);
    expect(names).toHaveLength(ref.brands.length);
    expect(names.indexOf("Kérastase")).toBeLessThan(names.indexOf("Kryolan"));
    expect(names.indexOf("Alfaparf Milano")).toBe(0);
  });

  it("reads the specializations from the lists' few-second cache, which a change empties", async () => {
    const before = await specializationOptions(db(), "en");
    const first = before[0];
    if (!first) throw new Error("no category");
    await db()
      .update(categoryTranslations)
      .set({ title: "Renamed meanwhile" })
      .where(and(eq(categoryTranslations.categoryId, first.id), eq(categoryTranslations.locale, "en")));
    expect((await specializationOptions(db(), "en"))[0]?.title).toBe(first.title);
    clearDatabaseCaches();
    expect((await specializationOptions(db(), "en"))[0]?.title).toBe("Renamed meanwhile");
    await db()
      .update(categoryTranslations)
      .set({ title: first.title })
      .where(and(eq(categoryTranslations.categoryId, first.id), eq(categoryTranslations.locale, "en")));
    clearDatabaseCaches();
  });
});
