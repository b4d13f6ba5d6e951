/**
 * Synthetic catalog data at scale (`npm run db:seed -- --scale [lessons]`), for query plans and
 * load tests: listed masters with profiles, skills and brands, and published lessons with varied
 * sub-categories, levels, prices, views, ratings and brands, titled from word lists in several
 * languages. Rows are written in multi-row batches; the same seed gives the same data, and the
 * target is a total, so running it again adds nothing (a larger target adds the difference).
 * Existing image and video rows are reused as avatars, posters and lesson videos.
 */
import { and, asc, eq, like, sql } from "drizzle-orm";
import { foldForSearch } from "~/server/catalog/search-text";
import type { Database } from "../db/client.server";
import {
  brands,
  lessonBrands,
  lessons,
  masterSkills,
  media,
  profileBrands,
  profiles,
  subCategories,
  users,
} from "../db/schema";
import { seedReferenceContent } from "./reference.server";

export interface ScaleOptions {
  lessons: number;
  masters: number;
}

export interface ScaleResult {
  masters: number;
  lessons: number;
  milliseconds: number;
}

/** Synthetic users are named `scale-<n>`, lessons `scale-lesson-<n>`: easy to count and to drop. */
const USER_PREFIX = "scale-";
const LESSON_PREFIX = "scale-lesson-";
/** Rows per INSERT: well under PostgreSQL's 65,535 parameters for the widest table. */
const BATCH = 1000;

/** A small deterministic PRNG (mulberry32), so every run builds the same catalog. */
function random(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T;
  const some = <T>(items: readonly T[], count: number): T[] => {
    const pool = [...items];
    const chosen: T[] = [];
    while (chosen.length < count && pool.length > 0)
      chosen.push(pool.splice(Math.floor(next() * pool.length), 1)[0] as T);
    return chosen;
  };
  return { next, int, pick, some };
}

/** Title parts per language: "<topic> <qualifier>" reads naturally in each. */
const TITLES: Record<string, { topics: string[]; qualifiers: string[] }> = {
  uk: {
    topics: [
      "Манікюр",
      "Педикюр",
      "Нарощування вій",
      "Ламінування брів",
      "Фарбування волосся",
      "Вечірній макіяж",
      "Масаж обличчя",
      "Дизайн нігтів",
    ],
    qualifiers: [
      "для початківців",
      "крок за кроком",
      "секрети майстра",
      "експрес-курс",
      "професійний рівень",
      "без помилок",
    ],
  },
  ru: {
    topics: [
      "Маникюр",
      "Педикюр",
      "Наращивание ресниц",
      "Ламинирование бровей",
      "Окрашивание волос",
      "Вечерний макияж",
      "Массаж лица",
      "Дизайн ногтей",
    ],
    qualifiers: [
      "для начинающих",
      "шаг за шагом",
      "секреты мастера",
      "экспресс-курс",
      "профессиональный уровень",
    ],
  },
  en: {
    topics: [
      "Gel manicure",
      "Spa pedicure",
      "Lash extensions",
      "Brow lamination",
      "Balayage",
      "Bridal make-up",
      "Facial massage",
      "Nail art",
    ],
    qualifiers: [
      "for beginners",
      "step by step",
      "masterclass",
      "express course",
      "pro techniques",
      "without mistakes",
    ],
  },
  pl: {
    topics: [
      "Manicure hybrydowy",
      "Pedicure",
      "Przedłużanie rzęs",
      "Laminacja brwi",
      "Koloryzacja włosów",
      "Makijaż ślubny",
      "Masaż twarzy",
      "Zdobienie paznokci",
    ],
    qualifiers: [
      "dla początkujących",
      "krok po kroku",
      "sekrety mistrza",
      "kurs ekspresowy",
      "poziom zawodowy",
    ],
  },
  fr: {
    topics: [
      "Manucure gel",
      "Pédicure",
      "Extensions de cils",
      "Rehaussement des sourcils",
      "Balayage",
      "Maquillage de mariée",
      "Massage du visage",
      "Nail art éclatant",
    ],
    qualifiers: ["pour débutants", "étape par étape", "secrets de pro", "cours express", "niveau avancé"],
  },
  it: {
    topics: [
      "Manicure gel",
      "Pedicure",
      "Extension ciglia",
      "Laminazione sopracciglia",
      "Colorazione capelli",
      "Trucco sposa",
      "Massaggio viso",
      "Decorazione unghie",
    ],
    qualifiers: [
      "per principianti",
      "passo dopo passo",
      "segreti del mestiere",
      "corso rapido",
      "livello professionale",
    ],
  },
  de: {
    topics: [
      "Gelmaniküre",
      "Fußpflege",
      "Wimpernverlängerung",
      "Augenbrauen-Lifting",
      "Haarfärbung",
      "Braut-Make-up",
      "Gesichtsmassage",
      "Nageldesign",
    ],
    qualifiers: [
      "für Einsteiger",
      "Schritt für Schritt",
      "Profi-Geheimnisse",
      "Kompaktkurs",
      "für Fortgeschrittene",
    ],
  },
  es: {
    topics: [
      "Manicura en gel",
      "Pedicura",
      "Extensiones de pestañas",
      "Laminado de cejas",
      "Coloración del cabello",
      "Maquillaje de novia",
      "Masaje facial",
      "Diseño de uñas",
    ],
    qualifiers: [
      "para principiantes",
      "paso a paso",
      "secretos de maestra",
      "curso exprés",
      "nivel profesional",
    ],
  },
};

