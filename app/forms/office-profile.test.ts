import { describe, expect, it } from "vitest";
import { ACTIVITY_KINDS } from "~/server/db/schema";
import { fieldErrors } from "./form-data";
import { activitySchema, normalizeSocialLink, personalDataSchema, socialsSchema } from "./office-profile";
import { ACTIVITY_KIND_NAMES } from "./office-profile-limits";

const errorsOf = (
  schema: typeof personalDataSchema | typeof activitySchema | typeof socialsSchema,
  input: object,
) => {
  const result = schema.safeParse(input);
  return result.success ? {} : fieldErrors(result.error);
};

const personal = {
  fullName: "Олена Коваль",
  username: "olena.nails",
  phone: "+380 44 123 45 67",
  country: "UA",
  city: "Kyiv",
  shortDescription: "Manicure and nail art for ten years.",
  category: "1",
  specialization: "2",
};

describe("personal data rules", () => {
  it("accepts a complete form, and a specialization without its category", () => {
    expect(errorsOf(personalDataSchema, personal)).toEqual({});
    expect(errorsOf(personalDataSchema, { ...personal, category: "" })).toEqual({});
  });

  it("names every empty field with its SPEC §5 message", () => {
    expect(errorsOf(personalDataSchema, { category: "", specialization: "" })).toEqual({
      fullName: "validation.nameRequired",
      username: "validation.nicknameRequired",
      phone: "validation.phoneRequired",
      country: "validation.countryRequired",
      city: "validation.cityRequired",
      shortDescription: "officeProfile.validation.descriptionRequired",
      category: "officeProfile.validation.categoryRequired",
      specialization: "officeProfile.validation.specializationRequired",
    });
  });

  it("limits the short description to 1000 characters", () => {
    expect(errorsOf(personalDataSchema, { ...personal, shortDescription: "x".repeat(1000) })).toEqual({});
    expect(errorsOf(personalDataSchema, { ...personal, shortDescription: "x".repeat(1001) })).toEqual({
      shortDescription: "officeProfile.validation.descriptionMax",
    });
  });
});

describe("social links", () => {
  it("keeps full http(s) addresses and adds https:// to a bare address", () => {
    expect(normalizeSocialLink("instagram", " https://www.instagram.com/olena.nails/ ")).toBe(
      "https://www.instagram.com/olena.nails/",
    );
    expect(normalizeSocialLink("website", "http://olena-nails.com.ua/about")).toBe(
      "http://olena-nails.com.ua/about",
    );
    expect(normalizeSocialLink("website", "olena-nails.com.ua")).toBe("https://olena-nails.com.ua");
    expect(normalizeSocialLink("facebook", "facebook.com/olena")).toBe("https://facebook.com/olena");
  });

  it("turns a handle into the network's address", () => {
    expect(normalizeSocialLink("instagram", "@olena.nails")).toBe("https://www.instagram.com/olena.nails/");
    expect(normalizeSocialLink("instagram", "olena.nails")).toBe("https://www.instagram.com/olena.nails/");
    expect(normalizeSocialLink("tiktok", "@olena")).toBe("https://www.tiktok.com/@olena");
    expect(normalizeSocialLink("youtube", "olena_channel")).toBe("https://www.youtube.com/@olena_channel");
    expect(normalizeSocialLink("facebook", "olena.koval")).toBe("https://www.facebook.com/olena.koval");
  });

  it("refuses what is not a link", () => {
    for (const bad of [
      "javascript:alert(1)",
      "ftp://files.example.com",
      "https://localhost/x",
      "two words",
      "@",
      "https://user:pw@evil.com",
    ]) {
      expect(normalizeSocialLink("instagram", bad), bad).toBeNull();
    }
    expect(normalizeSocialLink("website", "olena")).toBeNull();
    expect(normalizeSocialLink("website", "")).toBe("");
  });

  it("limits a link to 300 characters and says what is wrong per field", () => {
    const long = `https://example.com/${"a".repeat(281)}`;
    expect(errorsOf(socialsSchema, { website: long, instagram: "not a link" })).toEqual({
      website: "officeProfile.validation.linkMax",
      instagram: "officeProfile.validation.linkInvalid",
    });
    const parsed = socialsSchema.parse({ instagram: "@olena", website: "" });
    expect(parsed).toEqual({
      instagram: "https://www.instagram.com/olena/",
      facebook: "",
      tiktok: "",
      youtube: "",
      website: "",
    });
  });
});

describe("professional activity rules", () => {
  const activity = {
    kind: "coaching",
    position: "Mentor",
    organisation: "",
    event: "",
    year: "2021",
    description: "",
  };

  it("uses the kinds the database knows", () => {
    expect([...ACTIVITY_KIND_NAMES]).toEqual([...ACTIVITY_KINDS]);
  });

  it("accepts a position, a body or an event alone, and an empty year", () => {
    expect(errorsOf(activitySchema, activity)).toEqual({});
    expect(errorsOf(activitySchema, { ...activity, position: "", event: "Kyiv Nail Cup", year: "" })).toEqual(
      {},
    );
    expect(activitySchema.parse({ ...activity, year: "" }).year).toBeNull();
    expect(activitySchema.parse(activity).year).toBe(2021);
  });

  it("needs a kind and something that says what or where", () => {
    expect(errorsOf(activitySchema, { position: " ", organisation: "", event: "" })).toEqual({
      kind: "officeProfile.validation.kindRequired",
      position: "officeProfile.validation.activityEmpty",
    });
    expect(errorsOf(activitySchema, { ...activity, kind: "party" })).toEqual({
      kind: "officeProfile.validation.kindRequired",
    });
  });

  it("limits the year and the lengths", () => {
    const nextYear = String(new Date().getFullYear() + 1);
    for (const year of ["1949", nextYear, "20", "year", "2020.5"]) {
      expect(errorsOf(activitySchema, { ...activity, year }), year).toEqual({
        year: "officeProfile.validation.yearRange",
      });
    }
    expect(errorsOf(activitySchema, { ...activity, year: "1950" })).toEqual({});
    expect(
      errorsOf(activitySchema, {
        ...activity,
        position: "p".repeat(201),
        organisation: "o".repeat(200),
        event: "e".repeat(201),
        description: "d".repeat(2001),
      }),
    ).toEqual({
      position: "officeProfile.validation.textMax",
      event: "officeProfile.validation.textMax",
      description: "officeProfile.validation.activityDescriptionMax",
    });
  });
});
