/**
 * Demo content: masters with profiles, lessons, learners and their reviews, seeded when
 * `DEMO_CONTENT` is on (everywhere but production). Every demo account lives under
 * `@demo.maistry.app` and logs in with one password, `DEMO_PASSWORD` (env) or the default below;
 * end-to-end tests import `DEMO_CREDENTIALS` instead of copying them.
 *
 * Keys refer to the reference data: categories and sub-categories by `key`, brands by `name`;
 * cities are the cities data set's English names (`findCity(country, city).name`).
 */
import type { ActivityKind, LessonLevel } from "../db/schema";

export const DEMO_EMAIL_DOMAIN = "demo.maistry.app";
export const DEFAULT_DEMO_PASSWORD = "maistry-demo-2026";
/** The password of every demo account. */
export const DEMO_PASSWORD = process.env.DEMO_PASSWORD || DEFAULT_DEMO_PASSWORD;

export const demoEmail = (username: string) => `${username}@${DEMO_EMAIL_DOMAIN}`;

type Locale = "uk" | "ru" | "en" | "pl" | "fr" | "it" | "de" | "es";

export interface DemoActivity {
  kind: ActivityKind;
  position: string;
  organisation: string;
  event: string;
  year: number;
  description: string;
}

export interface DemoGallery {
  /** Sub-category key. */
  sub: string;
  photos: number;
}

export interface DemoMaster {
  username: string;
  fullName: string;
  country: string;
  city: string;
  locale: Locale;
  /** Specialization: a sub-category key (its category is the profile's category). */
  specialization: string;
  description: string;
  qualificationLevel: number | null;
  isTeacher: boolean;
  instagram?: boolean;
  facebook?: boolean;
  tiktok?: boolean;
  youtube?: boolean;
  website?: string;
  avatarSeed: number;
  masculine?: boolean;
  /** File name of an introduction clip in demo-media/. */
  introClip?: string;
  brands: string[];
  /** Skills besides the specialization (which is always a skill, at the profile's level). */
  skills: { sub: string; level: number | null }[];
  activities: DemoActivity[];
  portfolio: DemoGallery[];
  certificates: DemoGallery[];
  views: number;
  joinedDaysAgo: number;
}

export interface DemoLesson {
  master: string;
  sub: string;
  title: string;
  about: string;
  priceCents: number;
  level: LessonLevel;
  brands: string[];
  /** Days since publication; null for a draft. */
  publishedDaysAgo: number | null;
  views: number;
  /** Slug suffix: fixed, so demo URLs stay the same between runs. */
  suffix: string;
}

export interface DemoPerson {
  username: string;
  fullName: string;
  country: string;
  city: string;
  locale: Locale;
}

