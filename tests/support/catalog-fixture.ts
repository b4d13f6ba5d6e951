/**
 * Known catalog data for the integration tests (imported only by `*.test.ts`): a handful of
 * masters and lessons whose every filterable value is chosen, so counts and orders can be asserted.
 * Categories, sub-categories and brands come from the reference seed.
 */
import { asc, eq } from "drizzle-orm";
import { foldForSearch } from "~/server/catalog/search-text";
import type { Database } from "~/server/db/client.server";
import {
  brands,
  categories,
  lessonBrands,
  lessons,
  masterSkills,
  media,
  profileBrands,
  profiles,
  subCategories,
  users,
} from "~/server/db/schema";
import { seedReferenceContent } from "~/server/seed/reference.server";

export interface LessonSpec {
  key: string;
  title: string;
  master: string;
  sub: "a1" | "a2" | "b1";
  level: number;
  priceCents: number;
  views: number;
  rating: number;
  reviewCount: number;
  publishedAt: string | null;
  brands: ("x" | "y" | "z")[];
}

export interface MasterSpec {
  username: string;
  fullName: string;
  active: boolean;
  listed: boolean;
  teacher: boolean;
  rating: number;
  reviewCount: number;
  level: number | null;
  country: string;
  city: string;
  sub: "a1" | "a2" | "b1" | null;
  skills: { sub: "a1" | "a2" | "b1"; level: number | null }[];
  brands: ("x" | "y" | "z")[];
}

export const MASTERS: MasterSpec[] = [
  {
    username: "olena",
    fullName: "Олена Коваль",
    active: true,
    listed: true,
    teacher: true,
    rating: 4.9,
    reviewCount: 10,
    level: 5,
    country: "UA",
    city: "Київ",
    sub: "a1",
    skills: [
      { sub: "a1", level: 5 },
      { sub: "b1", level: 2 },
    ],
    brands: ["x", "y"],
  },
  {
    username: "chloe",
    fullName: "Chloé Dubois",
    active: true,
    listed: true,
    teacher: false,
    rating: 4.9,
    reviewCount: 20,
    level: 3,
    country: "FR",
    city: "Paris",
    sub: "a2",
    skills: [],
    brands: ["z"],
  },
  {
    username: "anna_k",
    fullName: "Anna Kowalska",
    active: true,
    listed: true,
    teacher: true,
    rating: 3,
    reviewCount: 1,
    level: 3,
    country: "PL",
    city: "Kraków",
    sub: "b1",
    skills: [{ sub: "a2", level: 3 }],
    brands: [],
  },
  {
    username: "maria",
    fullName: "Maria Rossi",
    active: true,
    listed: true,
    teacher: false,
    rating: 0,
    reviewCount: 0,
    level: null,
    country: "UA",
    city: "kyiv",
    sub: null,
    skills: [],
    brands: [],
  },
  {
    username: "sleeping",
    fullName: "Inactive Person",
    active: false,
    listed: true,
    teacher: true,
    rating: 5,
    reviewCount: 50,
    level: 5,
    country: "UA",
    city: "Київ",
    sub: "a1",
    skills: [],
    brands: [],
  },
  {
    username: "hidden",
    fullName: "Unlisted Person",
    active: true,
    listed: false,
    teacher: true,
    rating: 5,
    reviewCount: 50,
    level: 5,
    country: "UA",
    city: "Київ",
    sub: "a1",
    skills: [],
    brands: [],
  },
];

const day = (n: number) => new Date(Date.UTC(2024, 0, 1) + n * 86_400_000).toISOString();

export const LESSONS: LessonSpec[] = [
  {
    key: "manicure-uk",
    title: "Манікюр для початківців",
    master: "olena",
    sub: "a1",
    level: 1,
    priceCents: 2900,
    views: 100,
    rating: 4.5,
    reviewCount: 10,
    publishedAt: day(10),
    brands: ["x"],
  },
  {
    key: "eclat",
    title: "Éclat des ongles",
    master: "chloe",
    sub: "a1",
    level: 3,
    priceCents: 4900,
    views: 50,
    rating: 5,
    reviewCount: 2,
    publishedAt: day(20),
    brands: ["x", "y"],
  },
  {
    key: "gel-basics",
    title: "Gel polish basics",
    master: "olena",
    sub: "a2",
    level: 0,
    priceCents: 0,
    views: 300,
    rating: 4.5,
    reviewCount: 20,
    publishedAt: day(30),
    brands: [],
  },
  {
    key: "brows",
    title: "Brow shaping 50% faster",
    master: "anna_k",
    sub: "b1",
    level: 2,
    priceCents: 1500,
    views: 10,
    rating: 0,
    reviewCount: 0,
    publishedAt: day(40),
    brands: ["z"],
  },
  {
    key: "manicure-en",
    title: "Advanced manicure",
    master: "chloe",
    sub: "a1",
    level: 3,
    priceCents: 9900,
    views: 100,
    rating: 3,
    reviewCount: 1,
    publishedAt: day(50),
    brands: ["y"],
  },
  {
    key: "manicure-caps",
    title: "АПАРАТНИЙ МАНІКЮР",
    master: "olena",
    sub: "a2",
    level: 1,
    priceCents: 2900,
    views: 5,
    rating: 4.5,
    reviewCount: 10,
    publishedAt: day(60),
    brands: ["x"],
  },
  {
    key: "draft",
    title: "Манікюр: чернетка",
    master: "olena",
    sub: "a1",
    level: 1,
    priceCents: 2900,
    views: 0,
    rating: 0,
    reviewCount: 0,
    publishedAt: null,
    brands: ["x"],
  },
  ...Array.from(
    { length: 14 },
    (_, n): LessonSpec => ({
      key: `filler-${n}`,
      title: `Filler lesson ${n}`,
      master: n % 2 ? "maria" : "anna_k",
      sub: "b1",
      level: n % 4,
      priceCents: 1000 + (n % 5) * 500,
      views: n * 3,
      rating: 0,
      reviewCount: 0,
      publishedAt: day(n - 20),
      brands: [],
    }),
  ),
];

