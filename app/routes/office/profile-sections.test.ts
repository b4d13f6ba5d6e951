import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { User } from "~/server/auth/users.server";
import { professionalActivities, profileBrands, profiles } from "~/server/db/schema";
import { seedReferenceContent } from "~/server/seed/reference.server";
import { userContext } from "~/server/web/current-user.server";
import { testDatabases } from "../../../tests/databases";
import { routerContext } from "../../../tests/router-context";
import { insertUser, referenceIds } from "../../../tests/support/office";
import * as activitiesRoute from "./activities";
import * as activityRoute from "./activity";
import * as brandsRoute from "./brands";
import * as personalRoute from "./personal-data";
import * as socialsRoute from "./socials";

const ORIGIN = "http://maistry.test";

/** What an action gave back: a redirect (thrown or returned), or data with its status. */
async function outcome(run: () => Promise<unknown>) {
  let result: unknown;
  try {
    result = await run();
  } catch (thrown) {
    result = thrown;
  }
  if (result instanceof Response) {
    return {
      status: result.status,
      location: result.headers.get("Location"),
      cookie: result.headers.get("Set-Cookie"),
    };
  }
  const init = (result as { init?: { status?: number } | null; data?: unknown }) ?? {};
  if (init && "data" in init)
    return { status: init.init?.status ?? 200, data: init.data as Record<string, unknown> };
  return { status: 200, data: result as Record<string, unknown> };
}