export const DEMO_MASTERS: DemoMaster[] = [
  {
    username: "olena.koval",
    fullName: "Олена Коваль",
    country: "UA",
    city: "Kyiv",
    locale: "uk",
    specialization: "manicure-nail-art",
    description:
      "Майстриня манікюру з 9-річним досвідом і власною студією на Подолі. Спеціалізуюся на мінімалістичному дизайні, французькому манікюрі та мармурі. Вчу працювати чисто, швидко й так, щоб покриття трималося від трьох тижнів.",
    qualificationLevel: 5,
    isTeacher: true,
    instagram: true,
    tiktok: true,
    avatarSeed: 103,
    introClip: "intro-3.mp4",
    brands: ["Luxio", "CND", "OPI", "Staleks"],
    skills: [
      { sub: "manicure-gel-polish", level: 4 },
      { sub: "manicure-hardware", level: null },
    ],
    activities: [
      {
        kind: "certification_training",
        position: "Учасниця",
        organisation: "Akzentz Education",
        event: "Сертифікаційний курс Luxio Educator",
        year: 2021,
        description: "Поглиблене навчання роботі з гелевими системами та методиці викладання.",
      },
      {
        kind: "judging",
        position: "Суддя",
        organisation: "Nail Art Ukraine",
        event: "Всеукраїнський чемпіонат з нейл-дизайну",
        year: 2024,
        description: "Суддя номінації «Салонний дизайн» серед майстрів-професіоналів.",
      },
      {
        kind: "coaching",
        position: "Тренер",
        organisation: "Студія Koval Nails",
        event: "Інтенсив «Дизайн за 10 хвилин»",
        year: 2025,
        description: "Авторський дводенний інтенсив для майстрів, які хочуть продавати дизайн.",
      },
    ],
    portfolio: [
      { sub: "manicure-nail-art", photos: 4 },
      { sub: "manicure-gel-polish", photos: 3 },
    ],
    certificates: [{ sub: "manicure-gel-polish", photos: 2 }],
    views: 4820,
    joinedDaysAgo: 420,
  },
  {
    username: "iryna.melnyk",
    fullName: "Ірина Мельник",
    country: "UA",
    city: "Lviv",
    locale: "uk",
    specialization: "eyelashes-volume",
    description:
      "Лешмейкерка й тренерка зі Львова. Роблю легкі об'ємні роботи, які не обтяжують натуральні вії, і вчу майстрів формувати пучки «з пінцета», без готових заготовок.",
    qualificationLevel: 4,
    isTeacher: true,
    instagram: true,
    youtube: true,
    avatarSeed: 11,
    brands: ["Xtreme Lashes", "Elleebana", "Thuya"],
    skills: [
      { sub: "eyelashes-classic", level: 4 },
      { sub: "eyelashes-lamination", level: 3 },
    ],
    activities: [
      {
        kind: "basic_course",
        position: "Випускниця",
        organisation: "Xtreme Lashes Academy",
        event: "Базовий курс класичного нарощування",
        year: 2018,
        description: "Перший сертифікат і перші сто клієнток за пів року.",
      },
      {
        kind: "coaching",
        position: "Тренер",
        organisation: "Lash Lab Lviv",
        event: "Курс «Об'єм 2D–5D»",
        year: 2023,
        description: "Навчила понад 60 майстрів формувати пучки вручну.",
      },
    ],
    portfolio: [
      { sub: "eyelashes-volume", photos: 3 },
      { sub: "eyelashes-lamination", photos: 2 },
    ],
    certificates: [{ sub: "eyelashes-volume", photos: 1 }],
    views: 3150,
    joinedDaysAgo: 380,
  },
  {
    username: "sofiia.bondar",
    fullName: "Софія Бондар",
    country: "UA",
    city: "Odessa",
    locale: "uk",
    specialization: "eyebrows-microblading",
    description:
      "Бров-архітекторка з Одеси. Працюю з мікроблейдингом і пудровим напиленням, будую форму за пропорціями обличчя, а не за трендами. Понад 1500 робіт без корекцій «з нуля».",
    qualificationLevel: 3,
    isTeacher: false,
    instagram: true,
    avatarSeed: 12,
    brands: ["BrowXenna", "Thuya", "Anastasia Beverly Hills"],
    skills: [{ sub: "eyebrows-shaping", level: 3 }],
    activities: [
      {
        kind: "certification_training",
        position: "Учасниця",
        organisation: "PhiAcademy",
        event: "Сертифікація PhiBrows",
        year: 2022,
        description: "Техніка мікроблейдингу та побудова форми за золотим перетином.",
      },
    ],
    portfolio: [{ sub: "eyebrows-microblading", photos: 3 }],
    certificates: [{ sub: "eyebrows-microblading", photos: 1 }],
    views: 1890,
    joinedDaysAgo: 300,
  },
  {
    username: "kateryna.shevchenko",
    fullName: "Катерина Шевченко",
    country: "UA",
    city: "Kharkiv",
    locale: "uk",
    specialization: "make-up-bridal",
    description:
      "Весільна візажистка: понад 600 наречених за 11 років. Люблю чисту шкіру, що світиться, і макіяж, який виглядає природно і в житті, і на фото. Викладаю для візажистів-початківців і тих, хто хоче фарбуватися для себе.",
    qualificationLevel: 6,
    isTeacher: true,
    instagram: true,
    facebook: true,
    youtube: true,
    website: "https://kateryna-makeup.example.com",
    avatarSeed: 101,
    introClip: "intro-1.mp4",
    brands: ["MAC Cosmetics", "Make Up For Ever", "NARS", "Inglot"],
    skills: [
      { sub: "make-up-evening", level: 6 },
      { sub: "make-up-day", level: 5 },
    ],
    activities: [
      {
        kind: "judging",
        position: "Голова суддівської колегії",
        organisation: "Ukrainian Beauty Awards",
        event: "Чемпіонат України з візажу",
        year: 2023,
        description: "Номінації «Весільний образ» і «Фотомакіяж».",
      },
      {
        kind: "publication",
        position: "Авторка",
        organisation: "Vogue UA",
        event: "Колонка «Макіяж, що переживе весілля»",
        year: 2024,
        description: "Поради нареченим щодо стійкого макіяжу та пробного образу.",
      },
      {
        kind: "coaching",
        position: "Викладач",
        organisation: "Make-up School Kharkiv",
        event: "Курс «Візажист з нуля»",
        year: 2025,
        description: "Тримісячний курс: шкіра, форми, весільні та вечірні образи.",
      },
      {
        kind: "certification_training",
        position: "Учасниця",
        organisation: "MAC Pro",
        event: "MAC Pro Masterclass",
        year: 2019,
        description: "Сценічний і фотомакіяж від провідних артистів бренду.",
      },
    ],
    portfolio: [
      { sub: "make-up-bridal", photos: 4 },
      { sub: "make-up-evening", photos: 3 },
    ],
    certificates: [
      { sub: "make-up-bridal", photos: 2 },
      { sub: "make-up-evening", photos: 1 },
    ],
    views: 5210,
    joinedDaysAgo: 450,
  },
  {
    username: "dmytro.savchenko",
    fullName: "Дмитро Савченко",
    country: "UA",
    city: "Kyiv",
    locale: "uk",
    specialization: "hair-haircuts",
    description:
      "Перукар-стиліст і барбер. Ріжу чоловічі та жіночі стрижки, що не потребують щоденної укладки. Вчу ставити руку, бачити геометрію і розмовляти з клієнтом до того, як узяти ножиці.",
    qualificationLevel: 5,
    isTeacher: true,
    instagram: true,
    youtube: true,
    avatarSeed: 102,
    masculine: true,
    introClip: "intro-2.mp4",
    brands: ["Wella Professionals", "Davines", "Paul Mitchell"],
    skills: [{ sub: "hair-styling", level: 4 }],
    activities: [
      {
        kind: "certification_training",
        position: "Учасник",
        organisation: "Vidal Sassoon Academy",
        event: "Cutting Essentials",
        year: 2020,
        description: "Класичні геометричні форми та робота з текстурою.",
      },
      {
        kind: "coaching",
        position: "Тренер",
        organisation: "Barber Club Kyiv",
        event: "Курс «Фейд з нуля»",
        year: 2024,
        description: "Практичний курс для барберів-початківців.",
      },
    ],
    portfolio: [{ sub: "hair-haircuts", photos: 3 }],
    certificates: [],
    views: 2740,
    joinedDaysAgo: 260,
  },
  {
    username: "oksana.lysenko",
    fullName: "Оксана Лисенко",
    country: "UA",
    city: "Dnipro",
    locale: "uk",
    specialization: "massage-lymphatic-drainage",
    description:
      "Масажистка з медичною освітою. Роблю лімфодренажний і антицелюлітний масаж, складаю курси під мету клієнтки і чесно кажу, чого масаж не зробить.",
    qualificationLevel: 2,
    isTeacher: false,
    avatarSeed: 14,
    brands: ["Sothys", "Guinot"],
    skills: [{ sub: "massage-anti-cellulite", level: null }],
    activities: [
      {
        kind: "basic_course",
        position: "Слухачка",
        organisation: "Дніпровський медичний коледж",
        event: "Курс лікувального масажу",
        year: 2019,
        description: "Анатомія, протипоказання, класичні та лікувальні техніки.",
      },
    ],
    portfolio: [{ sub: "massage-lymphatic-drainage", photos: 2 }],
    certificates: [{ sub: "massage-lymphatic-drainage", photos: 1 }],
    views: 640,
    joinedDaysAgo: 150,
  },
  {
    username: "anna.nowak",
    fullName: "Anna Nowak",
    country: "PL",
    city: "Kraków",
    locale: "pl",
    specialization: "pedicure-medical",
    description:
      "Podolożka i instruktorka z Krakowa. Zajmuję się wrastającymi paznokciami, pękającymi piętami i stopą cukrzycową. Uczę pedicure, który jest bezpieczny dla klienta i wygodny dla kręgosłupa stylistki.",
    qualificationLevel: 4,
    isTeacher: true,
    facebook: true,
    avatarSeed: 15,
    brands: ["Peggy Sage", "Staleks", "CND"],
    skills: [
      { sub: "pedicure-hardware", level: 4 },
      { sub: "pedicure-spa", level: null },
    ],
    activities: [
      {
        kind: "certification_training",
        position: "Uczestniczka",
        organisation: "Polskie Towarzystwo Podologiczne",
        event: "Kurs podologii praktycznej",
        year: 2020,
        description: "Terapia wrastających paznokci klamrami i opieka nad stopą cukrzycową.",
      },
      {
        kind: "coaching",
        position: "Instruktorka",
        organisation: "Akademia Stóp Kraków",
        event: "Pedicure frezarkowy od podstaw",
        year: 2024,
        description: "Szkolenia w małych grupach, z praktyką na modelkach.",
      },
    ],
    portfolio: [
      { sub: "pedicure-medical", photos: 2 },
      { sub: "pedicure-spa", photos: 2 },
    ],
    certificates: [{ sub: "pedicure-medical", photos: 2 }],
    views: 1720,
    joinedDaysAgo: 340,
  },
  {
    username: "marta.wisniewska",
    fullName: "Marta Wiśniewska",
    country: "PL",
    city: "Warsaw",
    locale: "pl",
    specialization: "hair-colouring",
    description:
      "Koloryzacja to moja pasja: balayage, air touch i chłodne blondy bez żółtych refleksów. Pracuję w warszawskim salonie na Mokotowie i pokazuję, jak rozjaśniać włosy, nie niszcząc ich.",
    qualificationLevel: null,
    isTeacher: false,
    instagram: true,
    avatarSeed: 16,
    brands: ["Olaplex", "L'Oréal Professionnel", "Wella Professionals"],
    skills: [{ sub: "hair-keratin-care", level: null }],
    activities: [
      {
        kind: "basic_course",
        position: "Absolwentka",
        organisation: "L'Oréal Professionnel Academy",
        event: "Colour Specialist",
        year: 2021,
        description: "Teoria koloru, neutralizacja i techniki rozjaśniania.",
      },
    ],
    portfolio: [{ sub: "hair-colouring", photos: 3 }],
    certificates: [],
    views: 980,
    joinedDaysAgo: 210,
  },
  {
    username: "lena.schneider",
    fullName: "Lena Schneider",
    country: "DE",
    city: "Berlin",
    locale: "de",
    specialization: "cosmetology-facial-care",
    description:
      "Staatlich geprüfte Kosmetikerin mit eigenem Institut in Berlin-Mitte. Mein Schwerpunkt ist empfindliche und zu Rosazea neigende Haut: sanfte Reinigung, Barrierepflege und Behandlungen ohne Rötungen.",
    qualificationLevel: 5,
    isTeacher: true,
    website: "https://lena-schneider-kosmetik.example.com",
    instagram: true,
    avatarSeed: 17,
    brands: ["Babor", "Janssen Cosmetics", "Dermalogica"],
    skills: [
      { sub: "cosmetology-facial-cleansing", level: 5 },
      { sub: "cosmetology-devices", level: null },
    ],
    activities: [
      {
        kind: "certification_training",
        position: "Teilnehmerin",
        organisation: "BABOR Academy",
        event: "Skin Expert Zertifizierung",
        year: 2019,
        description: "Hautanalyse und Behandlungskonzepte für sensible Haut.",
      },
      {
        kind: "publication",
        position: "Autorin",
        organisation: "Kosmetik International",
        event: "Fachartikel „Rosazea im Kosmetikinstitut“",
        year: 2023,
        description: "Welche Behandlungen helfen und welche man besser lässt.",
      },
      {
        kind: "coaching",
        position: "Dozentin",
        organisation: "Kosmetikschule Berlin",
        event: "Aufbaukurs Gesichtsbehandlung",
        year: 2025,
        description: "Praxisnahe Schulung für Kosmetikerinnen im ersten Berufsjahr.",
      },
    ],
    portfolio: [{ sub: "cosmetology-facial-care", photos: 3 }],
    certificates: [{ sub: "cosmetology-facial-care", photos: 1 }],
    views: 2310,
    joinedDaysAgo: 400,
  },
  {
    username: "claire.dubois",
    fullName: "Claire Dubois",
    country: "FR",
    city: "Paris",
    locale: "fr",
    specialization: "make-up-evening",
    description:
      "Maquilleuse à Paris pour la mode et les soirées. J'aime les teints lumineux, les lèvres velours et les regards fumés dans les tons prune. Je partage mes gestes de coulisses, simples à refaire chez soi.",
    qualificationLevel: 2,
    isTeacher: false,
    instagram: true,
    tiktok: true,
    avatarSeed: 18,
    brands: ["NARS", "Make Up For Ever", "MAC Cosmetics"],
    skills: [{ sub: "make-up-day", level: null }],
    activities: [
      {
        kind: "basic_course",
        position: "Diplômée",
        organisation: "Make Up For Ever Academy",
        event: "Formation maquillage professionnel",
        year: 2020,
        description: "Maquillage beauté, mode et scène.",
      },
      {
        kind: "publication",
        position: "Maquilleuse",
        organisation: "Paris Fashion Week",
        event: "Coulisses du défilé printemps-été",
        year: 2024,
        description: "Assistante de la maquilleuse principale pour deux défilés.",
      },
    ],
    portfolio: [{ sub: "make-up-evening", photos: 4 }],
    certificates: [],
    views: 1460,
    joinedDaysAgo: 190,
  },
  {
    username: "giulia.romano",
    fullName: "Giulia Romano",
    country: "IT",
    city: "Milan",
    locale: "it",
    specialization: "hair-styling",
    description:
      "Hair stylist a Milano tra set fotografici e spose. Onde morbide, raccolti e trecce che resistono a un'intera giornata: insegno le tecniche che uso in backstage, passo dopo passo.",
    qualificationLevel: 3,
    isTeacher: true,
    instagram: true,
    avatarSeed: 19,
    brands: ["Davines", "Alfaparf Milano", "Moroccanoil"],
    skills: [
      { sub: "hair-braiding", level: 3 },
      { sub: "hair-keratin-care", level: null },
    ],
    activities: [
      {
        kind: "judging",
        position: "Giudice",
        organisation: "Accademia Acconciatori",
        event: "Concorso nazionale acconciature sposa",
        year: 2024,
        description: "Giuria della categoria raccolti.",
      },
      {
        kind: "coaching",
        position: "Formatrice",
        organisation: "Davines Academy",
        event: "Workshop styling da set",
        year: 2025,
        description: "Onde, volumi e fissaggio per servizi fotografici.",
      },
    ],
    portfolio: [
      { sub: "hair-styling", photos: 3 },
      { sub: "hair-braiding", photos: 2 },
    ],
    certificates: [{ sub: "hair-styling", photos: 1 }],
    views: 2080,
    joinedDaysAgo: 280,
  },
  {
    username: "lucia.garcia",
    fullName: "Lucía García",
    country: "ES",
    city: "Barcelona",
    locale: "es",
    specialization: "massage-facial",
    description:
      "Terapeuta de masaje facial y corporal en Barcelona. Trabajo con Kobido y drenaje linfático para un rostro descansado sin agujas. Me encanta enseñar rituales que el cliente recuerda.",
    qualificationLevel: 1,
    isTeacher: false,
    instagram: true,
    avatarSeed: 20,
    brands: ["Sothys", "Guinot"],
    skills: [{ sub: "massage-relaxing", level: 1 }],
    activities: [
      {
        kind: "basic_course",
        position: "Alumna",
        organisation: "Escuela de Masaje de Barcelona",
        event: "Curso de masaje facial japonés Kobido",
        year: 2022,
        description: "Técnicas de Kobido tradicional y su adaptación al spa.",
      },
    ],
    portfolio: [{ sub: "massage-facial", photos: 2 }],
    certificates: [],
    views: 530,
    joinedDaysAgo: 120,
  },
  {
    username: "emily.clarke",
    fullName: "Emily Clarke",
    country: "GB",
    city: "London",
    locale: "en",
    specialization: "eyebrows-lamination",
    description:
      "Brow artist in Shoreditch, known for soft, fluffy brows that still look like your own. I teach lamination and tinting with a focus on healthy hair and honest aftercare.",
    qualificationLevel: null,
    isTeacher: false,
    instagram: true,
    tiktok: true,
    avatarSeed: 21,
    brands: ["Elleebana", "Benefit Cosmetics"],
    skills: [
      { sub: "eyebrows-tinting", level: null },
      { sub: "eyebrows-shaping", level: null },
    ],
    activities: [
      {
        kind: "certification_training",
        position: "Trainee",
        organisation: "Elleebana",
        event: "Brow Lamination Certification",
        year: 2022,
        description: "Lifting, setting and nourishing steps with the Elleebana system.",
      },
      {
        kind: "publication",
        position: "Guest writer",
        organisation: "Professional Beauty",
        event: "How to price your brow menu",
        year: 2025,
        description: "A short guide for new brow artists on pricing and rebooking.",
      },
    ],
    portfolio: [{ sub: "eyebrows-lamination", photos: 3 }],
    certificates: [],
    views: 1210,
    joinedDaysAgo: 170,
  },
  {
    username: "maya.brooks",
    fullName: "Maya Brooks",
    country: "US",
    city: "New York City",
    locale: "en",
    specialization: "manicure-nail-extension",
    description:
      "Nail tech and educator from Brooklyn. Structured gel, sculpted extensions and clean almond shapes that survive real life. I break down the apex, the prep and the product control I wish someone had shown me.",
    qualificationLevel: 4,
    isTeacher: true,
    instagram: true,
    youtube: true,
    avatarSeed: 22,
    brands: ["Light Elegance", "Gelish", "OPI", "Orly"],
    skills: [{ sub: "manicure-gel-polish", level: 4 }],
    activities: [
      {
        kind: "certification_training",
        position: "Participant",
        organisation: "Light Elegance",
        event: "Certified Educator Program",
        year: 2021,
        description: "Hard gel sculpting and educator methodology.",
      },
      {
        kind: "judging",
        position: "Judge",
        organisation: "NAILPRO",
        event: "NAILPRO Cup, sculptured nails division",
        year: 2024,
        description: "Judged structure, shape and finish of sculpted sets.",
      },
      {
        kind: "coaching",
        position: "Educator",
        organisation: "Brooklyn Nail Lab",
        event: "Extensions Bootcamp",
        year: 2025,
        description: "A three-day hands-on class for techs moving to extensions.",
      },
    ],
    portfolio: [
      { sub: "manicure-nail-extension", photos: 3 },
      { sub: "manicure-nail-art", photos: 2 },
    ],
    certificates: [{ sub: "manicure-nail-extension", photos: 1 }],
    views: 3560,
    joinedDaysAgo: 360,
  },
  {
    username: "natalia.orlova",
    fullName: "Наталья Орлова",
    country: "UA",
    city: "Odessa",
    locale: "ru",
    specialization: "cosmetology-peels",
    description:
      "Врач-косметолог, 12 лет практики. Веду пилинги и уходы круглый год, подбираю протоколы под фототип и образ жизни. Рассказываю о подготовке кожи и домашнем уходе без маркетинговых мифов.",
    qualificationLevel: 3,
    isTeacher: false,
    instagram: true,
    avatarSeed: 23,
    brands: ["Mesoestetic", "Janssen Cosmetics"],
    skills: [{ sub: "cosmetology-facial-care", level: 3 }],
    activities: [
      {
        kind: "certification_training",
        position: "Участница",
        organisation: "Mesoestetic",
        event: "Сертификация по химическим пилингам",
        year: 2021,
        description: "Протоколы срединных пилингов и работа с гиперпигментацией.",
      },
      {
        kind: "publication",
        position: "Автор",
        organisation: "Журнал «Косметолог»",
        event: "Статья «Пилинги летом: можно или нет»",
        year: 2023,
        description: "Разбор мифов о сезонности пилингов.",
      },
    ],
    portfolio: [{ sub: "cosmetology-peels", photos: 2 }],
    certificates: [{ sub: "cosmetology-peels", photos: 2 }],
    views: 870,
    joinedDaysAgo: 230,
  },
];