export interface CatalogFixture {
  categoryA: number;
  categoryB: number;
  sub: Record<"a1" | "a2" | "b1", number>;
  brand: Record<"x" | "y" | "z", { id: number; name: string }>;
  master: Record<string, number>;
  lesson: Record<string, number>;
  imageId: number;
}

/** Seeds the reference content and the known masters and lessons; returns their ids. */
export async function seedCatalogFixture(db: Database): Promise<CatalogFixture> {
  await seedReferenceContent(db);
  const categoryRows = await db.select().from(categories).orderBy(asc(categories.position)).limit(2);
  const [categoryA, categoryB] = categoryRows.map((row) => row.id) as [number, number];
  const subsOf = (categoryId: number) =>
    db
      .select()
      .from(subCategories)
      .where(eq(subCategories.categoryId, categoryId))
      .orderBy(asc(subCategories.position));
  const [subsA, subsB] = await Promise.all([subsOf(categoryA), subsOf(categoryB)]);
  const sub = {
    a1: subsA[0]?.id as number,
    a2: subsA[1]?.id as number,
    b1: subsB[0]?.id as number,
  };
  const brandRows = await db.select().from(brands).orderBy(asc(brands.id)).limit(3);
  const [x, y, z] = brandRows.map((row) => ({ id: row.id, name: row.name })) as [
    { id: number; name: string },
    { id: number; name: string },
    { id: number; name: string },
  ];
  const brand = { x, y, z };
  const [image] = await db
    .insert(media)
    .values({
      kind: "image",
      storageKey: "images/00000000-0000-4000-8000-000000000001",
      mime: "image/webp",
      bytes: 1000,
      width: 800,
      height: 1000,
      variants: [320, 640, 800],
    })
    .returning({ id: media.id });
  const imageId = image?.id as number;

  const master: Record<string, number> = {};
  for (const spec of MASTERS) {
    const [row] = await db
      .insert(users)
      .values({
        email: `${spec.username}@example.test`,
        username: spec.username,
        fullName: spec.fullName,
        passwordHash: "x",
        isActive: spec.active,
        isMaster: true,
        country: spec.country,
        city: spec.city,
      })
      .returning({ id: users.id });
    const id = row?.id as number;
    master[spec.username] = id;
    await db.insert(profiles).values({
      userId: id,
      shortDescription: `About ${spec.fullName}`,
      categoryId: spec.sub === null ? null : spec.sub === "b1" ? categoryB : categoryA,
      subCategoryId: spec.sub === null ? null : sub[spec.sub],
      qualificationLevel: spec.level,
      isTeacher: spec.teacher,
      isListed: spec.listed,
      rating: spec.rating,
      reviewCount: spec.reviewCount,
      avatarId: spec.username === "olena" ? imageId : null,
      searchText: foldForSearch(`${spec.fullName} ${spec.username}`),
    });
    if (spec.skills.length > 0) {
      await db
        .insert(masterSkills)
        .values(
          spec.skills.map((skill) => ({ userId: id, subCategoryId: sub[skill.sub], level: skill.level })),
        );
    }
    if (spec.brands.length > 0) {
      await db
        .insert(profileBrands)
        .values(spec.brands.map((key) => ({ userId: id, brandId: brand[key].id })));
    }
  }

  const lesson: Record<string, number> = {};
  for (const spec of LESSONS) {
    const [row] = await db
      .insert(lessons)
      .values({
        slug: spec.key,
        masterId: master[spec.master] as number,
        categoryId: spec.sub === "b1" ? categoryB : categoryA,
        subCategoryId: sub[spec.sub],
        title: spec.title,
        about: `About ${spec.title}`,
        priceCents: spec.priceCents,
        level: spec.level,
        posterId: spec.key === "eclat" ? imageId : null,
        published: spec.publishedAt !== null,
        publishedAt: spec.publishedAt === null ? null : new Date(spec.publishedAt),
        views: spec.views,
        rating: spec.rating,
        reviewCount: spec.reviewCount,
        searchText: foldForSearch(spec.title),
      })
      .returning({ id: lessons.id });
    const id = row?.id as number;
    lesson[spec.key] = id;
    if (spec.brands.length > 0) {
      await db
        .insert(lessonBrands)
        .values(spec.brands.map((key) => ({ lessonId: id, brandId: brand[key].id })));
    }
  }
  return { categoryA, categoryB, sub, brand, master, lesson, imageId };
}