const ABOUT: Record<string, string> = {
  uk: "Докладний відеоурок: підготовка, техніка, типові помилки та догляд після процедури.",
  ru: "Подробный видеоурок: подготовка, техника, типичные ошибки и уход после процедуры.",
  en: "A detailed video lesson: preparation, technique, common mistakes and aftercare.",
  pl: "Szczegółowa lekcja wideo: przygotowanie, technika, typowe błędy i pielęgnacja.",
  fr: "Une leçon vidéo détaillée : préparation, technique, erreurs courantes et soins.",
  it: "Una videolezione dettagliata: preparazione, tecnica, errori comuni e cura successiva.",
  de: "Eine ausführliche Videolektion: Vorbereitung, Technik, typische Fehler und Pflege.",
  es: "Una videolección detallada: preparación, técnica, errores comunes y cuidados.",
};

/** Where synthetic masters live: an ISO code, name parts and cities written as locals write them. */
const PLACES: { country: string; lang: string; first: string[]; last: string[]; cities: string[] }[] = [
  {
    country: "UA",
    lang: "uk",
    first: ["Олена", "Ірина", "Марія", "Юлія", "Наталія", "Оксана", "Андрій", "Софія"],
    last: ["Коваль", "Шевченко", "Бондаренко", "Ткаченко", "Кравчук", "Мельник", "Лисенко"],
    cities: ["Київ", "Львів", "Одеса", "Харків", "Дніпро"],
  },
  {
    country: "PL",
    lang: "pl",
    first: ["Anna", "Katarzyna", "Małgorzata", "Agnieszka", "Łucja", "Zofia"],
    last: ["Kowalska", "Nowak", "Wiśniewska", "Wójcik", "Lewandowska"],
    cities: ["Warszawa", "Kraków", "Wrocław", "Gdańsk", "Łódź"],
  },
  {
    country: "DE",
    lang: "de",
    first: ["Jana", "Lena", "Sophie", "Jürgen", "Marie", "Lea"],
    last: ["Müller", "Schmidt", "Schäfer", "Weiß", "Becker"],
    cities: ["Berlin", "München", "Köln", "Hamburg", "Düsseldorf"],
  },
  {
    country: "FR",
    lang: "fr",
    first: ["Chloé", "Léa", "Amélie", "Hélène", "Inès", "Noémie"],
    last: ["Dubois", "Lefèvre", "Moreau", "Girard", "Rousseau"],
    cities: ["Paris", "Lyon", "Marseille", "Nice", "Bordeaux"],
  },
  {
    country: "IT",
    lang: "it",
    first: ["Giulia", "Chiara", "Francesca", "Martina", "Niccolò"],
    last: ["Rossi", "Bianchi", "Romano", "Ricci", "Esposito"],
    cities: ["Roma", "Milano", "Napoli", "Torino", "Firenze"],
  },
  {
    country: "ES",
    lang: "es",
    first: ["Lucía", "María", "Sofía", "Martina", "Íñigo"],
    last: ["García", "Martínez", "López", "Núñez", "Fernández"],
    cities: ["Madrid", "Barcelona", "Valencia", "Sevilla", "Málaga"],
  },
  {
    country: "GB",
    lang: "en",
    first: ["Emily", "Olivia", "Grace", "Amelia", "Jack"],
    last: ["Smith", "Taylor", "Brown", "Wilson", "Evans"],
    cities: ["London", "Manchester", "Leeds", "Bristol"],
  },
  {
    country: "MD",
    lang: "ru",
    first: ["Анна", "Екатерина", "Ольга", "Дарья", "Алёна"],
    last: ["Иванова", "Смирнова", "Попова", "Кузнецова"],
    cities: ["Кишинёв", "Бельцы"],
  },
];