/** A master (decision 037) who has not filled in the basic profile yet: not listed, shown the notice. */
export const DEMO_INCOMPLETE: DemoPerson = {
  username: "nadiia.hrytsenko",
  fullName: "Надія Гриценко",
  country: "UA",
  city: "Kyiv",
  locale: "uk",
};

/** Learners: they write the reviews. */
export const DEMO_LEARNERS: DemoPerson[] = [
  { username: "tetiana.kravets", fullName: "Тетяна Кравець", country: "UA", city: "Kyiv", locale: "uk" },
  { username: "yulia.moroz", fullName: "Юлія Мороз", country: "UA", city: "Lviv", locale: "uk" },
  { username: "daria.polishchuk", fullName: "Дарія Поліщук", country: "UA", city: "Vinnytsia", locale: "uk" },
  {
    username: "karolina.zielinska",
    fullName: "Karolina Zielińska",
    country: "PL",
    city: "Wrocław",
    locale: "pl",
  },
  { username: "sophie.martin", fullName: "Sophie Martin", country: "FR", city: "Lyon", locale: "fr" },
  { username: "hannah.weber", fullName: "Hannah Weber", country: "DE", city: "Hamburg", locale: "de" },
  { username: "chiara.ferri", fullName: "Chiara Ferri", country: "IT", city: "Rome", locale: "it" },
  { username: "elena.ruiz", fullName: "Elena Ruiz", country: "ES", city: "Madrid", locale: "es" },
  { username: "olivia.bennett", fullName: "Olivia Bennett", country: "GB", city: "Manchester", locale: "en" },
  { username: "ava.thompson", fullName: "Ava Thompson", country: "US", city: "Los Angeles", locale: "en" },
];