describe.each(testDatabases())("the office's profile sections on $name", (engine) => {
  let database: Awaited<ReturnType<typeof engine.open>>;
  let ref: Awaited<ReturnType<typeof referenceIds>>;
  beforeAll(async () => {
    database = await engine.open();
    await seedReferenceContent(database.db);
    ref = await referenceIds(database.db);
  });
  afterAll(() => database.dispose());

  function args(
    user: User | null,
    path: string,
    init?: { form?: Record<string, string | string[]>; params?: Record<string, string> },
  ) {
    const context = routerContext(database, { locale: "en" });
    context.set(userContext, user);
    let body: URLSearchParams | undefined;
    if (init?.form) {
      body = new URLSearchParams();
      for (const [key, value] of Object.entries(init.form)) {
        for (const item of Array.isArray(value) ? value : [value]) body.append(key, item);
      }
    }
    const request = new Request(`${ORIGIN}/en/personal-info${path}`, {
      method: body ? "POST" : "GET",
      body,
      headers: body ? { "Content-Type": "application/x-www-form-urlencoded" } : undefined,
    });
    return { request, context, params: { lang: "en", ...init?.params } } as never;
  }

  it("sends a visitor to the login page and back", async () => {
    const result = await outcome(() => socialsRoute.loader(args(null, "/socials")));
    expect(result).toMatchObject({
      status: 302,
      location: "/en/login?redirectTo=%2Fen%2Fpersonal-info%2Fsocials",
    });
  });

  it("personal data: a refused form keeps every value and says what is wrong; a complete one lists the master", async () => {
    const user = await insertUser(database.db, { isMaster: true });
    const refused = await outcome(() =>
      personalRoute.action(
        args(user, "?index", {
          form: {
            fullName: "",
            username: user.username,
            phone: "+380441234567",
            country: "UA",
            city: "Atlantis",
            shortDescription: "",
            category: "",
            specialization: "",
          },
        }),
      ),
    );
    expect(refused.status).toBe(400);
    expect(refused.data).toMatchObject({
      errors: {
        fullName: "validation.nameRequired",
        city: "validation.cityNotFound",
        shortDescription: "officeProfile.validation.descriptionRequired",
        category: "officeProfile.validation.categoryRequired",
        specialization: "officeProfile.validation.specializationRequired",
      },
      values: { city: "Atlantis", username: user.username },
      kept: [],
    });
    expect(await database.db.select().from(profiles).where(eq(profiles.userId, user.id))).toMatchObject([
      { isListed: false },
    ]);

    const saved = await outcome(() =>
      personalRoute.action(
        args(user, "?index", {
          form: {
            fullName: user.fullName,
            username: user.username,
            phone: "+380441234567",
            country: "UA",
            city: "Kyiv",
            shortDescription: "Lash extensions.",
            category: String(ref.categoryA),
            specialization: String(ref.subsA[0]),
          },
        }),
      ),
    );
    expect(saved).toMatchObject({ status: 302, location: "/en/personal-info" });
    expect(saved.cookie).toMatch(/^flash=/);
    const page = (await personalRoute.loader(args(user, ""))) as Awaited<
      ReturnType<typeof personalRoute.loader>
    >;
    expect(page.profile).toMatchObject({ isListed: true, missing: [], shortDescription: "Lash extensions." });
    expect(page.groups.length).toBeGreaterThan(1);
  });

  it("personal data of a learner: the account's own fields, no master field asked for", async () => {
    const user = await insertUser(database.db);
    const form = {
      fullName: "Iryna Learner",
      username: user.username,
      phone: "+380441234567",
      country: "UA",
    };
    const refused = await outcome(() =>
      personalRoute.action(args(user, "?index", { form: { ...form, city: "Atlantis" } })),
    );
    expect(refused.status).toBe(400);
    expect((refused.data as { errors: Record<string, string> }).errors).toEqual({
      city: "validation.cityNotFound",
    });

    const saved = await outcome(() =>
      personalRoute.action(args(user, "?index", { form: { ...form, city: "Одеса" } })),
    );
    expect(saved).toMatchObject({ status: 302, location: "/en/personal-info" });
    const page = (await personalRoute.loader(args(user, ""))) as Awaited<
      ReturnType<typeof personalRoute.loader>
    >;
    expect(page.role).toBe("learner");
    expect(page.profile).toMatchObject({ fullName: "Iryna Learner", city: "Odesa", isListed: false });
  });

  it("socials: saves links, asks before removing an emptied one, unties from the dialog", async () => {
    const user = await insertUser(database.db);
    const empty = { instagram: "", facebook: "", tiktok: "", youtube: "", website: "" };
    const bad = await outcome(() =>
      socialsRoute.action(args(user, "/socials", { form: { ...empty, website: "not a site" } })),
    );
    expect(bad).toMatchObject({
      status: 400,
      data: {
        errors: { website: "officeProfile.validation.websiteInvalid" },
        values: { website: "not a site" },
      },
    });

    const saved = await outcome(() =>
      socialsRoute.action(
        args(user, "/socials", { form: { ...empty, instagram: "@olena", youtube: "youtube.com/@olena" } }),
      ),
    );
    expect(saved).toMatchObject({ status: 302, location: "/en/personal-info/socials" });

    const asks = await outcome(() =>
      socialsRoute.action(args(user, "/socials", { form: { ...empty, youtube: "youtube.com/@olena" } })),
    );
    expect(asks).toMatchObject({ status: 200, data: { confirm: ["instagram"] } });
    const stored = async () =>
      (await database.db.select().from(profiles).where(eq(profiles.userId, user.id)))[0];
    expect((await stored())?.instagramUrl).toBe("https://www.instagram.com/olena/");

    const confirmed = await outcome(() =>
      socialsRoute.action(
        args(user, "/socials", { form: { ...empty, youtube: "youtube.com/@olena", confirmed: "untie" } }),
      ),
    );
    expect(confirmed.status).toBe(302);
    expect((await stored())?.instagramUrl).toBe("");

    const dialog = (await socialsRoute.loader(args(user, "/socials?untie=youtube"))) as {
      untie: string | null;
    };
    expect(dialog.untie).toBe("youtube");
    expect(
      ((await socialsRoute.loader(args(user, "/socials?untie=tiktok"))) as { untie: string | null }).untie,
    ).toBeNull();
    const untied = await outcome(() =>
      socialsRoute.action(args(user, "/socials", { form: { intent: "untie", network: "youtube" } })),
    );
    expect(untied).toMatchObject({ status: 302, location: "/en/personal-info/socials" });
    expect((await stored())?.youtubeUrl).toBe("");
  });

  it("brands: keeps the choice when refused (more than 30) and saves a valid one", async () => {
    const user = await insertUser(database.db);
    const tooMany = ref.brands.slice(0, 31).map(String);
    const refused = await outcome(() =>
      brandsRoute.action(args(user, "/brands", { form: { brands: tooMany } })),
    );
    expect(refused).toMatchObject({
      status: 400,
      data: { errors: { brands: "officeProfile.validation.brandsMax" }, selected: tooMany },
    });
    const saved = await outcome(() =>
      brandsRoute.action(args(user, "/brands", { form: { brands: tooMany.slice(0, 2) } })),
    );
    expect(saved.status).toBe(302);
    expect(
      await database.db.select().from(profileBrands).where(eq(profileBrands.userId, user.id)),
    ).toHaveLength(2);
  });

  it("activities: adds, edits and deletes one's own; someone else's id is a 404 and nothing changes", async () => {
    const owner = await insertUser(database.db);
    const stranger = await insertUser(database.db);
    const refused = await outcome(() =>
      activitiesRoute.action(
        args(owner, "/activities", {
          form: { kind: "", position: "", organisation: "", event: "", year: "1800", description: "" },
        }),
      ),
    );
    expect(refused).toMatchObject({
      status: 400,
      data: {
        errors: {
          kind: "officeProfile.validation.kindRequired",
          position: "officeProfile.validation.activityEmpty",
          year: "officeProfile.validation.yearRange",
        },
        values: { year: "1800" },
      },
    });
    const form = {
      kind: "certification_training",
      position: "",
      organisation: "Lash Academy",
      event: "",
      year: "2024",
      description: "Volume lashes.",
    };
    const added = await outcome(() => activitiesRoute.action(args(owner, "/activities", { form })));
    expect(added).toMatchObject({ status: 302, location: "/en/personal-info/activities" });
    const [row] = await database.db
      .select()
      .from(professionalActivities)
      .where(eq(professionalActivities.userId, owner.id));
    if (!row) throw new Error("not added");
    const id = String(row.id);

    for (const request of [
      () => activityRoute.loader(args(stranger, `/activities/${id}`, { params: { id } })),
      () =>
        activityRoute.action(
          args(stranger, `/activities/${id}`, { params: { id }, form: { ...form, organisation: "Hacked" } }),
        ),
      () =>
        activityRoute.action(
          args(stranger, `/activities/${id}`, { params: { id }, form: { intent: "delete" } }),
        ),
      () => activityRoute.loader(args(owner, "/activities/x1", { params: { id: "x1" } })),
    ]) {
      expect(await outcome(request)).toMatchObject({ status: 404 });
    }
    const [unchanged] = await database.db
      .select()
      .from(professionalActivities)
      .where(eq(professionalActivities.id, row.id));
    expect(unchanged).toEqual(row);

    const page = (await activityRoute.loader(
      args(owner, `/activities/${id}?delete=1`, { params: { id } }),
    )) as {
      confirmDelete: boolean;
    };
    expect(page.confirmDelete).toBe(true);
    const edited = await outcome(() =>
      activityRoute.action(
        args(owner, `/activities/${id}`, {
          params: { id },
          form: { ...form, year: "", position: "Graduate" },
        }),
      ),
    );
    expect(edited.status).toBe(302);
    const [after] = await database.db
      .select()
      .from(professionalActivities)
      .where(eq(professionalActivities.id, row.id));
    expect(after).toMatchObject({ position: "Graduate", year: null });
    const deleted = await outcome(() =>
      activityRoute.action(args(owner, `/activities/${id}`, { params: { id }, form: { intent: "delete" } })),
    );
    expect(deleted).toMatchObject({ status: 302, location: "/en/personal-info/activities" });
    expect(
      await database.db.select().from(professionalActivities).where(eq(professionalActivities.id, row.id)),
    ).toEqual([]);
  });
});