/** Inserts rows in batches of `BATCH`, returning what each batch returns, in order. */
async function inBatches<T, R>(rows: T[], insert: (batch: T[]) => Promise<R[]>): Promise<R[]> {
  const out: R[] = [];
  for (let start = 0; start < rows.length; start += BATCH)
    out.push(...(await insert(rows.slice(start, start + BATCH))));
  return out;
}

async function countWithPrefix(db: Database, kind: "masters" | "lessons"): Promise<number> {
  const [row] =
    kind === "masters"
      ? await db
          .select({ count: sql<number>`count(*)::int` })
          .from(users)
          .where(like(users.username, `${USER_PREFIX}%`))
      : await db
          .select({ count: sql<number>`count(*)::int` })
          .from(lessons)
          .where(like(lessons.slug, `${LESSON_PREFIX}%`));
  return row?.count ?? 0;
}

/**
 * Makes the database hold `masters` synthetic listed masters and `lessons` synthetic published
 * lessons (counting those a previous run made). The reference content is seeded first if missing.
 */
export async function seedScale(db: Database, options: ScaleOptions): Promise<ScaleResult> {
  const started = performance.now();
  await seedReferenceContent(db);
  const [subRows, brandRows, imageRows, videoRows] = await Promise.all([
    db
      .select({ id: subCategories.id, categoryId: subCategories.categoryId })
      .from(subCategories)
      .orderBy(asc(subCategories.id)),
    db.select({ id: brands.id }).from(brands).orderBy(asc(brands.id)),
    db
      .select({ id: media.id })
      .from(media)
      .where(and(eq(media.kind, "image"), sql`cardinality(${media.variants}) > 0`))
      .orderBy(asc(media.id))
      .limit(500),
    db.select({ id: media.id }).from(media).where(eq(media.kind, "video")).orderBy(asc(media.id)).limit(500),
  ]);
  if (subRows.length === 0) throw new Error("no sub-categories: the reference seed did not run");
  const brandIds = brandRows.map((row) => row.id);
  const imageIds = imageRows.map((row) => row.id);
  const videoIds = videoRows.map((row) => row.id);

  const mastersBefore = await countWithPrefix(db, "masters");
  const lessonsBefore = await countWithPrefix(db, "lessons");

  await db.transaction(async (tx) => {
    // Masters: users, then profiles, skills and brands.
    const rnd = random(20_240_101 + mastersBefore);
    const newMasters = Array.from({ length: Math.max(0, options.masters - mastersBefore) }, (_, i) => {
      const n = mastersBefore + i + 1;
      const place = PLACES[n % PLACES.length] as (typeof PLACES)[number];
      const fullName = `${rnd.pick(place.first)} ${rnd.pick(place.last)}`;
      return { n, place, fullName, username: `${USER_PREFIX}${n}`, city: rnd.pick(place.cities) };
    });
    const userIds = await inBatches(newMasters, (batch) =>
      tx
        .insert(users)
        .values(
          batch.map((master) => ({
            email: `${master.username}@scale.maistry.invalid`,
            username: master.username,
            fullName: master.fullName,
            // Not an argon2 hash: no password opens these accounts.
            passwordHash: "!synthetic",
            country: master.place.country,
            city: master.city,
            isActive: true,
            isMaster: true,
            locale: master.place.lang,
          })),
        )
        .returning({ id: users.id }),
    );
    const profileRows: (typeof profiles.$inferInsert)[] = [];
    const skillRows: (typeof masterSkills.$inferInsert)[] = [];
    const profileBrandRows: (typeof profileBrands.$inferInsert)[] = [];
    newMasters.forEach((master, index) => {
      const userId = userIds[index]?.id as number;
      const specialties = rnd.some(subRows, rnd.int(1, 3));
      const main = specialties[0] as (typeof subRows)[number];
      const level = rnd.next() < 0.3 ? null : rnd.int(1, 6);
      const reviewCount = rnd.next() < 0.3 ? 0 : rnd.int(1, 400);
      profileRows.push({
        userId,
        shortDescription: ABOUT[master.place.lang] ?? "",
        categoryId: main.categoryId,
        subCategoryId: main.id,
        qualificationLevel: level,
        isTeacher: rnd.next() < 0.25,
        isListed: true,
        avatarId: imageIds.length > 0 ? rnd.pick(imageIds) : null,
        views: Math.floor(rnd.next() ** 3 * 50_000),
        rating: reviewCount === 0 ? 0 : Math.round((3 + rnd.next() * 2) * 10) / 10,
        reviewCount,
        searchText: foldForSearch(`${master.fullName} ${master.username}`),
      });
      for (const sub of specialties) {
        skillRows.push({ userId, subCategoryId: sub.id, level: level === null ? null : rnd.int(1, level) });
      }
      for (const brandId of rnd.some(brandIds, rnd.int(0, 3))) profileBrandRows.push({ userId, brandId });
    });
    await inBatches(profileRows, (batch) =>
      tx
        .insert(profiles)
        .values(batch)
        .then(() => []),
    );
    await inBatches(skillRows, (batch) =>
      tx
        .insert(masterSkills)
        .values(batch)
        .then(() => []),
    );
    await inBatches(profileBrandRows, (batch) =>
      tx
        .insert(profileBrands)
        .values(batch)
        .then(() => []),
    );

    // Lessons, by synthetic masters (and any listed master when there are none).
    const authorRows = await tx
      .select({ id: users.id })
      .from(users)
      .innerJoin(profiles, eq(profiles.userId, users.id))
      .where(and(like(users.username, `${USER_PREFIX}%`), eq(profiles.isListed, true)))
      .orderBy(asc(users.id));
    const authors = authorRows.map((row) => row.id);
    const count = Math.max(0, options.lessons - lessonsBefore);
    if (count > 0 && authors.length === 0)
      throw new Error("synthetic lessons need synthetic masters (masters > 0)");
    const lessonRnd = random(19_700_101 + lessonsBefore);
    const languages = Object.keys(TITLES);
    const now = Date.now();
    const lessonRows = Array.from({ length: count }, (_, i): typeof lessons.$inferInsert => {
      const n = lessonsBefore + i + 1;
      const lang = lessonRnd.pick(languages);
      const words = TITLES[lang] as { topics: string[]; qualifiers: string[] };
      const title = `${lessonRnd.pick(words.topics)} ${lessonRnd.pick(words.qualifiers)}`;
      const sub = lessonRnd.pick(subRows);
      const reviewCount = lessonRnd.next() < 0.4 ? 0 : lessonRnd.int(1, 250);
      const publishedAt = new Date(now - Math.floor(lessonRnd.next() * 730 * 86_400_000));
      const video = () => (videoIds.length > 0 ? lessonRnd.pick(videoIds) : null);
      return {
        slug: `${LESSON_PREFIX}${n}`,
        masterId: lessonRnd.pick(authors),
        categoryId: sub.categoryId,
        subCategoryId: sub.id,
        title,
        about: ABOUT[lang] ?? "",
        priceCents:
          lessonRnd.next() < 0.1 ? 0 : lessonRnd.int(5, 250) * 100 + (lessonRnd.next() < 0.5 ? 0 : 99),
        level: lessonRnd.int(0, 3),
        posterId: imageIds.length > 0 ? lessonRnd.pick(imageIds) : null,
        trailerId: video(),
        fullVideoId: video(),
        tipsVideoId: video(),
        published: true,
        views: Math.floor(lessonRnd.next() ** 3 * 100_000),
        rating: reviewCount === 0 ? 0 : Math.round((2.5 + lessonRnd.next() * 2.5) * 10) / 10,
        reviewCount,
        searchText: foldForSearch(title),
        createdAt: publishedAt,
        publishedAt,
      };
    });
    const lessonIds = await inBatches(lessonRows, (batch) =>
      tx.insert(lessons).values(batch).returning({ id: lessons.id }),
    );
    const lessonBrandRows = lessonIds.flatMap(({ id }) =>
      lessonRnd.some(brandIds, lessonRnd.int(0, 3)).map((brandId) => ({ lessonId: id, brandId })),
    );
    await inBatches(lessonBrandRows, (batch) =>
      tx
        .insert(lessonBrands)
        .values(batch)
        .then(() => []),
    );
  });
  const added = {
    masters: Math.max(0, options.masters - mastersBefore),
    lessons: Math.max(0, options.lessons - lessonsBefore),
  };
  // Fresh statistics and visibility maps, so the planner sees the new sizes and can answer
  // from indexes alone at once (PGlite has no autovacuum; PostgreSQL's may not have run yet).
  if (added.masters + added.lessons > 0) {
    await db.execute(
      sql`vacuum (analyze) users, profiles, master_skills, profile_brands, lessons, lesson_brands`,
    );
  }
  return {
    ...added,
    milliseconds: Math.round(performance.now() - started),
  };
}