export const DEMO_STAFF: DemoPerson = {
  username: "maistry.staff",
  fullName: "Maistry Team",
  country: "UA",
  city: "Kyiv",
  locale: "uk",
};

const first = DEMO_MASTERS[0] as DemoMaster;
const firstLearner = DEMO_LEARNERS[0] as DemoPerson;

/** What end-to-end tests log in with. */
export const DEMO_CREDENTIALS = {
  password: DEMO_PASSWORD,
  staff: { email: `staff@${DEMO_EMAIL_DOMAIN}`, username: DEMO_STAFF.username },
  /** A teacher with lessons, a portfolio, certificates and an introduction video. */
  master: { email: demoEmail(first.username), username: first.username },
  /** A user with no master profile (buys and reviews). */
  learner: { email: demoEmail(firstLearner.username), username: firstLearner.username },
  /** Registered, but the basic profile is not filled in: not listed. */
  incomplete: { email: demoEmail(DEMO_INCOMPLETE.username), username: DEMO_INCOMPLETE.username },
} as const;

/**
 * The steps of every demo lesson's full video (a 9-second clip), in its master's language:
 * preparation, the technique, the finish, as a master would mark them (issue 17 §4).
 */
export const DEMO_STEPS: Record<Locale, { title: string; startMs: number }[]> = Object.fromEntries(
  (
    [
      ["uk", ["Підготовка робочого місця", "Основна техніка крок за кроком", "Фініш і поради клієнтці"]],
      ["ru", ["Подготовка рабочего места", "Основная техника шаг за шагом", "Финиш и советы клиентке"]],
      ["pl", ["Przygotowanie stanowiska", "Technika krok po kroku", "Wykończenie i porady dla klientki"]],
      ["de", ["Arbeitsplatz vorbereiten", "Die Technik Schritt für Schritt", "Finish und Pflegetipps"]],
      ["fr", ["Préparation du poste", "La technique pas à pas", "Finition et conseils à la cliente"]],
      [
        "it",
        [
          "Preparazione della postazione",
          "La tecnica passo dopo passo",
          "Rifinitura e consigli alla cliente",
        ],
      ],
      ["es", ["Preparación del puesto", "La técnica paso a paso", "Acabado y consejos para la clienta"]],
      ["en", ["Setting up", "The technique, step by step", "Finish and aftercare tips"]],
    ] as const
  ).map(([locale, titles]) => [locale, titles.map((title, index) => ({ title, startMs: index * 3000 }))]),
) as Record<Locale, { title: string; startMs: number }[]>;

export const DEMO_LESSONS: DemoLesson[] = [
  {
    master: "olena.koval",
    sub: "manicure-gel-polish",
    title: "Манікюр під гель-лак: ідеальне покриття під кутикулу",
    about:
      "Покажу, як підготувати нігтьову пластину, щоб покриття не відшаровувалося біля кутикули. Розберемо товщину бази, вирівнювання та запечатування торця. Після уроку ви зможете робити стійке покриття на три-чотири тижні.",
    priceCents: 2900,
    level: "intermediate",
    brands: ["Luxio", "CND"],
    publishedDaysAgo: 12,
    views: 3480,
    suffix: "k7m2",
  },
  {
    master: "olena.koval",
    sub: "manicure-nail-art",
    title: "Французький манікюр: тонка посмішка за п'ять хвилин",
    about:
      "Класичний френч, який виглядає дорого, без трафаретів і довгих виправлень. Вчимося ставити лінію посмішки пензлем одним рухом і вирівнювати її з обох боків. Підійде майстрам, які вже впевнено працюють з гель-лаком.",
    priceCents: 1900,
    level: "beginner",
    brands: ["OPI", "Luxio"],
    publishedDaysAgo: 40,
    views: 5120,
    suffix: "f5t8",
  },
  {
    master: "olena.koval",
    sub: "manicure-nail-art",
    title: "Мармуровий дизайн нігтів: три техніки",
    about:
      "Мармур акварельний, мармур на липкому шарі та мармур з фольгою. Для кожної техніки — палітра, пензлі й типові помилки. Наприкінці — як продати дизайн клієнтці і скільки за нього брати.",
    priceCents: 3900,
    level: "advanced",
    brands: ["Luxio"],
    publishedDaysAgo: 95,
    views: 2210,
    suffix: "m3r9",
  },
  {
    master: "olena.koval",
    sub: "manicure-hardware",
    title: "Апаратний манікюр для початківців: фрези та швидкості",
    about:
      "Безкоштовний вступний урок: які фрези потрібні на старті, на яких обертах працювати та як тримати руку, щоб не травмувати кутикулу. Ідеально, якщо ви тільки купили апарат.",
    priceCents: 0,
    level: "beginner",
    brands: ["Staleks"],
    publishedDaysAgo: 150,
    views: 8760,
    suffix: "a2p4",
  },
  {
    master: "maya.brooks",
    sub: "manicure-nail-extension",
    title: "Sculpted Gel Extensions: Perfect Apex Every Time",
    about:
      "Build strong, slim extensions on forms with a balanced apex. We cover form fitting, product control and filing the structure so the nail looks thin from the side. Includes my checklist for lifting-free wear.",
    priceCents: 8900,
    level: "advanced",
    brands: ["Light Elegance", "Gelish"],
    publishedDaysAgo: 8,
    views: 1930,
    suffix: "s8x1",
  },
  {
    master: "maya.brooks",
    sub: "manicure-nail-extension",
    title: "Almond Shape Mastery for Beginners",
    about:
      "The almond is the shape clients ask for most, and the easiest to get wrong. Learn to find the centre line, shape symmetrical sidewalls and refine the tip. Practise along on tips before your first client.",
    priceCents: 4900,
    level: "beginner",
    brands: ["Light Elegance", "OPI"],
    publishedDaysAgo: 66,
    views: 2890,
    suffix: "b4n6",
  },
  {
    master: "maya.brooks",
    sub: "manicure-gel-polish",
    title: "Chrome Powder Without Peeling",
    about:
      "Mirror chrome that stays on for three weeks. I show which top coat to burnish on, how long to cure and how to seal the free edge so the powder never chips off.",
    priceCents: 2400,
    level: "intermediate",
    brands: ["Gelish", "Orly"],
    publishedDaysAgo: 120,
    views: 3320,
    suffix: "c9h3",
  },
  {
    master: "anna.nowak",
    sub: "pedicure-medical",
    title: "Pedicure podologiczny: wrastające paznokcie",
    about:
      "Jak bezpiecznie odbarczyć wrastający paznokieć i kiedy odesłać klienta do lekarza. Pokazuję zakładanie klamry tytanowej i plan wizyt kontrolnych. Kurs dla osób, które znają już podstawy pedicure.",
    priceCents: 7900,
    level: "advanced",
    brands: ["Peggy Sage", "Staleks"],
    publishedDaysAgo: 30,
    views: 1240,
    suffix: "p7w2",
  },
  {
    master: "anna.nowak",
    sub: "pedicure-hardware",
    title: "Pedicure frezarkowy krok po kroku",
    about:
      "Kompletny zabieg frezarkowy: dobór frezów, opracowanie pięt i wałów okołopaznokciowych. Zobaczysz, jak pracować szybko i bez podrażnień, nawet przy bardzo suchej skórze.",
    priceCents: 3900,
    level: "intermediate",
    brands: ["Staleks"],
    publishedDaysAgo: 78,
    views: 1670,
    suffix: "f3k8",
  },
  {
    master: "anna.nowak",
    sub: "pedicure-spa",
    title: "SPA pedicure: rytuał, który klientki polecają dalej",
    about:
      "Kąpiel, peeling, maska i masaż stóp połączone w jeden spokojny rytuał. Podpowiadam, jak wycenić zabieg premium i jakie kosmetyki naprawdę robią różnicę.",
    priceCents: 2900,
    level: "none",
    brands: ["Peggy Sage"],
    publishedDaysAgo: 140,
    views: 990,
    suffix: "s2r5",
  },
  {
    master: "iryna.melnyk",
    sub: "eyelashes-volume",
    title: "Об'ємне нарощування вій 2D–3D: формування пучків",
    about:
      "Вчимося формувати рівні пучки вручну: розкриття віялом, однакова ніжка та правильна склейка. Розберемо вибір товщини та вигину під природні вії клієнтки. Урок для майстрів, які вже працюють з класикою.",
    priceCents: 5900,
    level: "intermediate",
    brands: ["Xtreme Lashes", "Thuya"],
    publishedDaysAgo: 20,
    views: 2760,
    suffix: "v2d3",
  },
  {
    master: "iryna.melnyk",
    sub: "eyelashes-classic",
    title: "Класичне нарощування вій: схема, вигини, довжини",
    about:
      "Основа, з якої починається кожна лешмейкерка. Складаємо схему ефекту, обираємо вигини та довжини і вчимося ізолювати кожну вію. Після уроку ви зробите першу акуратну класику.",
    priceCents: 2900,
    level: "beginner",
    brands: ["Xtreme Lashes"],
    publishedDaysAgo: 110,
    views: 4150,
    suffix: "k1s7",
  },
  {
    master: "iryna.melnyk",
    sub: "eyelashes-lamination",
    title: "Ламінування вій без заломів",
    about:
      "Як підібрати валики, щоб вії не заломлювалися, і скільки тримати кожен склад. Покажу роботу з тонкими, прямими та дуже довгими віями.",
    priceCents: 3400,
    level: "intermediate",
    brands: ["Elleebana", "Thuya"],
    publishedDaysAgo: 175,
    views: 1880,
    suffix: "l4m9",
  },
  {
    master: "sofiia.bondar",
    sub: "eyebrows-microblading",
    title: "Мікроблейдинг: побудова форми та штрихи",
    about:
      "Розмітка за пропорціями обличчя, вибір пігменту під фототип і відпрацювання штрихів на латексі. Окремо — як вести клієнтку до корекції, щоб результат загоївся рівно.",
    priceCents: 9900,
    level: "advanced",
    brands: ["BrowXenna"],
    publishedDaysAgo: 45,
    views: 1420,
    suffix: "m8b1",
  },
  {
    master: "sofiia.bondar",
    sub: "eyebrows-shaping",
    title: "Архітектура брів за 30 хвилин",
    about:
      "Швидка розмітка ниткою, корекція пінцетом і воском та фарбування, яке виглядає природно. Підійде і майстрам-початківцям, і тим, хто хоче прискорити процедуру.",
    priceCents: 1500,
    level: "beginner",
    brands: ["BrowXenna", "Anastasia Beverly Hills"],
    publishedDaysAgo: 200,
    views: 3010,
    suffix: "a3b6",
  },
  {
    master: "emily.clarke",
    sub: "eyebrows-lamination",
    title: "Brow Lamination: Fluffy Brows That Last Six Weeks",
    about:
      "Lift, set and nourish: the three steps of a lamination that keeps its shape. I explain timing for fine and coarse hair, how to brush the brows into place and what aftercare to give clients.",
    priceCents: 3900,
    level: "intermediate",
    brands: ["Elleebana", "Benefit Cosmetics"],
    publishedDaysAgo: 25,
    views: 2240,
    suffix: "l6f2",
  },
  {
    master: "emily.clarke",
    sub: "eyebrows-tinting",
    title: "Tinting Brows for Every Skin Tone",
    about:
      "Choosing and mixing tint so brows look natural on fair, olive and deep skin. We patch-test, map and tint three models side by side.",
    priceCents: 1900,
    level: "beginner",
    brands: ["Elleebana"],
    publishedDaysAgo: 88,
    views: 1530,
    suffix: "t9s4",
  },
  {
    master: "dmytro.savchenko",
    sub: "hair-haircuts",
    title: "Чоловіча стрижка фейд: чисті переходи машинкою",
    about:
      "Skin fade від розмітки до фінішу: насадки, важіль і робота «на себе». Покажу, як прибрати сходинки й зробити перехід, що однаково виглядає при будь-якому світлі.",
    priceCents: 4900,
    level: "intermediate",
    brands: ["Paul Mitchell"],
    publishedDaysAgo: 15,
    views: 2980,
    suffix: "f1d7",
  },
  {
    master: "dmytro.savchenko",
    sub: "hair-haircuts",
    title: "Жіноче каре: геометрія та текстура",
    about:
      "Ріжемо класичне каре, подовжене каре та каре з текстурою. Розбираємо кути натягу, роботу з вихорами та філірування, щоб стрижка лягала сама після миття.",
    priceCents: 5900,
    level: "advanced",
    brands: ["Davines", "Wella Professionals"],
    publishedDaysAgo: 100,
    views: 2050,
    suffix: "k2r8",
  },
  {
    master: "marta.wisniewska",
    sub: "hair-colouring",
    title: "Balayage krok po kroku: naturalne przejścia",
    about:
      "Od konsultacji do tonowania: sekcje, dobór rozjaśniacza i malowanie ręczne bez ostrych granic. Pokazuję też, jak chronić włosy podczas rozjaśniania.",
    priceCents: 6900,
    level: "advanced",
    brands: ["Olaplex", "L'Oréal Professionnel"],
    publishedDaysAgo: 35,
    views: 1750,
    suffix: "b5l3",
  },
  {
    master: "marta.wisniewska",
    sub: "hair-keratin-care",
    title: "Keratynowe prostowanie bez mitów",
    about:
      "Co naprawdę robi keratyna, komu szkodzi i jak przeprowadzić zabieg bezpiecznie dla klientki i dla siebie. Przygotowanie, nakładanie, prostowanie i pielęgnacja domowa.",
    priceCents: 3900,
    level: "intermediate",
    brands: ["Olaplex"],
    publishedDaysAgo: 160,
    views: 860,
    suffix: "k8p2",
  },
  {
    master: "giulia.romano",
    sub: "hair-styling",
    title: "Hollywood Waves with a Flat Iron",
    about:
      "Glossy, brushed-out waves that hold all evening. I show the sectioning, the wrist turn and the pinning that set the wave, then how to brush it into one smooth shape.",
    priceCents: 2900,
    level: "intermediate",
    brands: ["Moroccanoil", "Davines"],
    publishedDaysAgo: 52,
    views: 2470,
    suffix: "h7w5",
  },
  {
    master: "giulia.romano",
    sub: "hair-braiding",
    title: "Bridal Braids: Three Updos for the Big Day",
    about:
      "Three bridal looks built on braids: a low chignon, a crown braid and a loose romantic updo. You will learn the foundations that keep each style secure through a long day.",
    priceCents: 3900,
    level: "advanced",
    brands: ["Alfaparf Milano"],
    publishedDaysAgo: 130,
    views: 1390,
    suffix: "b3u9",
  },
  {
    master: "kateryna.shevchenko",
    sub: "make-up-bridal",
    title: "Весільний макіяж, що тримається 16 годин",
    about:
      "Підготовка шкіри, фіксація тону й стійкі текстури для довгого весільного дня. Покажу пробний образ, роботу зі сльозами та сонцем і міні-набір для нареченої на вечір.",
    priceCents: 6900,
    level: "intermediate",
    brands: ["MAC Cosmetics", "Make Up For Ever"],
    publishedDaysAgo: 5,
    views: 3890,
    suffix: "w6m1",
  },
  {
    master: "kateryna.shevchenko",
    sub: "make-up-day",
    title: "Денний макіяж для себе: сім продуктів",
    about:
      "Безкоштовний урок для всіх: свіжий денний макіяж за десять хвилин із семи продуктів, які вже є у вашій косметичці. Без складних технік, тільки зрозумілі кроки.",
    priceCents: 0,
    level: "none",
    brands: ["Inglot"],
    publishedDaysAgo: 60,
    views: 9420,
    suffix: "d7s2",
  },
  {
    master: "kateryna.shevchenko",
    sub: "make-up-evening",
    title: "Смокі айз у сливових відтінках",
    about:
      "Вечірній смокі, який пасує карим, зеленим і блакитним очам. Розтушовування без бруду, графічна стрілка всередині тіні та акцент на губах, що не сперечається з очима.",
    priceCents: 3900,
    level: "advanced",
    brands: ["MAC Cosmetics", "NARS"],
    publishedDaysAgo: 82,
    views: 2630,
    suffix: "s4p7",
  },
  {
    master: "claire.dubois",
    sub: "make-up-evening",
    title: "Éclat du soir : teint lumineux et lèvres velours",
    about:
      "Un teint qui capte la lumière sans briller, un regard prune et des lèvres velours. Je montre l'ordre des textures et les gestes de coulisses pour un maquillage qui tient toute la soirée.",
    priceCents: 4400,
    level: "intermediate",
    brands: ["NARS", "Make Up For Ever"],
    publishedDaysAgo: 18,
    views: 1810,
    suffix: "e2s8",
  },
  {
    master: "lena.schneider",
    sub: "cosmetology-facial-care",
    title: "Professionelle Gesichtsbehandlung für sensible Haut",
    about:
      "Eine komplette Behandlung für empfindliche Haut: Hautanalyse, sanfte Reinigung, beruhigende Maske und Barrierepflege. Sie lernen, welche Wirkstoffe Rötungen lindern und welche Sie vermeiden sollten.",
    priceCents: 7900,
    level: "intermediate",
    brands: ["Babor", "Dermalogica"],
    publishedDaysAgo: 28,
    views: 1560,
    suffix: "g3s6",
  },
  {
    master: "lena.schneider",
    sub: "cosmetology-facial-cleansing",
    title: "Ultraschallreinigung Schritt für Schritt",
    about:
      "Wie die Ultraschall-Spatel-Reinigung funktioniert, für wen sie geeignet ist und wie Sie sie mit manueller Ausreinigung kombinieren. Mit Protokoll zum Ausdrucken.",
    priceCents: 4900,
    level: "beginner",
    brands: ["Janssen Cosmetics"],
    publishedDaysAgo: 115,
    views: 1120,
    suffix: "u5r2",
  },
  {
    master: "natalia.orlova",
    sub: "cosmetology-peels",
    title: "Химические пилинги: протоколы и безопасность",
    about:
      "Поверхностные и срединные пилинги: подготовка кожи, выбор кислоты, нейтрализация и постпилинговый уход. Разбираем осложнения и как их избежать.",
    priceCents: 8900,
    level: "advanced",
    brands: ["Mesoestetic", "Janssen Cosmetics"],
    publishedDaysAgo: 48,
    views: 1340,
    suffix: "h6p3",
  },
  {
    master: "natalia.orlova",
    sub: "cosmetology-facial-care",
    title: "Домашний уход после пилингов",
    about:
      "Что посоветовать клиенту на первые две недели после пилинга: очищение, увлажнение и защита от солнца. Урок готовится к публикации.",
    priceCents: 1900,
    level: "beginner",
    brands: ["Mesoestetic"],
    publishedDaysAgo: null,
    views: 0,
    suffix: "d2u5",
  },
  {
    master: "oksana.lysenko",
    sub: "massage-lymphatic-drainage",
    title: "Лімфодренажний масаж обличчя руками",
    about:
      "Ранковий набряк, втомлений погляд, нечіткий овал — покажу послідовність рухів, що запускає відтік лімфи. Техніку можна робити клієнтам у кабінеті й собі вдома.",
    priceCents: 3400,
    level: "beginner",
    brands: ["Sothys"],
    publishedDaysAgo: 22,
    views: 2150,
    suffix: "l3d8",
  },
  {
    master: "oksana.lysenko",
    sub: "massage-anti-cellulite",
    title: "Антицелюлітний масаж: техніка та курс",
    about:
      "Розігрів, глибоке опрацювання і завершення, після якого не лишається синців. Розберемо, скільки процедур потрібно, як поєднувати масаж з обгортаннями і що пояснити клієнтці.",
    priceCents: 4400,
    level: "intermediate",
    brands: ["Guinot"],
    publishedDaysAgo: 185,
    views: 1290,
    suffix: "a7c4",
  },
  {
    master: "lucia.garcia",
    sub: "massage-facial",
    title: "Masaje facial Kobido: la técnica japonesa",
    about:
      "Movimientos rápidos y rítmicos que tonifican el rostro sin aparatos. Aprenderás la secuencia completa, la postura correcta de las manos y cómo adaptar la presión a cada piel.",
    priceCents: 5400,
    level: "advanced",
    brands: ["Sothys"],
    publishedDaysAgo: 70,
    views: 980,
    suffix: "k5j1",
  },
  {
    master: "lucia.garcia",
    sub: "massage-relaxing",
    title: "Relaxing Back Massage: A 40-Minute Ritual",
    about:
      "A calm, flowing back massage with warm oil, long strokes and gentle stretches. Perfect as a first service for new therapists or as an add-on to any spa menu.",
    priceCents: 2900,
    level: "none",
    brands: ["Sothys", "Guinot"],
    publishedDaysAgo: 210,
    views: 760,
    suffix: "r4b9",
  },
];

/** Review texts with their ratings, in several languages; handed out in turn. */
export const DEMO_REVIEW_TEXTS: { rating: number; text: string }[] = [
  { rating: 5, text: "Нарешті зрозуміла, чому покриття відшаровувалося. Дуже докладно й без води." },
  { rating: 5, text: "Clear, calm and beautifully filmed. My retention improved within a week." },
  { rating: 4, text: "Корисно, хоча хотілося б більше крупних планів." },
  { rating: 5, text: "Świetnie wytłumaczone, wszystko widać z bliska." },
  { rating: 3, text: "Базові речі добре, але для досвідчених майстрів замало нового." },
  { rating: 5, text: "Sehr strukturiert und professionell erklärt." },
  { rating: 4, text: "Great techniques; the tips video alone was worth the price." },
  { rating: 5, text: "Des explications limpides et un résultat bluffant." },
  { rating: 5, text: "Все чітко, по кроках. Повторила на моделі з першого разу." },
  { rating: 4, text: "Lezione chiara, avrei voluto qualche dettaglio in più sui prodotti." },
  { rating: 2, text: "Too basic for me, I expected more advanced content." },
  { rating: 5, text: "Me encantó, muy profesional y fácil de seguir." },
  { rating: 4, text: "Хорошая подача, многое взяла в работу." },
  { rating: 5, text: "Найкраще вкладення в навчання цього року. Дякую за чесні поради!" },
  { rating: 3, text: "Solide Grundlagen, aber etwas zu langsam." },
  { rating: 4, text: "Dużo praktycznych wskazówek, polecam." },
  { rating: 5, text: "Exactly what I needed before opening my own studio." },
  { rating: 4, text: "Гарна подача й приємний темп. Секрети в кінці — окремий плюс." },
  { rating: 1, text: "Не мій формат: занадто швидко для новачка." },
  { rating: 5, text: "Tolle Tipps, die ich sofort im Studio umsetzen konnte." },
];

/** How many reviews each lesson gets, in the order of DEMO_LESSONS (drafts get none). */
export const demoReviewCount = (lessonIndex: number) => [6, 3, 8, 5, 2, 7, 4, 0, 5, 1][lessonIndex % 10] ?? 0;

/**
 * Subtitles of a few demo lessons (decision 044), by position in DEMO_LESSONS: the languages of
 * the full video's subtitles (and of the trailer's), so the catalog shows "CC" and its filter
 * finds them. Each file is three cues with the steps' titles in that language.
 */
export const DEMO_SUBTITLES: { lesson: number; full: Locale[]; trailer: Locale[] }[] = [
  { lesson: 0, full: ["uk", "en", "de"], trailer: ["en"] },
  { lesson: 1, full: ["en", "fr", "es"], trailer: [] },
  { lesson: 2, full: ["ru", "pl", "it"], trailer: [] },
];

const vttTime = (ms: number) => {
  const seconds = Math.floor(ms / 1000);
  return `00:${String(Math.floor(seconds / 60)).padStart(2, "0")}:${String(seconds % 60).padStart(2, "0")}.${String(ms % 1000).padStart(3, "0")}`;
};

/** A small WebVTT file in `locale`: the three steps of the 9-second demo clip as cues. */
export function demoSubtitleFile(locale: Locale): string {
  const cues = DEMO_STEPS[locale].map(
    (step, index) =>
      `${index + 1}\n${vttTime(step.startMs)} --> ${vttTime(step.startMs + 2900)}\n${step.title}`,
  );
  return `WEBVTT\n\n${cues.join("\n\n")}\n`;
}

/** Demo lessons taught in another language than the one their master registered in (decision 050). */
export const DEMO_LESSON_LANGUAGES: Readonly<Record<string, Locale>> = { h7w5: "en", b3u9: "en", r4b9: "en" };

/**
 * Demo lessons' titles and descriptions in other languages (decision 050), by slug suffix: the lists
 * show some lessons in the visitor's language and the others in their own, with its badge.
 */
export const DEMO_LESSON_TRANSLATIONS: Readonly<
  Record<string, Partial<Record<Locale, { title: string; about: string }>>>
> = {
  m3r9: {
    en: {
      title: "Marble Nail Design: Three Techniques",
      about:
        "Watercolour marble, marble on the sticky layer and marble with foil. For each technique: the palette, the brushes and the usual mistakes. At the end: how to sell the design to a client and what to charge for it.",
    },
    pl: {
      title: "Marmurkowe zdobienie paznokci: trzy techniki",
      about:
        "Marmur akwarelowy, marmur na warstwie dyspersyjnej i marmur z folią. Dla każdej techniki paleta, pędzle i typowe błędy. Na koniec: jak sprzedać zdobienie klientce i ile za nie brać.",
    },
  },
  s8x1: {
    uk: {
      title: "Моделювання гелем на формах: ідеальний апекс щоразу",
      about:
        "Будуємо міцні тонкі нігті на формах зі збалансованим апексом. Розберемо встановлення форм, контроль матеріалу й обпил архітектури, щоб ніготь виглядав тонким збоку. Додам свій чекліст носіння без відшарувань.",
    },
    de: {
      title: "Gel-Modellage auf Schablone: jedes Mal der perfekte Apex",
      about:
        "Wir bauen stabile, schlanke Verlängerungen auf Schablone mit ausgewogenem Apex. Schablone anlegen, Materialkontrolle und das Feilen der Struktur, damit der Nagel von der Seite dünn wirkt. Dazu meine Checkliste für Halt ohne Ablösungen.",
    },
  },
  l4m9: {
    en: {
      title: "Lash Lift Without Creases",
      about:
        "How to choose the shields so lashes never crease, and how long to leave each solution. I show the work on thin, straight and very long lashes.",
    },
  },
  w6m1: {
    en: {
      title: "Bridal Make-up That Lasts 16 Hours",
      about:
        "Skin prep, setting the base and long-wear textures for a long wedding day. I show the trial look, working with tears and sun, and a mini kit for the bride's evening.",
    },
    ru: {
      title: "Свадебный макияж, который держится 16 часов",
      about:
        "Подготовка кожи, фиксация тона и стойкие текстуры для долгого свадебного дня. Покажу пробный образ, работу со слезами и солнцем и мини-набор для невесты на вечер.",
    },
  },
  e2s8: {
    en: {
      title: "Evening Glow: Luminous Skin and Velvet Lips",
      about:
        "Skin that catches the light without shine, a plum eye and velvet lips. I show the order of textures and the backstage moves for make-up that lasts the whole evening.",
    },
  },
  k5j1: {
    en: {
      title: "Kobido Facial Massage: The Japanese Technique",
      about:
        "Quick, rhythmic movements that tone the face without devices. You will learn the whole sequence, the right hand posture and how to adapt the pressure to every skin.",
    },
  },
};

/** Demo masters' "about" in other languages (decision 050), by username. */
export const DEMO_PROFILE_TRANSLATIONS: Readonly<Record<string, Partial<Record<Locale, string>>>> = {
  "olena.koval": {
    en: "Manicurist with nine years of experience and my own studio in Podil. I specialise in minimalist designs, French manicure and marble. I teach clean, fast work with coverage that lasts from three weeks.",
    pl: "Stylistka paznokci z dziewięcioletnim doświadczeniem i własnym studiem na Podolu. Specjalizuję się w minimalistycznych zdobieniach, frenchu i marmurze. Uczę czystej, szybkiej pracy i krycia, które trzyma od trzech tygodni.",
  },
  "maya.brooks": {
    uk: "Нейл-майстриня й викладачка з Брукліна. Структурний гель, моделювання на формах і чистий мигдаль, що витримує справжнє життя. Розбираю апекс, підготовку й контроль матеріалу — те, що хотіла б знати сама на початку.",
  },
  "claire.dubois": {
    en: "Make-up artist in Paris for fashion and evenings out. I love luminous skin, velvet lips and smoky eyes in plum tones. I share my backstage moves, simple to repeat at home.",
  },
};
