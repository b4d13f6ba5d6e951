/**
 * Reference data used to seed the database: categories with sub-categories, static pages,
 * footer social links, contact information and professional beauty brands.
 *
 * Every user-facing text is provided in all eight locales. Page bodies are plain text with a tiny
 * markdown subset: blocks are separated by a blank line ("\n\n"), a line starting with "## " is a
 * sub-heading and a line starting with "- " is a list item (consecutive items form one list).
 */

import deCommon from "../../../locales/de/common.json" with { type: "json" };
import enCommon from "../../../locales/en/common.json" with { type: "json" };
import esCommon from "../../../locales/es/common.json" with { type: "json" };
import frCommon from "../../../locales/fr/common.json" with { type: "json" };
import itCommon from "../../../locales/it/common.json" with { type: "json" };
import plCommon from "../../../locales/pl/common.json" with { type: "json" };
import ruCommon from "../../../locales/ru/common.json" with { type: "json" };
import ukCommon from "../../../locales/uk/common.json" with { type: "json" };

export const LOCALES = ["uk", "ru", "en", "pl", "fr", "it", "de", "es"] as const;
export type Locale = (typeof LOCALES)[number];
export type Translated = Record<Locale, string>;

/**
 * The qualification levels' names, from the interface's own texts (`levels.1`–`levels.6` in
 * common.json): one name per level everywhere, the seeded pages included (issue 16).
 */
const LEVEL_NAMES: Record<Locale, Record<string, string>> = {
  uk: ukCommon.levels,
  ru: ruCommon.levels,
  en: enCommon.levels,
  pl: plCommon.levels,
  fr: frCommon.levels,
  it: itCommon.levels,
  de: deCommon.levels,
  es: esCommon.levels,
};
const LEVEL_WORD: Translated = {
  uk: "Рівень",
  ru: "Уровень",
  en: "Level",
  pl: "Poziom",
  fr: "Niveau",
  it: "Livello",
  de: "Stufe",
  es: "Nivel",
};

/** A list item that names a level: "- Level 3 — Confident master: " (French with its " : "). */
const levelItem = (locale: Locale, level: number) =>
  `- ${LEVEL_WORD[locale]} ${level} — ${LEVEL_NAMES[locale][level]}${locale === "fr" ? " : " : ": "}`;

export interface SeedSubCategory {
  key: string;
  icon: string;
  title: Translated;
}

export interface SeedCategory {
  key: string;
  icon: string;
  title: Translated;
  subCategories: SeedSubCategory[];
}

export interface SeedPage {
  slug: string;
  name: Translated;
  body: Translated;
}

export interface SeedFooter {
  instagramUrl: string;
  facebookUrl: string;
  tiktokUrl: string;
  youtubeUrl: string;
}

export interface SeedContactInfo {
  phone: string;
  email: string;
  address: Translated;
  latitude: number;
  longitude: number;
}

// ---------------------------------------------------------------------------------------------
// Categories and sub-categories
// ---------------------------------------------------------------------------------------------

export const categories: SeedCategory[] = [
  {
    key: "manicure",
    icon: "nail",
    title: {
      uk: "Манікюр",
      ru: "Маникюр",
      en: "Manicure",
      pl: "Manicure",
      fr: "Manucure",
      it: "Manicure",
      de: "Maniküre",
      es: "Manicura",
    },
    subCategories: [
      {
        key: "manicure-classic",
        icon: "nail",
        title: {
          uk: "Класичний манікюр",
          ru: "Классический маникюр",
          en: "Classic manicure",
          pl: "Manicure klasyczny",
          fr: "Manucure classique",
          it: "Manicure classica",
          de: "Klassische Maniküre",
          es: "Manicura clásica",
        },
      },
      {
        key: "manicure-hardware",
        icon: "nail",
        title: {
          uk: "Апаратний манікюр",
          ru: "Аппаратный маникюр",
          en: "Hardware manicure",
          pl: "Manicure frezarkowy",
          fr: "Manucure à la ponceuse",
          it: "Manicure con fresa",
          de: "Apparative Maniküre",
          es: "Manicura con torno",
        },
      },
      {
        key: "manicure-gel-polish",
        icon: "brush",
        title: {
          uk: "Покриття гель-лаком",
          ru: "Покрытие гель-лаком",
          en: "Gel polish",
          pl: "Manicure hybrydowy",
          fr: "Vernis semi-permanent",
          it: "Smalto semipermanente",
          de: "Gellack",
          es: "Esmaltado semipermanente",
        },
      },
      {
        key: "manicure-nail-extension",
        icon: "nail",
        title: {
          uk: "Нарощування нігтів",
          ru: "Наращивание ногтей",
          en: "Nail extensions",
          pl: "Przedłużanie paznokci",
          fr: "Extensions d'ongles",
          it: "Ricostruzione unghie",
          de: "Nagelmodellage",
          es: "Extensión de uñas",
        },
      },
      {
        key: "manicure-nail-art",
        icon: "sparkle",
        title: {
          uk: "Дизайн нігтів",
          ru: "Дизайн ногтей",
          en: "Nail art and design",
          pl: "Zdobienia paznokci",
          fr: "Décoration des ongles",
          it: "Decorazioni unghie",
          de: "Nageldesign",
          es: "Decoración de uñas",
        },
      },
    ],
  },
  {
    key: "pedicure",
    icon: "foot",
    title: {
      uk: "Педикюр",
      ru: "Педикюр",
      en: "Pedicure",
      pl: "Pedicure",
      fr: "Pédicure",
      it: "Pedicure",
      de: "Pediküre",
      es: "Pedicura",
    },
    subCategories: [
      {
        key: "pedicure-classic",
        icon: "foot",
        title: {
          uk: "Класичний педикюр",
          ru: "Классический педикюр",
          en: "Classic pedicure",
          pl: "Pedicure klasyczny",
          fr: "Pédicure classique",
          it: "Pedicure classico",
          de: "Klassische Pediküre",
          es: "Pedicura clásica",
        },
      },
      {
        key: "pedicure-hardware",
        icon: "foot",
        title: {
          uk: "Апаратний педикюр",
          ru: "Аппаратный педикюр",
          en: "Hardware pedicure",
          pl: "Pedicure frezarkowy",
          fr: "Pédicure à la ponceuse",
          it: "Pedicure con fresa",
          de: "Apparative Pediküre",
          es: "Pedicura con torno",
        },
      },
      {
        key: "pedicure-gel-polish",
        icon: "brush",
        title: {
          uk: "Педикюр із покриттям гель-лаком",
          ru: "Педикюр с покрытием гель-лаком",
          en: "Pedicure with gel polish",
          pl: "Pedicure hybrydowy",
          fr: "Pédicure semi-permanente",
          it: "Pedicure semipermanente",
          de: "Pediküre mit Gellack",
          es: "Pedicura semipermanente",
        },
      },
      {
        key: "pedicure-medical",
        icon: "foot",
        title: {
          uk: "Медичний педикюр",
          ru: "Медицинский педикюр",
          en: "Medical pedicure",
          pl: "Pedicure podologiczny",
          fr: "Soins podologiques",
          it: "Pedicure curativo",
          de: "Medizinische Fußpflege",
          es: "Pedicura clínica",
        },
      },
      {
        key: "pedicure-spa",
        icon: "drop",
        title: {
          uk: "СПА-педикюр",
          ru: "СПА-педикюр",
          en: "Spa pedicure",
          pl: "Pedicure SPA",
          fr: "Pédicure spa",
          it: "Pedicure spa",
          de: "Spa-Pediküre",
          es: "Pedicura spa",
        },
      },
    ],
  },
  {
    key: "eyelashes",
    icon: "eyelash",
    title: {
      uk: "Вії",
      ru: "Ресницы",
      en: "Eyelashes",
      pl: "Rzęsy",
      fr: "Cils",
      it: "Ciglia",
      de: "Wimpern",
      es: "Pestañas",
    },
    subCategories: [
      {
        key: "eyelashes-classic",
        icon: "eyelash",
        title: {
          uk: "Класичне нарощування вій",
          ru: "Классическое наращивание ресниц",
          en: "Classic lash extensions",
          pl: "Przedłużanie rzęs metodą 1:1",
          fr: "Extensions de cils cil à cil",
          it: "Allungamento ciglia classico",
          de: "Klassische Wimpernverlängerung",
          es: "Extensiones de pestañas pelo a pelo",
        },
      },
      {
        key: "eyelashes-volume",
        icon: "eyelash",
        title: {
          uk: "Об'ємне нарощування вій",
          ru: "Объёмное наращивание ресниц",
          en: "Volume lash extensions",
          pl: "Przedłużanie rzęs metodą objętościową",
          fr: "Extensions de cils volume russe",
          it: "Allungamento ciglia volume russo",
          de: "Volumen-Wimpernverlängerung",
          es: "Extensiones de pestañas volumen ruso",
        },
      },
      {
        key: "eyelashes-lamination",
        icon: "sparkle",
        title: {
          uk: "Ламінування вій",
          ru: "Ламинирование ресниц",
          en: "Lash lift and lamination",
          pl: "Laminacja rzęs",
          fr: "Rehaussement de cils",
          it: "Laminazione ciglia",
          de: "Wimpernlifting",
          es: "Lifting y laminado de pestañas",
        },
      },
      {
        key: "eyelashes-tinting",
        icon: "brush",
        title: {
          uk: "Фарбування вій",
          ru: "Окрашивание ресниц",
          en: "Lash tinting",
          pl: "Henna rzęs",
          fr: "Teinture des cils",
          it: "Tintura ciglia",
          de: "Wimpernfärbung",
          es: "Tinte de pestañas",
        },
      },
    ],
  },
  {
    key: "eyebrows",
    icon: "eyebrow",
    title: {
      uk: "Брови",
      ru: "Брови",
      en: "Eyebrows",
      pl: "Brwi",
      fr: "Sourcils",
      it: "Sopracciglia",
      de: "Augenbrauen",
      es: "Cejas",
    },
    subCategories: [
      {
        key: "eyebrows-shaping",
        icon: "eyebrow",
        title: {
          uk: "Корекція та архітектура брів",
          ru: "Коррекция и архитектура бровей",
          en: "Brow shaping",
          pl: "Regulacja brwi",
          fr: "Restructuration des sourcils",
          it: "Architettura sopracciglia",
          de: "Augenbrauenformung",
          es: "Diseño de cejas",
        },
      },
      {
        key: "eyebrows-tinting",
        icon: "brush",
        title: {
          uk: "Фарбування брів фарбою та хною",
          ru: "Окрашивание бровей краской и хной",
          en: "Brow tinting and henna",
          pl: "Henna brwi",
          fr: "Teinture et henné des sourcils",
          it: "Tintura e henné sopracciglia",
          de: "Augenbrauenfärbung und Henna",
          es: "Tinte y henna de cejas",
        },
      },
      {
        key: "eyebrows-lamination",
        icon: "sparkle",
        title: {
          uk: "Ламінування брів",
          ru: "Ламинирование бровей",
          en: "Brow lamination",
          pl: "Laminacja brwi",
          fr: "Lamination des sourcils",
          it: "Laminazione sopracciglia",
          de: "Augenbrauenlaminierung",
          es: "Laminado de cejas",
        },
      },
      {
        key: "eyebrows-microblading",
        icon: "eyebrow",
        title: {
          uk: "Мікроблейдинг",
          ru: "Микроблейдинг",
          en: "Microblading",
          pl: "Microblading",
          fr: "Microblading",
          it: "Microblading",
          de: "Microblading",
          es: "Microblading",
        },
      },
    ],
  },
  {
    key: "hair",
    icon: "scissors",
    title: {
      uk: "Волосся",
      ru: "Волосы",
      en: "Hair",
      pl: "Włosy",
      fr: "Coiffure",
      it: "Capelli",
      de: "Haare",
      es: "Peluquería",
    },
    subCategories: [
      {
        key: "hair-haircuts",
        icon: "scissors",
        title: {
          uk: "Стрижки",
          ru: "Стрижки",
          en: "Haircuts",
          pl: "Strzyżenie",
          fr: "Coupes",
          it: "Tagli",
          de: "Haarschnitte",
          es: "Cortes de pelo",
        },
      },
      {
        key: "hair-colouring",
        icon: "drop",
        title: {
          uk: "Фарбування волосся",
          ru: "Окрашивание волос",
          en: "Hair colouring",
          pl: "Koloryzacja włosów",
          fr: "Coloration",
          it: "Colorazione",
          de: "Haarfärbung",
          es: "Coloración",
        },
      },
      {
        key: "hair-styling",
        icon: "comb",
        title: {
          uk: "Зачіски та укладки",
          ru: "Причёски и укладки",
          en: "Styling and updos",
          pl: "Upięcia i stylizacja włosów",
          fr: "Coiffage et chignons",
          it: "Piega e acconciature",
          de: "Styling und Hochsteckfrisuren",
          es: "Peinados y recogidos",
        },
      },
      {
        key: "hair-braiding",
        icon: "comb",
        title: {
          uk: "Плетіння кіс",
          ru: "Плетение кос",
          en: "Braiding",
          pl: "Zaplatanie warkoczy",
          fr: "Tresses",
          it: "Trecce",
          de: "Flechtfrisuren",
          es: "Trenzas",
        },
      },
      {
        key: "hair-keratin-care",
        icon: "drop",
        title: {
          uk: "Кератин і догляд за волоссям",
          ru: "Кератин и уход за волосами",
          en: "Keratin and hair care",
          pl: "Keratynowe prostowanie i pielęgnacja",
          fr: "Lissage à la kératine et soins",
          it: "Trattamenti alla cheratina",
          de: "Keratinglättung und Haarpflege",
          es: "Keratina y tratamientos capilares",
        },
      },
    ],
  },
  {
    key: "make-up",
    icon: "lipstick",
    title: {
      uk: "Макіяж",
      ru: "Макияж",
      en: "Make-up",
      pl: "Makijaż",
      fr: "Maquillage",
      it: "Trucco",
      de: "Make-up",
      es: "Maquillaje",
    },
    subCategories: [
      {
        key: "make-up-day",
        icon: "lipstick",
        title: {
          uk: "Денний макіяж",
          ru: "Дневной макияж",
          en: "Day make-up",
          pl: "Makijaż dzienny",
          fr: "Maquillage de jour",
          it: "Trucco giorno",
          de: "Tages-Make-up",
          es: "Maquillaje de día",
        },
      },
      {
        key: "make-up-evening",
        icon: "sparkle",
        title: {
          uk: "Вечірній макіяж",
          ru: "Вечерний макияж",
          en: "Evening make-up",
          pl: "Makijaż wieczorowy",
          fr: "Maquillage de soirée",
          it: "Trucco sera",
          de: "Abend-Make-up",
          es: "Maquillaje de noche",
        },
      },
      {
        key: "make-up-bridal",
        icon: "lipstick",
        title: {
          uk: "Весільний макіяж",
          ru: "Свадебный макияж",
          en: "Bridal make-up",
          pl: "Makijaż ślubny",
          fr: "Maquillage de mariée",
          it: "Trucco sposa",
          de: "Braut-Make-up",
          es: "Maquillaje de novia",
        },
      },
      {
        key: "make-up-permanent",
        icon: "brush",
        title: {
          uk: "Перманентний макіяж",
          ru: "Перманентный макияж",
          en: "Permanent make-up",
          pl: "Makijaż permanentny",
          fr: "Maquillage permanent",
          it: "Trucco permanente",
          de: "Permanent Make-up",
          es: "Micropigmentación",
        },
      },
    ],
  },
  {
    key: "cosmetology",
    icon: "face",
    title: {
      uk: "Косметологія",
      ru: "Косметология",
      en: "Cosmetology",
      pl: "Kosmetologia",
      fr: "Soins esthétiques",
      it: "Cosmetologia",
      de: "Kosmetik",
      es: "Cosmetología",
    },
    subCategories: [
      {
        key: "cosmetology-facial-cleansing",
        icon: "face",
        title: {
          uk: "Чистка обличчя",
          ru: "Чистка лица",
          en: "Facial cleansing",
          pl: "Oczyszczanie twarzy",
          fr: "Nettoyage de peau",
          it: "Pulizia del viso",
          de: "Gesichtsreinigung",
          es: "Limpieza facial",
        },
      },
      {
        key: "cosmetology-peels",
        icon: "drop",
        title: {
          uk: "Пілінги",
          ru: "Пилинги",
          en: "Chemical peels",
          pl: "Peelingi chemiczne",
          fr: "Peelings chimiques",
          it: "Peeling chimici",
          de: "Chemische Peelings",
          es: "Peelings químicos",
        },
      },
      {
        key: "cosmetology-facial-care",
        icon: "sparkle",
        title: {
          uk: "Доглядові процедури для обличчя",
          ru: "Уходовые процедуры для лица",
          en: "Facial treatments",
          pl: "Zabiegi pielęgnacyjne na twarz",
          fr: "Soins du visage",
          it: "Trattamenti viso",
          de: "Gesichtsbehandlungen",
          es: "Tratamientos faciales",
        },
      },
      {
        key: "cosmetology-devices",
        icon: "face",
        title: {
          uk: "Апаратна косметологія",
          ru: "Аппаратная косметология",
          en: "Device-based treatments",
          pl: "Kosmetologia aparaturowa",
          fr: "Soins par appareils",
          it: "Trattamenti strumentali",
          de: "Apparative Kosmetik",
          es: "Aparatología facial",
        },
      },
      {
        key: "cosmetology-injections",
        icon: "drop",
        title: {
          uk: "Ін'єкційна косметологія",
          ru: "Инъекционная косметология",
          en: "Injectable treatments",
          pl: "Zabiegi iniekcyjne",
          fr: "Injections esthétiques",
          it: "Trattamenti iniettivi",
          de: "Ästhetische Injektionen",
          es: "Tratamientos inyectables",
        },
      },
    ],
  },
  {
    key: "massage",
    icon: "hands",
    title: {
      uk: "Масаж",
      ru: "Массаж",
      en: "Massage",
      pl: "Masaż",
      fr: "Massage",
      it: "Massaggi",
      de: "Massage",
      es: "Masajes",
    },
    subCategories: [
      {
        key: "massage-classic",
        icon: "hands",
        title: {
          uk: "Класичний масаж",
          ru: "Классический массаж",
          en: "Classic massage",
          pl: "Masaż klasyczny",
          fr: "Massage classique",
          it: "Massaggio classico",
          de: "Klassische Massage",
          es: "Masaje clásico",
        },
      },
      {
        key: "massage-facial",
        icon: "face",
        title: {
          uk: "Масаж обличчя",
          ru: "Массаж лица",
          en: "Facial massage",
          pl: "Masaż twarzy",
          fr: "Massage du visage",
          it: "Massaggio viso",
          de: "Gesichtsmassage",
          es: "Masaje facial",
        },
      },
      {
        key: "massage-lymphatic-drainage",
        icon: "hands",
        title: {
          uk: "Лімфодренажний масаж",
          ru: "Лимфодренажный массаж",
          en: "Lymphatic drainage massage",
          pl: "Drenaż limfatyczny",
          fr: "Drainage lymphatique",
          it: "Linfodrenaggio",
          de: "Lymphdrainage",
          es: "Drenaje linfático",
        },
      },
      {
        key: "massage-anti-cellulite",
        icon: "hands",
        title: {
          uk: "Антицелюлітний масаж",
          ru: "Антицеллюлитный массаж",
          en: "Anti-cellulite massage",
          pl: "Masaż antycellulitowy",
          fr: "Massage anticellulite",
          it: "Massaggio anticellulite",
          de: "Anti-Cellulite-Massage",
          es: "Masaje anticelulítico",
        },
      },
      {
        key: "massage-relaxing",
        icon: "drop",
        title: {
          uk: "Розслаблювальний масаж",
          ru: "Расслабляющий массаж",
          en: "Relaxing massage",
          pl: "Masaż relaksacyjny",
          fr: "Massage relaxant",
          it: "Massaggio rilassante",
          de: "Entspannungsmassage",
          es: "Masaje relajante",
        },
      },
    ],
  },
];

// ---------------------------------------------------------------------------------------------
// Footer, contact information and brands
// ---------------------------------------------------------------------------------------------

/** An empty URL makes the app fall back to the social network's home page. */
export const footer: SeedFooter = {
  instagramUrl: "https://www.instagram.com/maistry.school",
  facebookUrl: "https://www.facebook.com/maistry.school",
  tiktokUrl: "https://www.tiktok.com/@maistry.school",
  youtubeUrl: "",
};

export const contactInfo: SeedContactInfo = {
  phone: "+380 44 123 45 67",
  email: "hello@maistry.app",
  address: {
    uk: "вул. Велика Васильківська, 72, Київ, 03150, Україна",
    ru: "ул. Большая Васильковская, 72, Киев, 03150, Украина",
    en: "72 Velyka Vasylkivska St, Kyiv 03150, Ukraine",
    pl: "ul. Wielka Wasylkowska 72, 03150 Kijów, Ukraina",
    fr: "72, rue Velyka Vasylkivska, 03150 Kyiv, Ukraine",
    it: "Via Velyka Vasylkivska 72, 03150 Kyiv, Ucraina",
    de: "Welyka-Wassylkiwska-Straße 72, 03150 Kyjiw, Ukraine",
    es: "Calle Velyka Vasylkivska 72, 03150 Kiev, Ucrania",
  },
  latitude: 50.4287,
  longitude: 30.5165,
};

export const brands: { name: string; website: string }[] = [
  // Nails
  { name: "OPI", website: "https://www.opi.com" },
  { name: "CND", website: "https://www.cnd.com" },
  { name: "Gelish", website: "https://www.gelish.com" },
  { name: "Orly", website: "https://www.orlybeauty.com" },
  { name: "Essie Professional", website: "https://www.essie.com" },
  { name: "Luxio", website: "https://akzentz.com" },
  { name: "Light Elegance", website: "https://www.lightelegance.com" },
  { name: "Peggy Sage", website: "https://www.peggysage.com" },
  { name: "Staleks", website: "https://staleks.com" },
  // Lashes and brows
  { name: "Xtreme Lashes", website: "https://www.xtremelashes.com" },
  { name: "Elleebana", website: "https://www.elleebana.com" },
  { name: "Thuya", website: "https://www.thuya.com" },
  { name: "BrowXenna", website: "https://browxenna.com" },
  { name: "Benefit Cosmetics", website: "https://www.benefitcosmetics.com" },
  // Hair
  { name: "L'Oréal Professionnel", website: "https://www.lorealprofessionnel.com" },
  { name: "Wella Professionals", website: "https://www.wella.com" },
  { name: "Schwarzkopf Professional", website: "https://www.schwarzkopf-professional.com" },
  { name: "Kérastase", website: "https://www.kerastase.com" },
  { name: "Davines", website: "https://www.davines.com" },
  { name: "Redken", website: "https://www.redken.com" },
  { name: "Matrix", website: "https://www.matrix.com" },
  { name: "Olaplex", website: "https://olaplex.com" },
  { name: "Moroccanoil", website: "https://www.moroccanoil.com" },
  { name: "Goldwell", website: "https://www.goldwell.com" },
  { name: "Paul Mitchell", website: "https://www.paulmitchell.com" },
  { name: "Alfaparf Milano", website: "https://www.alfaparfmilano.com" },
  // Make-up
  { name: "MAC Cosmetics", website: "https://www.maccosmetics.com" },
  { name: "Make Up For Ever", website: "https://www.makeupforever.com" },
  { name: "NARS", website: "https://www.narscosmetics.com" },
  { name: "Inglot", website: "https://inglotcosmetics.com" },
  { name: "Anastasia Beverly Hills", website: "https://www.anastasiabeverlyhills.com" },
  { name: "Kryolan", website: "https://www.kryolan.com" },
  // Cosmetology
  { name: "Dermalogica", website: "https://www.dermalogica.com" },
  { name: "Janssen Cosmetics", website: "https://www.janssen-cosmetics.com" },
  { name: "Babor", website: "https://www.babor.com" },
  { name: "Mesoestetic", website: "https://www.mesoestetic.com" },
  { name: "Sothys", website: "https://www.sothys.com" },
  { name: "Guinot", website: "https://www.guinot.com" },
];

// ---------------------------------------------------------------------------------------------
// Static pages
// ---------------------------------------------------------------------------------------------

const PAGE_SLUGS = [
  "about",
  "qualification-training",
  "contact",
  "become-teacher",
  "lessons",
  "masters",
  "public-offer",
] as const;
type PageSlug = (typeof PAGE_SLUGS)[number];

interface PageText {
  name: string;
  body: string;
}
type PageTexts = Record<PageSlug, PageText>;

/**
 * Joins body blocks with a blank line. A string is a paragraph or a "## " sub-heading;
 * an array is one list whose "- " items are joined with single line breaks.
 */
const text = (...blocks: (string | string[])[]): string =>
  blocks.map((block) => (Array.isArray(block) ? block.join("\n") : block)).join("\n\n");

const pagesUk: PageTexts = {
  about: {
    name: "Про нас",
    body: text(
      "Maistry — це онлайн-маркетплейс відеоуроків для б'юті-індустрії. Тут перевірені майстри " +
        "манікюру, педикюру, нарощування вій, оформлення брів, перукарського мистецтва, макіяжу, косметології та " +
        "масажу діляться своїми техніками, а учні знаходять саме ту навичку, яку хочуть удосконалити, — від " +
        "першого клієнта до рівня чемпіонатів.",
      "## Що ви знайдете на Maistry",
      [
        "- Відеоуроки з трейлером, повною версією уроку та окремою частиною з порадами й секретами автора.",
        "- Сторінки майстрів із портфоліо, сертифікатами, професійною діяльністю, улюбленими брендами, рейтингом і " +
          "відгуками.",
        "- Рівні кваліфікації від 1 до 6, які одразу показують, наскільки досвідчений майстер.",
        "- Каталог, згрупований за категоріями та підкатегоріями, з пошуком і фільтрами за спеціалізацією, рівнем, " +
          "країною та містом.",
      ],
      "Платформа працює вісьмома мовами: українською, російською, англійською, польською, французькою, " +
        "італійською, німецькою та іспанською. Майстри з різних країн можуть навчатися одне в одного без мовних " +
        "бар'єрів.",
      "## Для учнів",
      "Купуйте лише ті уроки, які вам потрібні, і переглядайте їх у власному темпі стільки разів, скільки " +
        "забажаєте. Поповніть баланс у доларах США, оберіть урок — і він одразу з'явиться у вашому особистому " +
        "кабінеті. Перед покупкою можна переглянути трейлер, прочитати опис і дізнатися рівень автора, його " +
        "портфоліо та відгуки.",
      "## Для майстрів",
      "Maistry — це місце, де формується професійна репутація. Заповніть профіль, додайте портфоліо та " +
        "сертифікати, підтвердьте кваліфікацію і станьте викладачем. Модуль продажу відеоуроків дає змогу " +
        "викладачам публікувати уроки, самостійно встановлювати ціни й заробляти на кожному продажу, а платформа " +
        "бере на себе оплату, доступ і підтримку.",
      "## Наші цінності",
      [
        "- Якість: наша команда перевіряє кожного викладача й кожен рівень кваліфікації.",
        "- Чесність: справжні роботи, справжні сертифікати й відгуки реальних покупців.",
        "- Повага до ремесла: ми переконані, що б'юті — це професія, яка потребує постійного навчання.",
        "- Відкритість: ми раді майстрам будь-якого рівня з будь-якої країни.",
      ],
    ),
  },
  "qualification-training": {
    name: "Підтвердження кваліфікації",
    body: text(
      "Підтвердження кваліфікації — це офіційне засвідчення вашого професійного рівня командою Maistry. Воно " +
        "допомагає клієнтам і учням зрозуміти, з ким вони мають справу, і додає вашому профілю ваги в каталозі. " +
        "Підтверджений рівень відображається на сторінці майстра поруч з іменем і враховується у фільтрі майстрів.",
      "## Шість рівнів кваліфікації",
      "Ми використовуємо єдину шестирівневу шкалу для всіх б'юті-спеціалізацій. Кожен рівень ґрунтується на " +
        "досвіді, навчанні та задокументованих досягненнях.",
      [
        levelItem("uk", 1) +
          "ви пройшли базовий курс, відпрацьовуєте перші техніки й працюєте з першими " +
          "клієнтами.",
        levelItem("uk", 2) +
          "ви працюєте самостійно, маєте постійних клієнтів і щонайменше рік практики після " +
          "навчання.",
        levelItem("uk", 3) +
          "ви володієте складними техніками, пройшли кілька курсів підвищення кваліфікації " +
          "та маєте понад три роки досвіду.",
        levelItem("uk", 4) +
          "ви виконуєте роботи будь-якої складності, берете участь у професійних конкурсах і " +
          "допомагаєте менш досвідченим колегам.",
        levelItem("uk", 5) +
          "ви маєте сертифікат інструктора, проводите власні курси чи майстер-класи та посідали " +
          "призові місця на національних чемпіонатах.",
        levelItem("uk", 6) +
          "ви навчаєте майстрів на міжнародному рівні, є офіційним тренером бренду " +
          "або суддею міжнародних чемпіонатів.",
      ],
      "## Як подати заявку",
      [
        "- Заповніть профіль: ім'я, країна, місто, категорія, спеціалізація та короткий опис.",
        "- Завантажте скани або фото дипломів, сертифікатів і нагород у розділ «Сертифікати» та додайте фото своїх " +
          "робіт до портфоліо.",
        "- Оберіть рівень, на який претендуєте, і надішліть заявку з особистого кабінету.",
        "- Наша команда розгляне документи, за потреби зв'яжеться з вами й ухвалить рішення — зазвичай протягом " +
          "п'яти робочих днів.",
      ],
      "Після позитивного рішення рівень з'явиться на вашій сторінці майстра та в каталозі. Якщо документів " +
        "недостатньо, ми пояснимо, чого бракує, і ви зможете подати заявку повторно будь-коли.",
      "## Поради",
      [
        "- Завантажуйте документи в хорошій якості, щоб імена, дати й печатки було легко прочитати.",
        "- Ім'я в сертифікатах має збігатися з ім'ям у профілі.",
        "- Покажіть у портфоліо найкращі й найсвіжіші роботи: вони важать не менше, ніж сертифікати.",
      ],
      "Рівень можна підвищувати в міру професійного зростання: просто подайте нову заявку зі свіжими сертифікатами " +
        "та досягненнями.",
    ),
  },
  contact: {
    name: "Контакти",
    body: text(
      "Маєте запитання щодо уроків, оплати, підтвердження кваліфікації чи викладання на Maistry? Наша команда " +
        "охоче допоможе.",
      "Напишіть нам через форму запитань на цій сторінці: залиште ім'я, номер телефону, електронну пошту й " +
        "повідомлення, і ми відповімо на вказану адресу. Також можна написати нам напряму або зателефонувати в " +
        "робочі дні.",
      "Зазвичай ми відповідаємо протягом 1–2 робочих днів. Якщо запитання стосується конкретної покупки, зазначте " +
        "назву уроку та електронну пошту вашого облікового запису — так ми розв'яжемо його швидше.",
    ),
  },
  "become-teacher": {
    name: "Стати викладачем",
    body: text(
      "Маєте досвід, яким хочете поділитися? Станьте викладачем на Maistry: публікуйте відеоуроки, знаходьте учнів " +
        "у всьому світі й заробляйте на своїх знаннях.",
      "## Хто може викладати",
      "Наші викладачі — це практикуючі майстри манікюру, педикюру, нарощування вій, оформлення брів, перукарського " +
        "мистецтва, макіяжу, косметології та масажу, які вміють зрозуміло пояснити свою техніку й показати " +
        "стабільний результат. Радимо подавати заявку з рівнем кваліфікації 3 або вище, заповненим портфоліо та " +
        "сертифікатами про навчання.",
      "## Що ви отримуєте",
      [
        "- Значок викладача на сторінці майстра та в каталозі.",
        "- Пріоритетне розміщення: коли відвідувачі сортують майстрів за викладачами, вас показують першими.",
        "- Окрему сторінку для кожного уроку з трейлером, повним відео, порадами й секретами.",
        "- Дохід із кожного проданого уроку без потреби самостійно налаштовувати оплату чи хостинг відео.",
        "- Аудиторію, що говорить вісьмома мовами.",
      ],
      "## Як це працює",
      [
        "- Заповніть профіль в особистому кабінеті: фото, короткий опис, категорія, спеціалізація, соціальні " +
          "мережі, портфоліо та сертифікати.",
        "- Натисніть «Стати викладачем» і надішліть заявку.",
        "- Наша команда перевірить профіль і може попросити додаткові приклади робіт. Зазвичай це займає до п'яти " +
          "робочих днів.",
        "- Після схвалення ви отримаєте значок викладача й зможете завантажувати уроки: назву, опис, рівень " +
          "складності, ціну в доларах США, трейлер, повне відео, поради й секрети.",
      ],
      "## Заробіток",
      "Ціну кожного уроку ви встановлюєте самі. Після кожної покупки на ваш баланс зараховується вартість уроку за " +
        "вирахуванням комісії платформи. Актуальний розмір комісії та умови виплат зазначено в особистому кабінеті " +
        "й у публічній оферті.",
      "Готові? Заповніть профіль і подайте заявку. Ми з нетерпінням чекаємо на ваші уроки!",
    ),
  },
  lessons: {
    name: "Уроки",
    body: text(
      "Тут зібрано відеоуроки від перевірених майстрів і викладачів Maistry з усіх напрямів б'юті-індустрії: " +
        "манікюр, педикюр, вії, брови, волосся, макіяж, косметологія та масаж.",
      "Оберіть категорію та підкатегорію, щоб знайти потрібну техніку, і сортуйте уроки за рівнем складності. " +
        "Кожен урок має безкоштовний трейлер, опис і відгуки покупців, тож ви знатимете, чого очікувати, ще до " +
        "оплати. Придбані уроки зберігаються в особистому кабінеті, і переглядати їх можна будь-коли.",
    ),
  },
  masters: {
    name: "Майстри",
    body: text(
      "Знайомтеся з б'юті-майстрами Maistry. Кожен із них має власну сторінку з портфоліо, сертифікатами, " +
        "професійною діяльністю, обраними брендами, відгуками та підтвердженим рівнем кваліфікації від 1 до 6. " +
        "Профілі заповнюють самі майстри, а рівні кваліфікації перевіряє й підтверджує наша команда.",
      "Шукайте за ім'ям, фільтруйте за спеціалізацією, рівнем кваліфікації, країною та містом і сортуйте список, " +
        "щоб першими бачити викладачів або майстрів. Знайшли того, чиї роботи вас надихають? Відкрийте сторінку, " +
        "перегляньте уроки й навчайтеся в найкращих.",
    ),
  },
  "public-offer": {
    name: "Публічна оферта",
    body: text(
      "Ця публічна оферта (далі — Оферта) є офіційною пропозицією Maistry (далі — Платформа) укласти договір про " +
        "користування сайтом Maistry та придбання доступу до відеоуроків на викладених нижче умовах. Оферта " +
        "адресована будь-якій повнолітній фізичній особі.",
      "## 1. Терміни",
      [
        "- Платформа — сайт Maistry та його сервіси, оператором яких є Maistry.",
        "- Користувач — особа, яка зареєструвалася на Платформі та прийняла цю Оферту.",
        "- Майстер — Користувач, який публікує портфоліо, сертифікати та іншу інформацію про свою професійну " +
          "діяльність.",
        "- Викладач — Майстер, статус якого підтверджено Платформою і який має право публікувати та продавати " +
          "відеоуроки.",
        "- Урок — відеоматеріал (трейлер, повне відео, поради й секрети), опублікований Викладачем.",
        "- Баланс — внутрішній рахунок Користувача на Платформі, що ведеться в доларах США (USD).",
      ],
      "## 2. Предмет договору",
      "Платформа надає Користувачеві доступ до функцій сайту, а після оплати — до обраних ним Уроків. Акцептом " +
        "Оферти є реєстрація на Платформі або перше поповнення Балансу залежно від того, що відбулося раніше.",
      "## 3. Реєстрація",
      "Щоб придбати Уроки, Користувач реєструється за допомогою електронної пошти або облікового запису соціальної " +
        "мережі та надає достовірні дані. Користувач відповідає за збереження пароля в таємниці та за всі дії, " +
        "вчинені в його обліковому записі.",
      "## 4. Баланс і придбання Уроків",
      "Баланс поповнюється банківською карткою або іншими способами, доступними на сайті. Усі ціни зазначено в " +
        "доларах США. Під час придбання Уроку його вартість списується з Балансу. Банківські комісії та " +
        "конвертація валют здійснюються за правилами банку Користувача.",
      "## 5. Доступ до придбаних Уроків",
      "Придбаний Урок з'являється в особистому кабінеті Користувача одразу після оплати й залишається доступним " +
        "протягом усього часу роботи Платформи. Доступ є персональним: його не можна передавати третім особам, а " +
        "Урок заборонено завантажувати, записувати чи поширювати.",
      "## 6. Повернення коштів",
      "Оскільки Уроки є цифровим контентом, який надається негайно, оплата за переглянутий Урок не повертається. " +
        "Повернення можливе, якщо Урок не відтворюється з технічних причин, що залежать від Платформи, або якщо " +
        "його зміст явно не відповідає опису. Запит надсилається через форму зворотного зв'язку протягом 14 днів " +
        "після покупки. Невикористані кошти на Балансі можуть бути повернені на запит за вирахуванням комісій " +
        "платіжних систем.",
      "## 7. Права та обов'язки Майстра",
      "Майстри й Викладачі гарантують, що володіють правами на опубліковані матеріали, що інформація про їхню " +
        "кваліфікацію правдива, а Уроки не порушують закону чи прав третіх осіб. Викладач отримує вартість кожного " +
        "проданого Уроку за вирахуванням комісії Платформи, розмір якої зазначено в особистому кабінеті.",
      "## 8. Права та обов'язки Платформи",
      "Платформа забезпечує роботу сайту, збереження придбаних Уроків і підтримку користувачів. Платформа має " +
        "право перевіряти, відхиляти чи видаляти матеріали, що порушують цю Оферту, призупиняти обліковий запис у " +
        "разі порушень і змінювати Оферту, публікуючи нову редакцію на сайті.",
      "## 9. Інтелектуальна власність",
      "Виключні права на Уроки належать їхнім авторам; права на дизайн, програмне забезпечення та торговельну " +
        "марку Maistry належать Платформі. Придбання Уроку надає Користувачеві лише невиключне право на перегляд в " +
        "особистих цілях.",
      "## 10. Персональні дані",
      "Платформа обробляє персональні дані Користувачів виключно для надання своїх послуг і відповідно до чинного " +
        "законодавства про захист даних. Дані не передаються третім особам, за винятком платіжних провайдерів і " +
        "випадків, передбачених законом.",
      "## 11. Відповідальність",
      "Платформа не відповідає за результати застосування технік, показаних в Уроках, за якість інтернет-з'єднання " +
        "Користувача та за перебої, спричинені обставинами поза її контролем. Уроки мають освітній характер і не " +
        "замінюють офіційної професійної освіти там, де її вимагає закон.",
      "## 12. Вирішення спорів",
      "Спори вирішуються шляхом переговорів. Претензія надсилається на електронну пошту Платформи й розглядається " +
        "протягом 14 днів. Якщо згоди не досягнуто, спір вирішується відповідно до чинного законодавства.",
      "## 13. Контакти",
      "Maistry, електронна пошта: hello@maistry.app, телефон: +380 44 123 45 67.",
    ),
  },
};

const pagesRu: PageTexts = {
  about: {
    name: "О нас",
    body: text(
      "Maistry — это онлайн-маркетплейс видеоуроков для бьюти-индустрии. Здесь проверенные мастера " +
        "маникюра, педикюра, наращивания ресниц, оформления бровей, парикмахерского искусства, макияжа, " +
        "косметологии и массажа делятся своими техниками, а ученики находят именно тот навык, который хотят " +
        "развить, — от первого клиента до уровня чемпионатов.",
      "## Что вы найдёте на Maistry",
      [
        "- Видеоуроки с трейлером, полной версией урока и отдельной частью с советами и секретами автора.",
        "- Страницы мастеров с портфолио, сертификатами, профессиональной деятельностью, любимыми брендами, " +
          "рейтингом и отзывами.",
        "- Уровни квалификации от 1 до 6, которые сразу показывают, насколько опытен мастер.",
        "- Каталог, сгруппированный по категориям и подкатегориям, с поиском и фильтрами по специализации, уровню, " +
          "стране и городу.",
      ],
      "Платформа работает на восьми языках: украинском, русском, английском, польском, французском, итальянском, " +
        "немецком и испанском. Мастера из разных стран могут учиться друг у друга без языковых барьеров.",
      "## Для учеников",
      "Покупайте только те уроки, которые вам нужны, и смотрите их в своём темпе столько раз, сколько захотите. " +
        "Пополните баланс в долларах США, выберите урок — и он сразу появится в вашем личном кабинете. Перед " +
        "покупкой можно посмотреть трейлер, прочитать описание и узнать уровень автора, его портфолио и отзывы.",
      "## Для мастеров",
      "Maistry — это место, где складывается профессиональная репутация. Заполните профиль, добавьте портфолио и " +
        "сертификаты, подтвердите квалификацию и станьте преподавателем. Модуль продажи видеоуроков позволяет " +
        "преподавателям публиковать уроки, самостоятельно устанавливать цены и зарабатывать на каждой продаже, а " +
        "платформа берёт на себя оплату, доступ и поддержку.",
      "## Наши ценности",
      [
        "- Качество: наша команда проверяет каждого преподавателя и каждый уровень квалификации.",
        "- Честность: настоящие работы, настоящие сертификаты и отзывы реальных покупателей.",
        "- Уважение к ремеслу: мы уверены, что бьюти — это профессия, которая требует постоянного обучения.",
        "- Открытость: мы рады мастерам любого уровня из любой страны.",
      ],
    ),
  },
  "qualification-training": {
    name: "Подтверждение квалификации",
    body: text(
      "Подтверждение квалификации — это официальное удостоверение вашего профессионального уровня командой " +
        "Maistry. Оно помогает клиентам и ученикам понять, с кем они имеют дело, и придаёт вашему профилю больший " +
        "вес в каталоге. Подтверждённый уровень отображается на странице мастера рядом с именем и учитывается в " +
        "фильтре мастеров.",
      "## Шесть уровней квалификации",
      "Мы используем единую шестиуровневую шкалу для всех бьюти-специализаций. Каждый уровень основан на опыте, " +
        "обучении и документально подтверждённых достижениях.",
      [
        levelItem("ru", 1) +
          "вы прошли базовый курс, отрабатываете первые техники и работаете с первыми " +
          "клиентами.",
        levelItem("ru", 2) +
          "вы работаете самостоятельно, у вас есть постоянные клиенты и не менее года практики " +
          "после обучения.",
        levelItem("ru", 3) +
          "вы владеете сложными техниками, прошли несколько курсов повышения квалификации " +
          "и имеете более трёх лет опыта.",
        levelItem("ru", 4) +
          "вы выполняете работы любой сложности, участвуете в профессиональных конкурсах и " +
          "помогаете менее опытным коллегам.",
        levelItem("ru", 5) +
          "у вас есть сертификат инструктора, вы проводите собственные курсы или мастер-классы " +
          "и занимали призовые места на национальных чемпионатах.",
        levelItem("ru", 6) +
          "вы обучаете мастеров на международном уровне, являетесь официальным " +
          "тренером бренда или судьёй международных чемпионатов.",
      ],
      "## Как подать заявку",
      [
        "- Заполните профиль: имя, страна, город, категория, специализация и краткое описание.",
        "- Загрузите сканы или фото дипломов, сертификатов и наград в раздел «Сертификаты» и добавьте фото своих " +
          "работ в портфолио.",
        "- Выберите уровень, на который претендуете, и отправьте заявку из личного кабинета.",
        "- Наша команда рассмотрит документы, при необходимости свяжется с вами и примет решение — обычно в " +
          "течение пяти рабочих дней.",
      ],
      "После положительного решения уровень появится на вашей странице мастера и в каталоге. Если документов " +
        "недостаточно, мы объясним, чего не хватает, и вы сможете подать заявку повторно в любое время.",
      "## Советы",
      [
        "- Загружайте документы в хорошем качестве, чтобы имена, даты и печати было легко прочитать.",
        "- Имя в сертификатах должно совпадать с именем в профиле.",
        "- Покажите в портфолио лучшие и самые свежие работы: они важны не меньше, чем сертификаты.",
      ],
      "Уровень можно повышать по мере профессионального роста: просто подайте новую заявку со свежими " +
        "сертификатами и достижениями.",
    ),
  },
  contact: {
    name: "Контакты",
    body: text(
      "У вас есть вопрос об уроках, оплате, подтверждении квалификации или преподавании на Maistry? Наша команда с " +
        "радостью поможет.",
      "Напишите нам через форму вопросов на этой странице: оставьте имя, номер телефона, электронную почту и " +
        "сообщение, и мы ответим на указанный адрес. Также можно написать нам напрямую или позвонить в рабочие " +
        "дни.",
      "Обычно мы отвечаем в течение 1–2 рабочих дней. Если вопрос касается конкретной покупки, укажите название " +
        "урока и электронную почту вашей учётной записи — так мы решим его быстрее.",
    ),
  },
  "become-teacher": {
    name: "Стать преподавателем",
    body: text(
      "У вас есть опыт, которым хочется поделиться? Станьте преподавателем на Maistry: публикуйте видеоуроки, " +
        "находите учеников по всему миру и зарабатывайте на своих знаниях.",
      "## Кто может преподавать",
      "Наши преподаватели — это практикующие мастера маникюра, педикюра, наращивания ресниц, оформления бровей, " +
        "парикмахерского искусства, макияжа, косметологии и массажа, которые умеют понятно объяснить свою технику " +
        "и показать стабильный результат. Рекомендуем подавать заявку с уровнем квалификации 3 или выше, " +
        "заполненным портфолио и сертификатами об обучении.",
      "## Что вы получаете",
      [
        "- Значок преподавателя на странице мастера и в каталоге.",
        "- Приоритетное размещение: когда посетители сортируют мастеров по преподавателям, вас показывают первыми.",
        "- Отдельную страницу для каждого урока с трейлером, полным видео, советами и секретами.",
        "- Доход с каждого проданного урока без необходимости самостоятельно настраивать оплату или хостинг видео.",
        "- Аудиторию, говорящую на восьми языках.",
      ],
      "## Как это работает",
      [
        "- Заполните профиль в личном кабинете: фото, краткое описание, категория, специализация, социальные сети, " +
          "портфолио и сертификаты.",
        "- Нажмите «Стать преподавателем» и отправьте заявку.",
        "- Наша команда проверит профиль и может попросить дополнительные примеры работ. Обычно это занимает до " +
          "пяти рабочих дней.",
        "- После одобрения вы получите значок преподавателя и сможете загружать уроки: название, описание, уровень " +
          "сложности, цену в долларах США, трейлер, полное видео, советы и секреты.",
      ],
      "## Заработок",
      "Цену каждого урока вы устанавливаете сами. После каждой покупки на ваш баланс зачисляется стоимость урока " +
        "за вычетом комиссии платформы. Актуальный размер комиссии и условия выплат указаны в личном кабинете и в " +
        "публичной оферте.",
      "Готовы? Заполните профиль и подайте заявку. Мы с нетерпением ждём ваших уроков!",
    ),
  },
  lessons: {
    name: "Уроки",
    body: text(
      "Здесь собраны видеоуроки от проверенных мастеров и преподавателей Maistry по всем направлениям " +
        "бьюти-индустрии: маникюр, педикюр, ресницы, брови, волосы, макияж, косметология и массаж.",
      "Выберите категорию и подкатегорию, чтобы найти нужную технику, и сортируйте уроки по уровню сложности. У " +
        "каждого урока есть бесплатный трейлер, описание и отзывы покупателей, поэтому вы будете знать, чего " +
        "ожидать, ещё до оплаты. Купленные уроки хранятся в личном кабинете, и смотреть их можно в любое время.",
    ),
  },
  masters: {
    name: "Мастера",
    body: text(
      "Знакомьтесь с бьюти-мастерами Maistry. У каждого из них есть собственная страница с портфолио, " +
        "сертификатами, профессиональной деятельностью, избранными брендами, отзывами и подтверждённым уровнем " +
        "квалификации от 1 до 6. Профили заполняют сами мастера, а уровни квалификации проверяет и подтверждает " +
        "наша команда.",
      "Ищите по имени, фильтруйте по специализации, уровню квалификации, стране и городу и сортируйте список, " +
        "чтобы первыми видеть преподавателей или мастеров. Нашли того, чьи работы вас вдохновляют? Откройте " +
        "страницу, посмотрите уроки и учитесь у лучших.",
    ),
  },
  "public-offer": {
    name: "Публичная оферта",
    body: text(
      "Настоящая публичная оферта (далее — Оферта) является официальным предложением Maistry (далее — Платформа) " +
        "заключить договор об использовании сайта Maistry и приобретении доступа к видеоурокам на изложенных ниже " +
        "условиях. Оферта адресована любому совершеннолетнему физическому лицу.",
      "## 1. Термины",
      [
        "- Платформа — сайт Maistry и его сервисы, оператором которых является Maistry.",
        "- Пользователь — лицо, зарегистрировавшееся на Платформе и принявшее настоящую Оферту.",
        "- Мастер — Пользователь, который публикует портфолио, сертификаты и другую информацию о своей " +
          "профессиональной деятельности.",
        "- Преподаватель — Мастер, статус которого подтверждён Платформой и который вправе публиковать и продавать " +
          "видеоуроки.",
        "- Урок — видеоматериал (трейлер, полное видео, советы и секреты), опубликованный Преподавателем.",
        "- Баланс — внутренний счёт Пользователя на Платформе, который ведётся в долларах США (USD).",
      ],
      "## 2. Предмет договора",
      "Платформа предоставляет Пользователю доступ к функциям сайта, а после оплаты — к выбранным им Урокам. " +
        "Акцептом Оферты является регистрация на Платформе или первое пополнение Баланса в зависимости от того, " +
        "что произошло раньше.",
      "## 3. Регистрация",
      "Чтобы приобрести Уроки, Пользователь регистрируется с помощью электронной почты или учётной записи " +
        "социальной сети и предоставляет достоверные данные. Пользователь несёт ответственность за сохранение " +
        "пароля в тайне и за все действия, совершённые в его учётной записи.",
      "## 4. Баланс и приобретение Уроков",
      "Баланс пополняется банковской картой или другими способами, доступными на сайте. Все цены указаны в " +
        "долларах США. При приобретении Урока его стоимость списывается с Баланса. Банковские комиссии и " +
        "конвертация валют осуществляются по правилам банка Пользователя.",
      "## 5. Доступ к приобретённым Урокам",
      "Приобретённый Урок появляется в личном кабинете Пользователя сразу после оплаты и остаётся доступным в " +
        "течение всего срока работы Платформы. Доступ является персональным: его нельзя передавать третьим лицам, " +
        "а Урок запрещено скачивать, записывать или распространять.",
      "## 6. Возврат средств",
      "Поскольку Уроки являются цифровым контентом, который предоставляется немедленно, оплата за просмотренный " +
        "Урок не возвращается. Возврат возможен, если Урок не воспроизводится по техническим причинам, зависящим " +
        "от Платформы, или если его содержание явно не соответствует описанию. Запрос направляется через форму " +
        "обратной связи в течение 14 дней после покупки. Неиспользованные средства на Балансе могут быть " +
        "возвращены по запросу за вычетом комиссий платёжных систем.",
      "## 7. Права и обязанности Мастера",
      "Мастера и Преподаватели гарантируют, что обладают правами на опубликованные материалы, что информация об их " +
        "квалификации достоверна, а Уроки не нарушают закон и права третьих лиц. Преподаватель получает стоимость " +
        "каждого проданного Урока за вычетом комиссии Платформы, размер которой указан в личном кабинете.",
      "## 8. Права и обязанности Платформы",
      "Платформа обеспечивает работу сайта, сохранность приобретённых Уроков и поддержку пользователей. Платформа " +
        "вправе проверять, отклонять или удалять материалы, нарушающие настоящую Оферту, приостанавливать учётную " +
        "запись в случае нарушений и изменять Оферту, публикуя новую редакцию на сайте.",
      "## 9. Интеллектуальная собственность",
      "Исключительные права на Уроки принадлежат их авторам; права на дизайн, программное обеспечение и товарный " +
        "знак Maistry принадлежат Платформе. Приобретение Урока предоставляет Пользователю лишь неисключительное " +
        "право на просмотр в личных целях.",
      "## 10. Персональные данные",
      "Платформа обрабатывает персональные данные Пользователей исключительно для оказания своих услуг и в " +
        "соответствии с применимым законодательством о защите данных. Данные не передаются третьим лицам, за " +
        "исключением платёжных провайдеров и случаев, предусмотренных законом.",
      "## 11. Ответственность",
      "Платформа не несёт ответственности за результаты применения техник, показанных в Уроках, за качество " +
        "интернет-соединения Пользователя и за перебои, вызванные обстоятельствами вне её контроля. Уроки носят " +
        "образовательный характер и не заменяют официального профессионального образования там, где его требует " +
        "закон.",
      "## 12. Разрешение споров",
      "Споры разрешаются путём переговоров. Претензия направляется на электронную почту Платформы и " +
        "рассматривается в течение 14 дней. Если согласие не достигнуто, спор разрешается в соответствии с " +
        "применимым законодательством.",
      "## 13. Контакты",
      "Maistry, электронная почта: hello@maistry.app, телефон: +380 44 123 45 67.",
    ),
  },
};

const pagesEn: PageTexts = {
  about: {
    name: "About us",
    body: text(
      "Maistry is an online marketplace of video lessons for beauty professionals. Here verified masters of " +
        "manicure, pedicure, lash extensions, brow design, hairdressing, make-up, cosmetology and massage share " +
        "their techniques, and learners find exactly the skill they want to improve, from their first client to " +
        "championship level.",
      "## What you will find on Maistry",
      [
        "- Video lessons with a trailer, the full lesson and a separate part with the author's tips and secrets.",
        "- Master pages with a portfolio, certificates, professional activity, favourite brands, rating and reviews.",
        "- Qualification levels from 1 to 6 that show at a glance how experienced a master is.",
        "- A catalogue grouped by categories and sub-categories, with search and filters by specialisation, level, " +
          "country and city.",
      ],
      "The platform works in eight languages: Ukrainian, Russian, English, Polish, French, Italian, German and " +
        "Spanish. Masters from different countries can learn from each other without language barriers.",
      "## For learners",
      "Buy only the lessons you need and watch them at your own pace, as many times as you like. Top up your " +
        "balance in US dollars, choose a lesson and it immediately appears in your personal office. Before buying, " +
        "you can watch the trailer, read the description and check the author's level, portfolio and reviews.",
      "## For masters",
      "Maistry is a place to build a professional reputation. Fill in your profile, add your portfolio and " +
        "certificates, confirm your qualification and become a teacher. Our video-lesson sales module lets " +
        "teachers publish lessons, set their own prices and earn from every sale, while the platform takes care of " +
        "payments, access and support.",
      "## Our values",
      [
        "- Quality: our team reviews every teacher and every qualification level.",
        "- Honesty: real work, real certificates and reviews from real buyers.",
        "- Respect for the craft: we believe that beauty is a profession that deserves continuous learning.",
        "- Openness: masters of any level and from any country are welcome.",
      ],
    ),
  },
  "qualification-training": {
    name: "Proof of qualification",
    body: text(
      "Proof of qualification is an official confirmation of your professional level by the Maistry team. It helps " +
        "clients and learners understand who they are dealing with and gives your profile more weight in the " +
        "catalogue. The confirmed level appears on your master page next to your name and is used in the masters " +
        "filter.",
      "## Six qualification levels",
      "We use a single six-level scale for all beauty specialisations. Each level is based on experience, training " +
        "and documented achievements.",
      [
        levelItem("en", 1) +
          "you have completed a basic course, are practising your first techniques and work " +
          "with your first clients.",
        levelItem("en", 2) +
          "you work independently, have regular clients and at least one year of practice after " +
          "your training.",
        levelItem("en", 3) +
          "you have mastered advanced techniques, completed several advanced courses and " +
          "have more than three years of experience.",
        levelItem("en", 4) +
          "you perform work of any complexity, take part in professional competitions and help " +
          "less experienced colleagues.",
        levelItem("en", 5) +
          "you hold an instructor certificate, run your own courses or workshops and have won " +
          "prizes at national championships.",
        levelItem("en", 6) +
          "you train masters at an international level and work as an official " +
          "brand trainer or as a judge at international championships.",
      ],
      "## How to apply",
      [
        "- Fill in your profile: name, country, city, category, specialisation and a short description.",
        "- Upload scans or photos of your diplomas, certificates and awards in the Certificates section, and add " +
          "photos of your work to your portfolio.",
        "- Choose the level you are applying for and send the application from your personal office.",
        "- Our staff review the documents, contact you if they have questions and make a decision, usually within " +
          "five working days.",
      ],
      "After a positive decision, the level appears on your master page and in the catalogue. If the documents are " +
        "not sufficient, we will explain what is missing, and you can apply again at any time.",
      "## Tips",
      [
        "- Upload documents in good quality so that names, dates and stamps are easy to read.",
        "- The name on your certificates should match the name in your profile.",
        "- Show your best and most recent work in the portfolio: it matters as much as the certificates.",
      ],
      "You can raise your level as you grow: simply submit a new application with fresh certificates and achievements.",
    ),
  },
  contact: {
    name: "Contact",
    body: text(
      "Do you have a question about lessons, payments, proof of qualification or teaching on Maistry? Our team " +
        "will be glad to help.",
      "Write to us using the questions form on this page: leave your name, phone number, email address and " +
        "message, and we will reply to the email address you provide. You can also write to us directly or call us " +
        "on working days.",
      "We usually reply within 1–2 working days. If your question concerns a specific purchase, please mention the " +
        "lesson title and the email address of your account so that we can resolve it faster.",
    ),
  },
  "become-teacher": {
    name: "Become a teacher",
    body: text(
      "Do you have experience you would like to share? Become a teacher on Maistry: publish your video lessons, " +
        "find students all over the world and earn from your knowledge.",
      "## Who can teach",
      "Our teachers are practising masters of manicure, pedicure, lash extensions, brow design, hairdressing, " +
        "make-up, cosmetology and massage who can explain their technique clearly and show consistent results. We " +
        "recommend applying with qualification level 3 or higher, a complete portfolio and certificates confirming " +
        "your training.",
      "## What you get",
      [
        "- A teacher badge on your master page and in the catalogue.",
        "- Priority placement: when visitors sort masters by teachers, you are shown first.",
        "- A separate page for each lesson with a trailer, the full video and tips and secrets.",
        "- Income from every lesson sold, without organising payments or video hosting yourself.",
        "- An audience in eight languages.",
      ],
      "## How it works",
      [
        "- Fill in your profile in the personal office: photo, short description, category, specialisation, social " +
          "networks, portfolio and certificates.",
        "- Click “Become a teacher” and send your application.",
        "- Our team reviews your profile and may ask for more examples of your work. This usually takes up to five " +
          "working days.",
        "- Once approved, you receive the teacher badge and can upload lessons: title, description, difficulty " +
          "level, price in US dollars, trailer, full video and tips and secrets.",
      ],
      "## Earnings",
      "You set the price of each lesson yourself. After every purchase, the lesson price minus the platform " +
        "commission is credited to your balance. The current commission rate and payout terms are shown in your " +
        "personal office and in the public offer.",
      "Ready? Complete your profile and apply. We look forward to seeing your lessons!",
    ),
  },
  lessons: {
    name: "Lessons",
    body: text(
      "Here you will find video lessons from verified Maistry masters and teachers in every area of the beauty " +
        "industry: manicure, pedicure, eyelashes, eyebrows, hair, make-up, cosmetology and massage.",
      "Choose a category and sub-category to find the technique you need, and sort lessons by difficulty level. " +
        "Every lesson has a free trailer, a description and reviews from buyers, so you know what to expect before " +
        "you pay. Purchased lessons stay in your personal office, and you can watch them whenever you like.",
    ),
  },
  masters: {
    name: "Masters",
    body: text(
      "Meet the beauty professionals of Maistry. Every master has a personal page with a portfolio, certificates, " +
        "professional activity, selected brands, reviews and a confirmed qualification level from 1 to 6. Profiles " +
        "are filled in by the masters themselves, while qualification levels are checked and confirmed by our " +
        "team.",
      "Search by name, filter by specialisation, qualification level, country and city, and sort the list to see " +
        "teachers or masters first. Found someone whose work inspires you? Open their page, watch their lessons " +
        "and learn from the best.",
    ),
  },
  "public-offer": {
    name: "Public offer",
    body: text(
      "This public offer (hereinafter, the Offer) is an official proposal by Maistry (hereinafter, the Platform) " +
        "to conclude an agreement on the use of the Maistry website and the purchase of access to video lessons on " +
        "the terms set out below. The Offer is addressed to any adult individual.",
      "## 1. Definitions",
      [
        "- Platform: the Maistry website and its services, operated by Maistry.",
        "- User: a person who has registered on the Platform and accepted this Offer.",
        "- Master: a User who publishes a portfolio, certificates and other information about their professional " +
          "activity.",
        "- Teacher: a Master whose status has been confirmed by the Platform and who is entitled to publish and " +
          "sell video lessons.",
        "- Lesson: video material (a trailer, the full video and tips and secrets) published by a Teacher.",
        "- Balance: the User's internal account on the Platform, kept in US dollars (USD).",
      ],
      "## 2. Subject of the agreement",
      "The Platform gives the User access to the functions of the website and, after payment, to the Lessons " +
        "chosen by the User. The Offer is accepted by registering on the Platform or by topping up the Balance for " +
        "the first time, whichever happens first.",
      "## 3. Registration",
      "To buy Lessons, the User registers with an email address or a social network account and provides accurate " +
        "information. The User is responsible for keeping their password confidential and for all actions taken in " +
        "their account.",
      "## 4. Balance and purchase of Lessons",
      "The Balance is topped up by bank card or by other methods available on the website. All prices are stated " +
        "in US dollars. When a Lesson is purchased, its price is debited from the Balance. Bank fees and currency " +
        "conversion are charged according to the rules of the User's bank.",
      "## 5. Access to purchased Lessons",
      "A purchased Lesson appears in the User's personal office immediately after payment and remains available " +
        "for as long as the Platform operates. Access is personal: it may not be transferred to third parties, and " +
        "the Lesson may not be downloaded, recorded or redistributed.",
      "## 6. Refunds",
      "Since Lessons are digital content supplied immediately, payment for a Lesson that has been watched is not " +
        "refundable. A refund is possible if the Lesson cannot be played for technical reasons on the Platform's " +
        "side or if its content clearly does not match the description. Requests are sent through the contact form " +
        "within 14 days of purchase. Unused funds on the Balance may be refunded on request, less payment system " +
        "fees.",
      "## 7. Rights and obligations of Masters",
      "Masters and Teachers guarantee that they own the rights to the materials they publish, that the information " +
        "about their qualification is true and that their Lessons do not infringe the law or the rights of third " +
        "parties. A Teacher receives the price of each Lesson sold minus the Platform commission, the amount of " +
        "which is shown in the personal office.",
      "## 8. Rights and obligations of the Platform",
      "The Platform ensures the operation of the website, the safekeeping of purchased Lessons and user support. " +
        "The Platform may review, reject or remove materials that violate this Offer, suspend an account in the " +
        "event of violations and amend the Offer by publishing a new version on the website.",
      "## 9. Intellectual property",
      "Exclusive rights to the Lessons belong to their authors; the rights to the design, software and trademark " +
        "of Maistry belong to the Platform. Buying a Lesson grants the User only a non-exclusive right to view it " +
        "for personal purposes.",
      "## 10. Personal data",
      "The Platform processes Users' personal data only in order to provide its services and in accordance with " +
        "applicable data protection law. Data is not passed on to third parties, except to payment providers and " +
        "in cases required by law.",
      "## 11. Liability",
      "The Platform is not liable for the results of applying the techniques shown in the Lessons, for the quality " +
        "of the User's internet connection or for interruptions caused by circumstances beyond its control. " +
        "Lessons are educational and do not replace official vocational training where the law requires it.",
      "## 12. Dispute resolution",
      "Disputes are settled through negotiation. A claim is sent to the Platform's email address and is considered " +
        "within 14 days. If no agreement is reached, the dispute is resolved in accordance with applicable law.",
      "## 13. Contacts",
      "Maistry, email: hello@maistry.app, phone: +380 44 123 45 67.",
    ),
  },
};

const pagesPl: PageTexts = {
  about: {
    name: "O nas",
    body: text(
      "Maistry to internetowa platforma z lekcjami wideo dla branży kosmetycznej. Zweryfikowani " +
        "specjaliści od manicure, pedicure, przedłużania rzęs, stylizacji brwi, fryzjerstwa, makijażu, " +
        "kosmetologii i masażu dzielą się tu swoimi technikami, a kursanci znajdują dokładnie tę umiejętność, " +
        "którą chcą rozwinąć: od pierwszej klientki po poziom mistrzostw.",
      "## Co znajdziesz w Maistry",
      [
        "- Lekcje wideo ze zwiastunem, pełną wersją lekcji i osobną częścią z radami i sekretami autora.",
        "- Profile specjalistów z portfolio, certyfikatami, działalnością zawodową, ulubionymi markami, oceną i " +
          "opiniami.",
        "- Poziomy kwalifikacji od 1 do 6, które od razu pokazują, jak doświadczony jest specjalista.",
        "- Katalog podzielony na kategorie i podkategorie, z wyszukiwarką i filtrami według specjalizacji, " +
          "poziomu, kraju i miasta.",
      ],
      "Platforma działa w ośmiu językach: ukraińskim, rosyjskim, angielskim, polskim, francuskim, włoskim, " +
        "niemieckim i hiszpańskim. Dzięki temu specjaliści z różnych krajów mogą uczyć się od siebie nawzajem bez " +
        "barier językowych.",
      "## Dla kursantów",
      "Kupuj tylko te lekcje, których potrzebujesz, i oglądaj je we własnym tempie tyle razy, ile chcesz. Doładuj " +
        "saldo w dolarach amerykańskich, wybierz lekcję, a od razu pojawi się ona w Twoim panelu osobistym. Przed " +
        "zakupem możesz obejrzeć zwiastun, przeczytać opis i sprawdzić poziom autora, jego portfolio oraz opinie.",
      "## Dla specjalistów",
      "Maistry to miejsce, w którym budujesz swoją zawodową reputację. Uzupełnij profil, dodaj portfolio i " +
        "certyfikaty, potwierdź kwalifikacje i zostań instruktorem. Moduł sprzedaży lekcji wideo pozwala " +
        "instruktorom publikować lekcje, samodzielnie ustalać ceny i zarabiać na każdej sprzedaży, a platforma " +
        "zajmuje się płatnościami, dostępem i wsparciem.",
      "## Nasze wartości",
      [
        "- Jakość: nasz zespół weryfikuje każdego instruktora i każdy poziom kwalifikacji.",
        "- Uczciwość: prawdziwe prace, prawdziwe certyfikaty i opinie prawdziwych kupujących.",
        "- Szacunek dla rzemiosła: wierzymy, że praca w branży urody to zawód wymagający ciągłej nauki.",
        "- Otwartość: czekamy na specjalistów na każdym poziomie i z każdego kraju.",
      ],
    ),
  },
  "qualification-training": {
    name: "Potwierdzenie kwalifikacji",
    body: text(
      "Potwierdzenie kwalifikacji to oficjalne poświadczenie Twojego poziomu zawodowego przez zespół Maistry. " +
        "Pomaga klientom i kursantom zrozumieć, z kim mają do czynienia, i nadaje Twojemu profilowi większą wagę w " +
        "katalogu. Potwierdzony poziom jest widoczny w profilu specjalisty obok imienia i uwzględniany w filtrze " +
        "specjalistów.",
      "## Sześć poziomów kwalifikacji",
      "Stosujemy jedną, sześciostopniową skalę dla wszystkich specjalizacji branży urody. Każdy poziom opiera się " +
        "na doświadczeniu, szkoleniach i udokumentowanych osiągnięciach.",
      [
        levelItem("pl", 1) +
          "ukończyłeś kurs podstawowy, ćwiczysz pierwsze techniki i pracujesz z " +
          "pierwszymi klientami.",
        levelItem("pl", 2) +
          "pracujesz samodzielnie, masz stałych klientów i co najmniej rok praktyki po " +
          "szkoleniu.",
        levelItem("pl", 3) +
          "opanowałeś zaawansowane techniki, ukończyłeś kilka kursów doskonalących " +
          "i masz ponad trzy lata doświadczenia.",
        levelItem("pl", 4) +
          "wykonujesz prace o dowolnym stopniu trudności, startujesz w konkursach branżowych i " +
          "pomagasz mniej doświadczonym koleżankom i kolegom.",
        levelItem("pl", 5) +
          "masz certyfikat instruktorski, prowadzisz własne kursy lub warsztaty i zdobywałeś " +
          "nagrody na mistrzostwach krajowych.",
        levelItem("pl", 6) +
          "szkolisz specjalistów na poziomie międzynarodowym, jesteś oficjalnym " +
          "trenerem marki lub sędzią mistrzostw międzynarodowych.",
      ],
      "## Jak złożyć wniosek",
      [
        "- Uzupełnij profil: imię i nazwisko, kraj, miasto, kategorię, specjalizację i krótki opis.",
        "- Prześlij skany lub zdjęcia dyplomów, certyfikatów i nagród w sekcji „Certyfikaty” oraz dodaj zdjęcia " +
          "swoich prac do portfolio.",
        "- Wybierz poziom, o który się ubiegasz, i wyślij wniosek z panelu osobistego.",
        "- Nasi specjaliści sprawdzą dokumenty, w razie pytań skontaktują się z Tobą i podejmą decyzję, zwykle w " +
          "ciągu pięciu dni roboczych.",
      ],
      "Po pozytywnej decyzji poziom pojawi się w Twoim profilu specjalisty i w katalogu. Jeśli dokumenty okażą się " +
        "niewystarczające, wyjaśnimy, czego brakuje, a Ty będziesz mógł złożyć wniosek ponownie w dowolnym " +
        "momencie.",
      "## Wskazówki",
      [
        "- Przesyłaj dokumenty w dobrej jakości, tak aby nazwiska, daty i pieczątki były czytelne.",
        "- Imię i nazwisko na certyfikatach powinny zgadzać się z danymi w profilu.",
        "- Pokaż w portfolio najlepsze i najnowsze prace: liczą się tak samo jak certyfikaty.",
      ],
      "Swój poziom możesz podnosić wraz z rozwojem zawodowym: wystarczy złożyć nowy wniosek z aktualnymi " +
        "certyfikatami i osiągnięciami.",
    ),
  },
  contact: {
    name: "Kontakt",
    body: text(
      "Masz pytanie dotyczące lekcji, płatności, potwierdzenia kwalifikacji lub prowadzenia lekcji w Maistry? Nasz " +
        "zespół chętnie pomoże.",
      "Napisz do nas za pomocą formularza pytań na tej stronie: podaj imię, numer telefonu, adres e-mail i treść " +
        "wiadomości, a odpowiemy na wskazany adres. Możesz też napisać do nas bezpośrednio lub zadzwonić w dni " +
        "robocze.",
      "Zwykle odpowiadamy w ciągu 1–2 dni roboczych. Jeśli pytanie dotyczy konkretnego zakupu, podaj tytuł lekcji " +
        "i adres e-mail swojego konta, dzięki temu szybciej rozwiążemy sprawę.",
    ),
  },
  "become-teacher": {
    name: "Zostań instruktorem",
    body: text(
      "Masz doświadczenie, którym chcesz się podzielić? Zostań instruktorem w Maistry: publikuj lekcje wideo, " +
        "zdobywaj kursantów na całym świecie i zarabiaj na swojej wiedzy.",
      "## Kto może uczyć",
      "Nasi instruktorzy to praktykujący specjaliści od manicure, pedicure, przedłużania rzęs, stylizacji brwi, " +
        "fryzjerstwa, makijażu, kosmetologii i masażu, którzy potrafią jasno wytłumaczyć swoją technikę i pokazać " +
        "powtarzalny efekt. Zalecamy składanie wniosku z poziomem kwalifikacji 3 lub wyższym, uzupełnionym " +
        "portfolio i certyfikatami potwierdzającymi szkolenia.",
      "## Co zyskujesz",
      [
        "- Odznakę instruktora w profilu specjalisty i w katalogu.",
        "- Wyróżnione miejsce: gdy odwiedzający sortują specjalistów według instruktorów, jesteś wyświetlany na " +
          "początku listy.",
        "- Osobną stronę dla każdej lekcji ze zwiastunem, pełnym wideo oraz radami i sekretami.",
        "- Dochód z każdej sprzedanej lekcji bez konieczności samodzielnej obsługi płatności czy hostingu wideo.",
        "- Odbiorców mówiących w ośmiu językach.",
      ],
      "## Jak to działa",
      [
        "- Uzupełnij profil w panelu osobistym: zdjęcie, krótki opis, kategorię, specjalizację, media " +
          "społecznościowe, portfolio i certyfikaty.",
        "- Kliknij „Zostań instruktorem” i wyślij wniosek.",
        "- Nasz zespół sprawdzi Twój profil i może poprosić o dodatkowe przykłady prac. Zwykle trwa to do pięciu " +
          "dni roboczych.",
        "- Po akceptacji otrzymasz odznakę instruktora i będziesz mógł dodawać lekcje: tytuł, opis, poziom " +
          "trudności, cenę w dolarach amerykańskich, zwiastun, pełne wideo oraz rady i sekrety.",
      ],
      "## Zarobki",
      "Cenę każdej lekcji ustalasz samodzielnie. Po każdym zakupie na Twoje saldo trafia cena lekcji pomniejszona " +
        "o prowizję platformy. Aktualna wysokość prowizji i warunki wypłat są podane w panelu osobistym i w " +
        "regulaminie.",
      "Gotowy? Uzupełnij profil i złóż wniosek. Czekamy na Twoje lekcje!",
    ),
  },
  lessons: {
    name: "Lekcje",
    body: text(
      "Tutaj znajdziesz lekcje wideo od zweryfikowanych specjalistów i instruktorów Maistry ze wszystkich dziedzin " +
        "branży urody: manicure, pedicure, rzęsy, brwi, włosy, makijaż, kosmetologia i masaż.",
      "Wybierz kategorię i podkategorię, aby znaleźć potrzebną technikę, i sortuj lekcje według poziomu trudności. " +
        "Każda lekcja ma bezpłatny zwiastun, opis i opinie kupujących, więc jeszcze przed zapłatą wiesz, czego się " +
        "spodziewać. Kupione lekcje zostają w Twoim panelu osobistym i możesz je oglądać, kiedy tylko chcesz.",
    ),
  },
  masters: {
    name: "Specjaliści",
    body: text(
      "Poznaj specjalistów branży urody z Maistry. Każdy z nich ma własny profil z portfolio, " +
        "certyfikatami, działalnością zawodową, wybranymi markami, opiniami i potwierdzonym poziomem kwalifikacji " +
        "od 1 do 6. Profile uzupełniają sami specjaliści, a poziomy kwalifikacji sprawdza i potwierdza nasz " +
        "zespół.",
      "Szukaj po imieniu i nazwisku, filtruj według specjalizacji, poziomu kwalifikacji, kraju i miasta, a listę " +
        "sortuj tak, aby najpierw widzieć instruktorów lub specjalistów. Znalazłeś kogoś, czyje prace Cię " +
        "inspirują? Otwórz profil, obejrzyj lekcje i ucz się od najlepszych.",
    ),
  },
  "public-offer": {
    name: "Regulamin",
    body: text(
      "Niniejszy regulamin (dalej: Regulamin) jest oficjalną propozycją Maistry " +
        "(dalej: Platforma) zawarcia umowy o korzystanie z serwisu Maistry i zakup dostępu do lekcji wideo na " +
        "opisanych poniżej warunkach. Regulamin jest skierowany do każdej pełnoletniej osoby fizycznej.",
      "## 1. Definicje",
      [
        "- Platforma — serwis Maistry wraz z jego usługami, którego operatorem jest Maistry.",
        "- Użytkownik — osoba, która zarejestrowała się na Platformie i zaakceptowała niniejszy Regulamin.",
        "- Specjalista — Użytkownik publikujący portfolio, certyfikaty i inne informacje o swojej działalności " +
          "zawodowej.",
        "- Instruktor — Specjalista, którego status został potwierdzony przez Platformę i który ma prawo " +
          "publikować i sprzedawać lekcje wideo.",
        "- Lekcja — materiał wideo (zwiastun, pełne wideo oraz rady i sekrety) opublikowany przez Instruktora.",
        "- Saldo — wewnętrzny rachunek Użytkownika na Platformie prowadzony w dolarach amerykańskich (USD).",
      ],
      "## 2. Przedmiot umowy",
      "Platforma zapewnia Użytkownikowi dostęp do funkcji serwisu, a po dokonaniu płatności — do wybranych przez " +
        "niego Lekcji. Akceptacja Regulaminu następuje z chwilą rejestracji na Platformie lub pierwszego " +
        "doładowania Salda, w zależności od tego, co nastąpi wcześniej.",
      "## 3. Rejestracja",
      "Aby kupić Lekcje, Użytkownik rejestruje się za pomocą adresu e-mail lub konta w serwisie społecznościowym i " +
        "podaje prawdziwe dane. Użytkownik odpowiada za zachowanie hasła w tajemnicy oraz za wszystkie działania " +
        "wykonane na jego koncie.",
      "## 4. Saldo i zakup Lekcji",
      "Saldo doładowuje się kartą płatniczą lub innymi metodami dostępnymi w serwisie. Wszystkie ceny podane są w " +
        "dolarach amerykańskich. Przy zakupie Lekcji jej cena jest pobierana z Salda. Opłaty bankowe i " +
        "przewalutowanie naliczane są zgodnie z zasadami banku Użytkownika.",
      "## 5. Dostęp do zakupionych Lekcji",
      "Zakupiona Lekcja pojawia się w panelu osobistym Użytkownika natychmiast po płatności i pozostaje dostępna " +
        "przez cały okres działania Platformy. Dostęp ma charakter osobisty: nie można go przekazywać osobom " +
        "trzecim, a Lekcji nie wolno pobierać, nagrywać ani rozpowszechniać.",
      "## 6. Zwroty",
      "Ponieważ Lekcje są treściami cyfrowymi dostarczanymi natychmiast, opłata za obejrzaną Lekcję nie podlega " +
        "zwrotowi. Zwrot jest możliwy, jeśli Lekcji nie da się odtworzyć z przyczyn technicznych leżących po " +
        "stronie Platformy lub jeśli jej treść w oczywisty sposób nie odpowiada opisowi. Wniosek składa się za " +
        "pomocą formularza kontaktowego w ciągu 14 dni od zakupu. Niewykorzystane środki na Saldzie mogą zostać " +
        "zwrócone na wniosek po potrąceniu opłat systemów płatności.",
      "## 7. Prawa i obowiązki Specjalisty",
      "Specjaliści i Instruktorzy gwarantują, że przysługują im prawa do publikowanych materiałów, że informacje o " +
        "ich kwalifikacjach są prawdziwe, a Lekcje nie naruszają prawa ani praw osób trzecich. Instruktor " +
        "otrzymuje cenę każdej sprzedanej Lekcji pomniejszoną o prowizję Platformy, której wysokość jest podana w " +
        "panelu osobistym.",
      "## 8. Prawa i obowiązki Platformy",
      "Platforma zapewnia działanie serwisu, przechowywanie zakupionych Lekcji i wsparcie użytkowników. Platforma " +
        "ma prawo weryfikować, odrzucać lub usuwać materiały naruszające Regulamin, zawieszać konto w przypadku " +
        "naruszeń oraz zmieniać Regulamin, publikując jego nową wersję w serwisie.",
      "## 9. Własność intelektualna",
      "Prawa autorskie do Lekcji przysługują ich autorom; prawa do projektu graficznego, oprogramowania i znaku " +
        "towarowego Maistry należą do Platformy. Zakup Lekcji daje Użytkownikowi wyłącznie niewyłączne prawo do " +
        "jej oglądania na własny użytek.",
      "## 10. Dane osobowe",
      "Platforma przetwarza dane osobowe Użytkowników wyłącznie w celu świadczenia swoich usług i zgodnie z " +
        "obowiązującymi przepisami o ochronie danych. Dane nie są przekazywane osobom trzecim, z wyjątkiem " +
        "operatorów płatności oraz przypadków przewidzianych prawem.",
      "## 11. Odpowiedzialność",
      "Platforma nie odpowiada za efekty stosowania technik pokazanych w Lekcjach, za jakość połączenia " +
        "internetowego Użytkownika ani za przerwy spowodowane okolicznościami od niej niezależnymi. Lekcje mają " +
        "charakter edukacyjny i nie zastępują formalnego kształcenia zawodowego tam, gdzie wymagają go przepisy.",
      "## 12. Rozstrzyganie sporów",
      "Spory rozstrzygane są w drodze negocjacji. Reklamację wysyła się na adres e-mail Platformy i rozpatruje w " +
        "ciągu 14 dni. W razie braku porozumienia spór rozstrzygany jest zgodnie z obowiązującym prawem.",
      "## 13. Kontakt",
      "Maistry, e-mail: hello@maistry.app, telefon: +380 44 123 45 67.",
    ),
  },
};

const pagesFr: PageTexts = {
  about: {
    name: "À propos",
    body: text(
      "Maistry est une plateforme en ligne de cours vidéo destinée aux professionnels de la beauté. Des " +
        "professionnels vérifiés de la manucure, de la pédicure, de l'extension de cils, du design des sourcils, " +
        "de la coiffure, du maquillage, des soins esthétiques et du massage y partagent leurs techniques, et " +
        "chacun peut y trouver précisément la compétence qu'il souhaite perfectionner, de la première cliente " +
        "jusqu'au niveau des championnats.",
      "## Ce que vous trouverez sur Maistry",
      [
        "- Des cours vidéo avec une bande-annonce, le cours complet et une partie dédiée aux astuces et secrets de " +
          "l'auteur.",
        "- Des pages professionnelles avec portfolio, certificats, activité professionnelle, marques préférées, " +
          "note et avis.",
        "- Des niveaux de qualification de 1 à 6 qui indiquent en un coup d'œil l'expérience de chaque professionnel.",
        "- Un catalogue organisé par catégories et sous-catégories, avec une recherche et des filtres par " +
          "spécialité, niveau, pays et ville.",
      ],
      "La plateforme est disponible en huit langues : ukrainien, russe, anglais, polonais, français, italien, " +
        "allemand et espagnol. Les professionnels de différents pays peuvent ainsi apprendre les uns des autres " +
        "sans barrière de langue.",
      "## Pour les apprenants",
      "N'achetez que les cours dont vous avez besoin et regardez-les à votre rythme, autant de fois que vous le " +
        "souhaitez. Rechargez votre solde en dollars américains, choisissez un cours : il apparaît immédiatement " +
        "dans votre espace personnel. Avant l'achat, vous pouvez regarder la bande-annonce, lire la description et " +
        "consulter le niveau, le portfolio et les avis de l'auteur.",
      "## Pour les professionnels",
      "Maistry est l'endroit idéal pour bâtir votre réputation professionnelle. Complétez votre profil, ajoutez " +
        "votre portfolio et vos certificats, faites confirmer votre qualification et devenez formateur. Notre " +
        "module de vente de cours vidéo permet aux formateurs de publier leurs cours, de fixer librement leurs " +
        "prix et d'être rémunérés à chaque vente, tandis que la plateforme se charge des paiements, de l'accès et " +
        "de l'assistance.",
      "## Nos valeurs",
      [
        "- Qualité : notre équipe vérifie chaque formateur et chaque niveau de qualification.",
        "- Honnêteté : de vraies réalisations, de vrais certificats et des avis d'acheteurs réels.",
        "- Respect du métier : nous sommes convaincus que la beauté est un métier qui exige une formation continue.",
        "- Ouverture : les professionnels de tous niveaux et de tous pays sont les bienvenus.",
      ],
    ),
  },
  "qualification-training": {
    name: "Confirmation de qualification",
    body: text(
      "La confirmation de qualification est l'attestation officielle de votre niveau professionnel par l'équipe " +
        "Maistry. Elle aide les clients et les apprenants à savoir à qui ils ont affaire et donne plus de poids à " +
        "votre profil dans le catalogue. Le niveau confirmé s'affiche sur votre page professionnelle à côté de " +
        "votre nom et sert de critère dans le filtre des professionnels.",
      "## Six niveaux de qualification",
      "Nous utilisons une échelle unique à six niveaux pour toutes les spécialités de la beauté. Chaque niveau " +
        "repose sur l'expérience, la formation et des réalisations attestées par des documents.",
      [
        levelItem("fr", 1) +
          "vous avez suivi une formation de base, vous vous exercez aux premières techniques " +
          "et recevez vos premiers clients.",
        levelItem("fr", 2) +
          "vous travaillez en autonomie, avez une clientèle fidèle et au moins un an de " +
          "pratique après votre formation.",
        levelItem("fr", 3) +
          "vous maîtrisez des techniques avancées, avez suivi plusieurs formations " +
          "de perfectionnement et avez plus de trois ans d'expérience.",
        levelItem("fr", 4) +
          "vous réalisez des prestations de toute complexité, participez à des concours " +
          "professionnels et accompagnez des collègues moins expérimentés.",
        levelItem("fr", 5) +
          "vous êtes titulaire d'un certificat de formateur, animez vos propres " +
          "formations ou ateliers et avez remporté des prix lors de championnats nationaux.",
        levelItem("fr", 6) +
          "vous formez des professionnels à l'échelle internationale, êtes " +
          "formateur officiel d'une marque ou juge lors de championnats internationaux.",
      ],
      "## Comment faire une demande",
      [
        "- Complétez votre profil : nom, pays, ville, catégorie, spécialité et courte présentation.",
        "- Téléversez les scans ou photos de vos diplômes, certificats et récompenses dans la rubrique « " +
          "Certificats » et ajoutez des photos de vos réalisations à votre portfolio.",
        "- Choisissez le niveau visé et envoyez votre demande depuis votre espace personnel.",
        "- Notre équipe examine les documents, vous contacte en cas de question et rend sa décision, généralement " +
          "sous cinq jours ouvrés.",
      ],
      "En cas de décision favorable, le niveau apparaît sur votre page professionnelle et dans le catalogue. Si " +
        "les documents sont insuffisants, nous vous expliquerons ce qui manque et vous pourrez renouveler votre " +
        "demande à tout moment.",
      "## Conseils",
      [
        "- Téléversez des documents de bonne qualité afin que les noms, les dates et les tampons soient bien lisibles.",
        "- Le nom figurant sur vos certificats doit correspondre à celui de votre profil.",
        "- Présentez dans votre portfolio vos réalisations les plus belles et les plus récentes : elles comptent " +
          "autant que les certificats.",
      ],
      "Votre niveau peut évoluer avec votre parcours : il suffit de déposer une nouvelle demande avec vos derniers " +
        "certificats et réussites.",
    ),
  },
  contact: {
    name: "Contact",
    body: text(
      "Vous avez une question sur les cours, les paiements, la confirmation de qualification ou l'activité de " +
        "formateur sur Maistry ? Notre équipe se fera un plaisir de vous aider.",
      "Écrivez-nous via le formulaire de questions de cette page : indiquez votre nom, votre numéro de téléphone, " +
        "votre adresse e-mail et votre message, et nous vous répondrons à l'adresse indiquée. Vous pouvez aussi " +
        "nous écrire directement ou nous appeler les jours ouvrés.",
      "Nous répondons généralement sous 1 à 2 jours ouvrés. Si votre question concerne un achat précis, mentionnez " +
        "le titre du cours et l'adresse e-mail de votre compte : nous pourrons ainsi la traiter plus rapidement.",
    ),
  },
  "become-teacher": {
    name: "Devenir formateur",
    body: text(
      "Vous avez une expérience à transmettre ? Devenez formateur sur Maistry : publiez vos cours vidéo, trouvez " +
        "des élèves dans le monde entier et tirez un revenu de votre savoir-faire.",
      "## Qui peut enseigner",
      "Nos formateurs sont des professionnels en activité de la manucure, de la pédicure, de l'extension de cils, " +
        "du design des sourcils, de la coiffure, du maquillage, des soins esthétiques et du massage, capables " +
        "d'expliquer clairement leur technique et d'obtenir des résultats constants. Nous recommandons de postuler " +
        "avec un niveau de qualification 3 ou supérieur, un portfolio complet et des certificats attestant de " +
        "votre formation.",
      "## Ce que vous obtenez",
      [
        "- Un badge de formateur sur votre page professionnelle et dans le catalogue.",
        "- Une mise en avant : lorsque les visiteurs trient les professionnels par formateurs, vous apparaissez en " +
          "premier.",
        "- Une page dédiée à chaque cours avec bande-annonce, vidéo complète, astuces et secrets.",
        "- Un revenu sur chaque cours vendu, sans avoir à gérer vous-même les paiements ni l'hébergement des vidéos.",
        "- Un public qui parle huit langues.",
      ],
      "## Comment ça marche",
      [
        "- Complétez votre profil dans votre espace personnel : photo, courte présentation, catégorie, spécialité, " +
          "réseaux sociaux, portfolio et certificats.",
        "- Cliquez sur « Devenir formateur » et envoyez votre candidature.",
        "- Notre équipe examine votre profil et peut vous demander d'autres exemples de réalisations. Cela prend " +
          "généralement jusqu'à cinq jours ouvrés.",
        "- Une fois validé, vous recevez le badge de formateur et pouvez mettre en ligne vos cours : titre, " +
          "description, niveau de difficulté, prix en dollars américains, bande-annonce, vidéo complète, astuces " +
          "et secrets.",
      ],
      "## Rémunération",
      "Vous fixez vous-même le prix de chaque cours. Après chaque achat, le prix du cours, déduction faite de la " +
        "commission de la plateforme, est crédité sur votre solde. Le taux de commission en vigueur et les " +
        "conditions de versement figurent dans votre espace personnel et dans les conditions générales de vente.",
      "Prêt à vous lancer ? Complétez votre profil et envoyez votre candidature. Nous avons hâte de découvrir vos " +
        "cours !",
    ),
  },
  lessons: {
    name: "Cours",
    body: text(
      "Retrouvez ici les cours vidéo des professionnels et formateurs vérifiés de Maistry dans tous les domaines " +
        "de la beauté : manucure, pédicure, cils, sourcils, coiffure, maquillage, soins esthétiques et massage.",
      "Choisissez une catégorie et une sous-catégorie pour trouver la technique qui vous intéresse, puis triez les " +
        "cours par niveau de difficulté. Chaque cours dispose d'une bande-annonce gratuite, d'une description et " +
        "d'avis d'acheteurs : vous savez à quoi vous attendre avant de payer. Les cours achetés restent dans votre " +
        "espace personnel et vous pouvez les regarder quand vous le souhaitez.",
    ),
  },
  masters: {
    name: "Professionnels",
    body: text(
      "Découvrez les professionnels de la beauté de Maistry. Chacun dispose d'une page personnelle avec portfolio, " +
        "certificats, activité professionnelle, marques de prédilection, avis et niveau de qualification confirmé " +
        "de 1 à 6. Les profils sont renseignés par les professionnels eux-mêmes, tandis que les niveaux de " +
        "qualification sont vérifiés et confirmés par notre équipe.",
      "Recherchez par nom, filtrez par spécialité, niveau de qualification, pays et ville, et triez la liste pour " +
        "afficher d'abord les formateurs ou les professionnels. Vous avez trouvé quelqu'un dont le travail vous " +
        "inspire ? Ouvrez sa page, regardez ses cours et apprenez auprès des meilleurs.",
    ),
  },
  "public-offer": {
    name: "Conditions générales de vente",
    body: text(
      "Les présentes conditions générales de vente (ci-après les « Conditions ») " +
        "constituent la proposition officielle de Maistry (ci-après la « Plateforme ») de conclure un contrat " +
        "portant sur l'utilisation du site Maistry et l'achat d'un accès à des cours vidéo selon les modalités " +
        "ci-dessous. Elles s'adressent à toute personne physique majeure.",
      "## 1. Définitions",
      [
        "- Plateforme : le site Maistry et ses services, exploités par Maistry.",
        "- Utilisateur : toute personne inscrite sur la Plateforme ayant accepté les présentes Conditions.",
        "- Professionnel : Utilisateur qui publie un portfolio, des certificats et d'autres informations sur son " +
          "activité professionnelle.",
        "- Formateur : Professionnel dont le statut a été validé par la Plateforme et qui est autorisé à publier " +
          "et à vendre des cours vidéo.",
        "- Cours : contenu vidéo (bande-annonce, vidéo complète, astuces et secrets) publié par un Formateur.",
        "- Solde : compte interne de l'Utilisateur sur la Plateforme, tenu en dollars américains (USD).",
      ],
      "## 2. Objet du contrat",
      "La Plateforme donne à l'Utilisateur accès aux fonctionnalités du site et, après paiement, aux Cours qu'il a " +
        "choisis. Les Conditions sont acceptées lors de l'inscription sur la Plateforme ou lors du premier " +
        "rechargement du Solde, selon l'événement qui survient en premier.",
      "## 3. Inscription",
      "Pour acheter des Cours, l'Utilisateur s'inscrit avec une adresse e-mail ou un compte de réseau social et " +
        "fournit des informations exactes. Il est responsable de la confidentialité de son mot de passe et de " +
        "toutes les actions effectuées depuis son compte.",
      "## 4. Solde et achat de Cours",
      "Le Solde se recharge par carte bancaire ou par les autres moyens de paiement proposés sur le site. Tous les " +
        "prix sont indiqués en dollars américains. Lors de l'achat d'un Cours, son prix est débité du Solde. Les " +
        "frais bancaires et de conversion de devises sont appliqués selon les règles de la banque de " +
        "l'Utilisateur.",
      "## 5. Accès aux Cours achetés",
      "Un Cours acheté apparaît dans l'espace personnel de l'Utilisateur immédiatement après le paiement et reste " +
        "accessible pendant toute la durée d'exploitation de la Plateforme. L'accès est strictement personnel : il " +
        "ne peut être cédé à des tiers, et il est interdit de télécharger, d'enregistrer ou de diffuser le Cours.",
      "## 6. Remboursements",
      "Les Cours étant des contenus numériques fournis immédiatement, le paiement d'un Cours déjà visionné n'est " +
        "pas remboursable. Un remboursement est possible si le Cours ne peut pas être lu pour des raisons " +
        "techniques imputables à la Plateforme ou si son contenu ne correspond manifestement pas à la description. " +
        "La demande est envoyée via le formulaire de contact dans un délai de 14 jours suivant l'achat. Les fonds " +
        "non utilisés du Solde peuvent être remboursés sur demande, déduction faite des frais des prestataires de " +
        "paiement.",
      "## 7. Droits et obligations des Professionnels",
      "Les Professionnels et les Formateurs garantissent qu'ils détiennent les droits sur les contenus publiés, " +
        "que les informations relatives à leur qualification sont exactes et que leurs Cours ne portent atteinte " +
        "ni à la loi ni aux droits de tiers. Le Formateur perçoit le prix de chaque Cours vendu, déduction faite " +
        "de la commission de la Plateforme, dont le montant figure dans l'espace personnel.",
      "## 8. Droits et obligations de la Plateforme",
      "La Plateforme assure le fonctionnement du site, la conservation des Cours achetés et l'assistance aux " +
        "utilisateurs. Elle peut vérifier, refuser ou supprimer les contenus contraires aux présentes Conditions, " +
        "suspendre un compte en cas de manquement et modifier les Conditions en publiant leur nouvelle version sur " +
        "le site.",
      "## 9. Propriété intellectuelle",
      "Les droits exclusifs sur les Cours appartiennent à leurs auteurs ; les droits sur le design, les logiciels " +
        "et la marque Maistry appartiennent à la Plateforme. L'achat d'un Cours confère uniquement à l'Utilisateur " +
        "un droit non exclusif de visionnage à titre personnel.",
      "## 10. Données personnelles",
      "La Plateforme traite les données personnelles des Utilisateurs uniquement pour fournir ses services et " +
        "conformément à la réglementation applicable en matière de protection des données. Les données ne sont pas " +
        "transmises à des tiers, à l'exception des prestataires de paiement et des cas prévus par la loi.",
      "## 11. Responsabilité",
      "La Plateforme n'est pas responsable des résultats obtenus en appliquant les techniques présentées dans les " +
        "Cours, de la qualité de la connexion internet de l'Utilisateur ni des interruptions dues à des " +
        "circonstances indépendantes de sa volonté. Les Cours ont une vocation pédagogique et ne remplacent pas " +
        "une formation professionnelle officielle lorsque la loi l'exige.",
      "## 12. Règlement des litiges",
      "Les litiges sont réglés à l'amiable. Toute réclamation est adressée à l'adresse e-mail de la Plateforme et " +
        "traitée dans un délai de 14 jours. À défaut d'accord, le litige est tranché conformément au droit " +
        "applicable.",
      "## 13. Contact",
      "Maistry, e-mail : hello@maistry.app, téléphone : +380 44 123 45 67.",
    ),
  },
};

const pagesIt: PageTexts = {
  about: {
    name: "Chi siamo",
    body: text(
      "Maistry è una piattaforma online di videolezioni per i professionisti della bellezza. Qui professionisti " +
        "verificati di manicure, pedicure, allungamento ciglia, architettura delle sopracciglia, acconciatura, " +
        "trucco, cosmetologia e massaggio condividono le proprie tecniche, e chi vuole imparare trova esattamente " +
        "la competenza che desidera migliorare, dalla prima cliente fino al livello dei campionati.",
      "## Cosa trovi su Maistry",
      [
        "- Videolezioni con anteprima, lezione completa e una parte dedicata ai consigli e segreti dell'autore.",
        "- Pagine dei professionisti con portfolio, certificati, attività professionale, marchi preferiti, " +
          "valutazione e recensioni.",
        "- Livelli di qualifica da 1 a 6 che mostrano a colpo d'occhio quanta esperienza ha ciascun professionista.",
        "- Un catalogo organizzato per categorie e sottocategorie, con ricerca e filtri per specializzazione, " +
          "livello, paese e città.",
      ],
      "La piattaforma è disponibile in otto lingue: ucraino, russo, inglese, polacco, francese, italiano, tedesco " +
        "e spagnolo. Così i professionisti di paesi diversi possono imparare gli uni dagli altri senza barriere " +
        "linguistiche.",
      "## Per chi impara",
      "Acquista solo le lezioni che ti servono e guardale con i tuoi tempi, tutte le volte che vuoi. Ricarica il " +
        "saldo in dollari statunitensi, scegli una lezione e la troverai subito nella tua area personale. Prima " +
        "dell'acquisto puoi guardare l'anteprima, leggere la descrizione e verificare il livello, il portfolio e " +
        "le recensioni dell'autore.",
      "## Per i professionisti",
      "Maistry è il luogo in cui costruire la propria reputazione professionale. Completa il profilo, aggiungi " +
        "portfolio e certificati, fai confermare la tua qualifica e diventa docente. Il modulo di vendita delle " +
        "videolezioni permette ai docenti di pubblicare lezioni, stabilire i propri prezzi e guadagnare su ogni " +
        "vendita, mentre la piattaforma si occupa di pagamenti, accesso e assistenza.",
      "## I nostri valori",
      [
        "- Qualità: i nostri esperti verificano ogni docente e ogni livello di qualifica.",
        "- Onestà: lavori reali, certificati autentici e recensioni di acquirenti veri.",
        "- Rispetto per il mestiere: crediamo che la bellezza sia una professione che richiede una formazione " +
          "continua.",
        "- Apertura: diamo il benvenuto a professionisti di ogni livello e di ogni paese.",
      ],
    ),
  },
  "qualification-training": {
    name: "Conferma della qualifica",
    body: text(
      "La conferma della qualifica è l'attestazione ufficiale del tuo livello professionale da parte degli esperti " +
        "di Maistry. Aiuta clienti e allievi a capire con chi hanno a che fare e dà maggiore peso al tuo profilo " +
        "nel catalogo. Il livello confermato compare sulla tua pagina accanto al nome e viene utilizzato nel " +
        "filtro dei professionisti.",
      "## Sei livelli di qualifica",
      "Utilizziamo un'unica scala a sei livelli per tutte le specializzazioni del settore bellezza. Ogni livello " +
        "si basa su esperienza, formazione e risultati documentati.",
      [
        levelItem("it", 1) +
          "hai completato un corso base, ti eserciti nelle prime tecniche e lavori con i " +
          "primi clienti.",
        levelItem("it", 2) +
          "lavori in autonomia, hai una clientela fissa e almeno un anno di pratica " +
          "dopo la formazione.",
        levelItem("it", 3) +
          "padroneggi tecniche avanzate, hai frequentato diversi corsi di " +
          "perfezionamento e hai più di tre anni di esperienza.",
        levelItem("it", 4) +
          "esegui lavori di qualsiasi complessità, partecipi a concorsi di settore e aiuti i " +
          "colleghi meno esperti.",
        levelItem("it", 5) +
          "possiedi un attestato da istruttore, tieni corsi o seminari tuoi e hai " +
          "conquistato premi in campionati nazionali.",
        levelItem("it", 6) +
          "formi professionisti a livello internazionale, sei formatore " +
          "ufficiale di un marchio o giudice in campionati internazionali.",
      ],
      "## Come presentare la richiesta",
      [
        "- Completa il profilo: nome, paese, città, categoria, specializzazione e una breve descrizione.",
        "- Carica scansioni o foto di diplomi, certificati e riconoscimenti nella sezione «Certificati» e aggiungi " +
          "al portfolio le foto dei tuoi lavori.",
        "- Scegli il livello a cui aspiri e invia la richiesta dalla tua area personale.",
        "- I nostri esperti esaminano i documenti, ti contattano in caso di domande e prendono una decisione, di " +
          "solito entro cinque giorni lavorativi.",
      ],
      "In caso di esito positivo, il livello compare sulla tua pagina e nel catalogo. Se i documenti non sono " +
        "sufficienti, ti spiegheremo cosa manca e potrai ripresentare la richiesta in qualsiasi momento.",
      "## Consigli",
      [
        "- Carica documenti di buona qualità, in modo che nomi, date e timbri siano ben leggibili.",
        "- Il nome riportato sui certificati deve corrispondere a quello del profilo.",
        "- Mostra nel portfolio i tuoi lavori migliori e più recenti: contano quanto i certificati.",
      ],
      "Puoi salire di livello man mano che cresci: basta inviare una nuova richiesta con certificati e risultati " +
        "aggiornati.",
    ),
  },
  contact: {
    name: "Contatti",
    body: text(
      "Hai una domanda su lezioni, pagamenti, conferma della qualifica o sull'attività di docente su Maistry? " +
        "Saremo felici di aiutarti.",
      "Scrivici tramite il modulo per le domande in questa pagina: lascia nome, numero di telefono, indirizzo " +
        "e-mail e messaggio, e ti risponderemo all'indirizzo indicato. Puoi anche scriverci direttamente o " +
        "chiamarci nei giorni lavorativi.",
      "Di solito rispondiamo entro 1–2 giorni lavorativi. Se la domanda riguarda un acquisto specifico, indica il " +
        "titolo della lezione e l'indirizzo e-mail del tuo profilo: così potremo risolvere più in fretta.",
    ),
  },
  "become-teacher": {
    name: "Diventa docente",
    body: text(
      "Hai un'esperienza che vuoi condividere? Diventa docente su Maistry: pubblica le tue videolezioni, trova " +
        "allievi in tutto il mondo e guadagna con le tue conoscenze.",
      "## Chi può insegnare",
      "I nostri docenti sono professionisti in attività di manicure, pedicure, allungamento ciglia, architettura " +
        "delle sopracciglia, acconciatura, trucco, cosmetologia e massaggio, capaci di spiegare con chiarezza la " +
        "propria tecnica e di mostrare risultati costanti. Consigliamo di candidarsi con un livello di qualifica " +
        "pari o superiore a 3, un portfolio completo e certificati che attestino la propria formazione.",
      "## Cosa ottieni",
      [
        "- Il contrassegno di docente sulla tua pagina e nel catalogo.",
        "- Posizionamento prioritario: quando i visitatori ordinano i professionisti per docenti, compari tra i primi.",
        "- Una pagina dedicata a ogni lezione con anteprima, video completo, consigli e segreti.",
        "- Un guadagno su ogni lezione venduta, senza doverti occupare di pagamenti o della pubblicazione online " +
          "dei video.",
        "- Un pubblico che parla otto lingue.",
      ],
      "## Come funziona",
      [
        "- Completa il profilo nella tua area personale: foto, breve descrizione, categoria, specializzazione, " +
          "profili social, portfolio e certificati.",
        "- Clicca su «Diventa docente» e invia la candidatura.",
        "- I nostri esperti esaminano il profilo e possono chiederti altri esempi dei tuoi lavori. Di solito " +
          "servono fino a cinque giorni lavorativi.",
        "- Dopo l'approvazione ricevi il contrassegno di docente e puoi caricare le lezioni: titolo, descrizione, " +
          "livello di difficoltà, prezzo in dollari statunitensi, anteprima, video completo, consigli e segreti.",
      ],
      "## Guadagni",
      "Il prezzo di ogni lezione lo decidi tu. Dopo ogni acquisto, sul tuo saldo viene accreditato il prezzo della " +
        "lezione al netto della commissione della piattaforma. La commissione in vigore e le condizioni di " +
        "pagamento sono indicate nella tua area personale e nelle condizioni generali di vendita.",
      "Pronto? Completa il profilo e invia la candidatura. Non vediamo l'ora di vedere le tue lezioni!",
    ),
  },
  lessons: {
    name: "Lezioni",
    body: text(
      "Qui trovi le videolezioni dei professionisti e dei docenti verificati di Maistry in tutti i settori della " +
        "bellezza: manicure, pedicure, ciglia, sopracciglia, capelli, trucco, cosmetologia e massaggio.",
      "Scegli una categoria e una sottocategoria per trovare la tecnica che ti serve e ordina le lezioni per " +
        "livello di difficoltà. Ogni lezione ha un'anteprima gratuita, una descrizione e le recensioni degli " +
        "acquirenti, così sai cosa aspettarti prima di pagare. Le lezioni acquistate restano nella tua area " +
        "personale e puoi guardarle quando vuoi.",
    ),
  },
  masters: {
    name: "Professionisti",
    body: text(
      "Scopri i professionisti della bellezza di Maistry. Ognuno ha una pagina personale con portfolio, " +
        "certificati, attività professionale, marchi preferiti, recensioni e un livello di qualifica confermato da " +
        "1 a 6. I profili sono compilati dai professionisti stessi, mentre i livelli di qualifica vengono " +
        "verificati e confermati dai nostri esperti.",
      "Cerca per nome, filtra per specializzazione, livello di qualifica, paese e città e ordina l'elenco per " +
        "vedere per primi i docenti o i professionisti. Hai trovato qualcuno i cui lavori ti ispirano? Apri la sua " +
        "pagina, guarda le sue lezioni e impara dai migliori.",
    ),
  },
  "public-offer": {
    name: "Condizioni generali di vendita",
    body: text(
      "Le presenti condizioni generali di vendita, che costituiscono un'offerta al pubblico (di seguito " +
        "«Condizioni»), sono la proposta ufficiale di Maistry (di seguito «Piattaforma») di concludere un " +
        "contratto per l'utilizzo del sito Maistry e l'acquisto dell'accesso a videolezioni alle condizioni " +
        "indicate di seguito. Le Condizioni sono rivolte a qualsiasi persona fisica maggiorenne.",
      "## 1. Definizioni",
      [
        "- Piattaforma: il sito Maistry e i relativi servizi, gestiti da Maistry.",
        "- Utente: la persona che si è registrata sulla Piattaforma e ha accettato le presenti Condizioni.",
        "- Professionista: l'Utente che pubblica portfolio, certificati e altre informazioni sulla propria " +
          "attività professionale.",
        "- Docente: il Professionista il cui status è stato confermato dalla Piattaforma e che è autorizzato a " +
          "pubblicare e vendere videolezioni.",
        "- Lezione: il materiale video (anteprima, video completo, consigli e segreti) pubblicato da un Docente.",
        "- Saldo: il conto interno dell'Utente sulla Piattaforma, tenuto in dollari statunitensi (USD).",
      ],
      "## 2. Oggetto del contratto",
      "La Piattaforma fornisce all'Utente l'accesso alle funzioni del sito e, previo pagamento, alle Lezioni da " +
        "lui scelte. Le Condizioni si intendono accettate al momento della registrazione sulla Piattaforma o della " +
        "prima ricarica del Saldo, a seconda di quale evento si verifichi per primo.",
      "## 3. Registrazione",
      "Per acquistare le Lezioni, l'Utente si registra con un indirizzo e-mail o un profilo social e fornisce dati " +
        "veritieri. L'Utente è responsabile della riservatezza della propria password e di tutte le operazioni " +
        "effettuate tramite il proprio profilo.",
      "## 4. Saldo e acquisto delle Lezioni",
      "Il Saldo si ricarica con carta di pagamento o con gli altri metodi disponibili sul sito. Tutti i prezzi " +
        "sono espressi in dollari statunitensi. Al momento dell'acquisto di una Lezione, il relativo prezzo viene " +
        "addebitato sul Saldo. Le commissioni bancarie e di conversione valutaria sono applicate secondo le regole " +
        "della banca dell'Utente.",
      "## 5. Accesso alle Lezioni acquistate",
      "La Lezione acquistata compare nell'area personale dell'Utente subito dopo il pagamento e resta disponibile " +
        "per tutto il periodo di attività della Piattaforma. L'accesso è personale: non può essere ceduto a terzi " +
        "ed è vietato scaricare, registrare o diffondere la Lezione.",
      "## 6. Rimborsi",
      "Poiché le Lezioni sono contenuti digitali forniti immediatamente, il pagamento di una Lezione già " +
        "visualizzata non è rimborsabile. Il rimborso è possibile se la Lezione non può essere riprodotta per " +
        "motivi tecnici imputabili alla Piattaforma o se il suo contenuto non corrisponde palesemente alla " +
        "descrizione. La richiesta va inviata tramite il modulo di contatto entro 14 giorni dall'acquisto. I fondi " +
        "non utilizzati sul Saldo possono essere rimborsati su richiesta, al netto delle commissioni dei sistemi " +
        "di pagamento.",
      "## 7. Diritti e obblighi dei Professionisti",
      "I Professionisti e i Docenti garantiscono di essere titolari dei diritti sui materiali pubblicati, che le " +
        "informazioni sulla loro qualifica sono veritiere e che le Lezioni non violano la legge né i diritti di " +
        "terzi. Il Docente riceve il prezzo di ogni Lezione venduta al netto della commissione della Piattaforma, " +
        "il cui importo è indicato nell'area personale.",
      "## 8. Diritti e obblighi della Piattaforma",
      "La Piattaforma garantisce il funzionamento del sito, la conservazione delle Lezioni acquistate e " +
        "l'assistenza agli utenti. La Piattaforma può verificare, respingere o rimuovere i materiali che violano " +
        "le presenti Condizioni, sospendere un profilo utente in caso di violazioni e modificare le Condizioni " +
        "pubblicandone la nuova versione sul sito.",
      "## 9. Proprietà intellettuale",
      "I diritti esclusivi sulle Lezioni spettano ai rispettivi autori; i diritti sulla grafica, sul software e " +
        "sul marchio Maistry spettano alla Piattaforma. L'acquisto di una Lezione conferisce all'Utente " +
        "esclusivamente un diritto non esclusivo di visione per uso personale.",
      "## 10. Dati personali",
      "La Piattaforma tratta i dati personali degli Utenti esclusivamente per fornire i propri servizi e nel " +
        "rispetto della normativa applicabile in materia di protezione dei dati. I dati non vengono comunicati a " +
        "terzi, fatta eccezione per i fornitori dei servizi di pagamento e per i casi previsti dalla legge.",
      "## 11. Responsabilità",
      "La Piattaforma non è responsabile dei risultati ottenuti applicando le tecniche mostrate nelle Lezioni, " +
        "della qualità della connessione internet dell'Utente né delle interruzioni dovute a circostanze al di " +
        "fuori del proprio controllo. Le Lezioni hanno finalità didattica e non sostituiscono la formazione " +
        "professionale ufficiale nei casi in cui la legge la richiede.",
      "## 12. Risoluzione delle controversie",
      "Le controversie sono risolte in via amichevole. Il reclamo va inviato all'indirizzo e-mail della " +
        "Piattaforma ed è esaminato entro 14 giorni. In mancanza di accordo, la controversia è risolta secondo la " +
        "legge applicabile.",
      "## 13. Contatti",
      "Maistry, e-mail: hello@maistry.app, telefono: +380 44 123 45 67.",
    ),
  },
};

const pagesDe: PageTexts = {
  about: {
    name: "Über uns",
    body: text(
      "Maistry ist ein Online-Marktplatz für Videolektionen, der sich an Profis der Schönheitsbranche richtet. " +
        "Hier teilen geprüfte Fachleute aus den Bereichen Maniküre, Pediküre, Wimpernverlängerung, " +
        "Augenbrauenstyling, Friseurhandwerk, Make-up, Kosmetik und Massage ihre Techniken, und Lernende finden " +
        "genau die Fertigkeit, die sie verbessern möchten: von der ersten Kundin bis zum Meisterschaftsniveau.",
      "## Was Sie bei Maistry finden",
      [
        "- Videolektionen mit Vorschau, vollständiger Lektion und einem eigenen Teil mit Tipps und Geheimnissen " +
          "der Autorin oder des Autors.",
        "- Profilseiten mit Portfolio, Zertifikaten, beruflicher Tätigkeit, bevorzugten Marken, Bewertung und " +
          "Rezensionen.",
        "- Qualifikationsstufen von 1 bis 6, die auf einen Blick zeigen, wie erfahren jemand ist.",
        "- Einen nach Kategorien und Unterkategorien geordneten Katalog mit Suche und Filtern nach Fachgebiet, " +
          "Stufe, Land und Stadt.",
      ],
      "Die Plattform ist in acht Sprachen verfügbar: Ukrainisch, Russisch, Englisch, Polnisch, Französisch, " +
        "Italienisch, Deutsch und Spanisch. So können Profis aus verschiedenen Ländern ohne Sprachbarrieren " +
        "voneinander lernen.",
      "## Für Lernende",
      "Kaufen Sie nur die Lektionen, die Sie wirklich brauchen, und sehen Sie sie in Ihrem eigenen Tempo so oft " +
        "an, wie Sie möchten. Laden Sie Ihr Guthaben in US-Dollar auf, wählen Sie eine Lektion aus, und schon " +
        "erscheint sie in Ihrem persönlichen Bereich. Vor dem Kauf können Sie die Vorschau ansehen, die " +
        "Beschreibung lesen und Stufe, Portfolio und Rezensionen der Lehrenden prüfen.",
      "## Für Profis",
      "Maistry ist der Ort, an dem Sie sich einen professionellen Ruf aufbauen. Füllen Sie Ihr Profil aus, fügen " +
        "Sie Portfolio und Zertifikate hinzu, lassen Sie Ihre Qualifikation bestätigen und werden Sie Dozentin " +
        "oder Dozent. Mit unserem Verkaufsmodul für Videolektionen veröffentlichen Dozierende ihre Lektionen, " +
        "legen ihre Preise selbst fest und verdienen an jedem Verkauf, während sich die Plattform um Zahlungen, " +
        "Zugang und Kundenbetreuung kümmert.",
      "## Unsere Werte",
      [
        "- Qualität: Unser Team prüft alle Dozierenden und jede Qualifikationsstufe.",
        "- Ehrlichkeit: echte Arbeiten, echte Zertifikate und Rezensionen von echten Käuferinnen und Käufern.",
        "- Respekt vor dem Handwerk: Wir sind überzeugt, dass Schönheitsberufe ständige Weiterbildung verdienen.",
        "- Offenheit: Profis jeder Stufe und aus jedem Land sind willkommen.",
      ],
    ),
  },
  "qualification-training": {
    name: "Qualifikationsnachweis",
    body: text(
      "Der Qualifikationsnachweis ist die offizielle Bestätigung Ihres beruflichen Niveaus durch das Maistry-Team. " +
        "Er zeigt Kundinnen, Kunden und Lernenden, mit wem sie es zu tun haben, und verleiht Ihrem Profil im " +
        "Katalog mehr Gewicht. Die bestätigte Stufe erscheint auf Ihrer Profilseite neben Ihrem Namen und wird im " +
        "Profi-Filter berücksichtigt.",
      "## Sechs Qualifikationsstufen",
      "Wir verwenden eine einheitliche sechsstufige Skala für alle Fachgebiete der Schönheitsbranche. Jede Stufe " +
        "beruht auf Erfahrung, Ausbildung und nachgewiesenen Erfolgen.",
      [
        levelItem("de", 1) +
          "Sie haben einen Grundkurs abgeschlossen, üben die ersten Techniken und arbeiten " +
          "mit Ihren ersten Kundinnen und Kunden.",
        levelItem("de", 2) +
          "Sie arbeiten selbstständig, haben Stammkundschaft und mindestens ein Jahr Praxis " +
          "nach der Ausbildung.",
        levelItem("de", 3) +
          "Sie beherrschen fortgeschrittene Techniken, haben mehrere Aufbaukurse " +
          "absolviert und mehr als drei Jahre Berufserfahrung.",
        levelItem("de", 4) +
          "Sie führen Arbeiten jeder Schwierigkeit aus, nehmen an Fachwettbewerben teil und " +
          "unterstützen weniger erfahrene Kolleginnen und Kollegen.",
        levelItem("de", 5) +
          "Sie besitzen ein Ausbilderzertifikat, leiten eigene Kurse oder Seminare und haben " +
          "Preise bei nationalen Meisterschaften gewonnen.",
        levelItem("de", 6) +
          "Sie schulen Fachleute auf internationaler Ebene und sind offizieller " +
          "Markentrainer oder Jurymitglied bei internationalen Meisterschaften.",
      ],
      "## So stellen Sie einen Antrag",
      [
        "- Füllen Sie Ihr Profil aus: Name, Land, Stadt, Kategorie, Fachgebiet und eine kurze Beschreibung.",
        "- Laden Sie Scans oder Fotos Ihrer Diplome, Zertifikate und Auszeichnungen im Bereich „Zertifikate“ hoch " +
          "und ergänzen Sie Ihr Portfolio mit Fotos Ihrer Arbeiten.",
        "- Wählen Sie die angestrebte Stufe und senden Sie den Antrag aus Ihrem persönlichen Bereich ab.",
        "- Unser Team prüft die Unterlagen, meldet sich bei Rückfragen und trifft eine Entscheidung, in der Regel " +
          "innerhalb von fünf Werktagen.",
      ],
      "Nach einer positiven Entscheidung erscheint die Stufe auf Ihrer Profilseite und im Katalog. Reichen die " +
        "Unterlagen nicht aus, erklären wir Ihnen, was fehlt, und Sie können jederzeit einen neuen Antrag stellen.",
      "## Tipps",
      [
        "- Laden Sie Dokumente in guter Qualität hoch, damit Namen, Daten und Stempel gut lesbar sind.",
        "- Der Name auf den Zertifikaten sollte mit dem Namen in Ihrem Profil übereinstimmen.",
        "- Zeigen Sie im Portfolio Ihre besten und aktuellsten Arbeiten: Sie zählen genauso viel wie die Zertifikate.",
      ],
      "Ihre Stufe kann mit Ihnen wachsen: Stellen Sie einfach einen neuen Antrag mit aktuellen Zertifikaten und " +
        "Erfolgen.",
    ),
  },
  contact: {
    name: "Kontakt",
    body: text(
      "Sie haben eine Frage zu Lektionen, Zahlungen, zum Qualifikationsnachweis oder zur Tätigkeit als Dozentin " +
        "oder Dozent bei Maistry? Unser Team hilft Ihnen gern weiter.",
      "Schreiben Sie uns über das Fragenformular auf dieser Seite: Geben Sie Ihren Namen, Ihre Telefonnummer, Ihre " +
        "E-Mail-Adresse und Ihre Nachricht ein, und wir antworten an die angegebene Adresse. Sie können uns auch " +
        "direkt schreiben oder werktags anrufen.",
      "In der Regel antworten wir innerhalb von 1–2 Werktagen. Betrifft Ihre Frage einen bestimmten Kauf, nennen " +
        "Sie bitte den Titel der Lektion und die E-Mail-Adresse Ihres Kontos, damit wir Ihr Anliegen schneller " +
        "klären können.",
    ),
  },
  "become-teacher": {
    name: "Dozent werden",
    body: text(
      "Sie haben Erfahrung, die Sie weitergeben möchten? Werden Sie Dozentin oder Dozent bei Maistry: " +
        "Veröffentlichen Sie Ihre Videolektionen, gewinnen Sie Lernende auf der ganzen Welt und verdienen Sie mit " +
        "Ihrem Wissen.",
      "## Wer unterrichten kann",
      "Unsere Dozierenden sind praktizierende Fachleute aus Maniküre, Pediküre, Wimpernverlängerung, " +
        "Augenbrauenstyling, Friseurhandwerk, Make-up, Kosmetik und Massage, die ihre Technik verständlich " +
        "erklären und gleichbleibend gute Ergebnisse zeigen können. Wir empfehlen, sich mit Qualifikationsstufe 3 " +
        "oder höher, einem vollständigen Portfolio und Zertifikaten über Ihre Ausbildung zu bewerben.",
      "## Ihre Vorteile",
      [
        "- Ein Dozenten-Abzeichen auf Ihrer Profilseite und im Katalog.",
        "- Bevorzugte Platzierung: Wenn Besucher die Profis nach Dozierenden sortieren, erscheinen Sie ganz oben.",
        "- Eine eigene Seite für jede Lektion mit Vorschau, vollständigem Video sowie Tipps und Geheimnissen.",
        "- Einnahmen aus jeder verkauften Lektion, ohne dass Sie sich selbst um Zahlungsabwicklung oder " +
          "Videobereitstellung kümmern müssen.",
        "- Ein Publikum in acht Sprachen.",
      ],
      "## So funktioniert es",
      [
        "- Füllen Sie Ihr Profil im persönlichen Bereich aus: Foto, Kurzbeschreibung, Kategorie, Fachgebiet, " +
          "soziale Netzwerke, Portfolio und Zertifikate.",
        "- Klicken Sie auf „Dozent werden“ und senden Sie Ihre Bewerbung ab.",
        "- Unser Team prüft Ihr Profil und bittet Sie eventuell um weitere Arbeitsbeispiele. Das dauert in der " +
          "Regel bis zu fünf Werktage.",
        "- Nach der Freigabe erhalten Sie das Dozenten-Abzeichen und können Lektionen hochladen: Titel, " +
          "Beschreibung, Schwierigkeitsstufe, Preis in US-Dollar, Vorschau, vollständiges Video sowie Tipps und " +
          "Geheimnisse.",
      ],
      "## Verdienst",
      "Den Preis jeder Lektion legen Sie selbst fest. Nach jedem Kauf wird Ihrem Guthaben der Preis der Lektion " +
        "abzüglich der Plattformprovision gutgeschrieben. Die aktuelle Provision und die Auszahlungsbedingungen " +
        "finden Sie in Ihrem persönlichen Bereich und in den AGB.",
      "Bereit? Vervollständigen Sie Ihr Profil und bewerben Sie sich. Wir freuen uns auf Ihre Lektionen!",
    ),
  },
  lessons: {
    name: "Lektionen",
    body: text(
      "Hier finden Sie Videolektionen geprüfter Profis und Dozierender von Maistry aus allen Bereichen der " +
        "Schönheitsbranche: Maniküre, Pediküre, Wimpern, Augenbrauen, Haare, Make-up, Kosmetik und Massage.",
      "Wählen Sie eine Kategorie und Unterkategorie, um die gewünschte Technik zu finden, und sortieren Sie die " +
        "Lektionen nach Schwierigkeitsstufe. Jede Lektion hat eine kostenlose Vorschau, eine Beschreibung und " +
        "Rezensionen von Käuferinnen und Käufern, sodass Sie schon vor dem Bezahlen wissen, was Sie erwartet. " +
        "Gekaufte Lektionen bleiben in Ihrem persönlichen Bereich, und Sie können sie jederzeit ansehen.",
    ),
  },
  masters: {
    name: "Profis",
    body: text(
      "Lernen Sie die Profis der Schönheitsbranche bei Maistry kennen. Alle haben eine eigene Profilseite mit " +
        "Portfolio, Zertifikaten, beruflicher Tätigkeit, bevorzugten Marken, Rezensionen und einer bestätigten " +
        "Qualifikationsstufe von 1 bis 6. Die Profile pflegen die Profis selbst, die Qualifikationsstufen werden " +
        "dagegen von unserem Team geprüft und bestätigt.",
      "Suchen Sie nach Namen, filtern Sie nach Fachgebiet, Qualifikationsstufe, Land und Stadt, und sortieren Sie " +
        "die Liste so, dass Dozierende oder Profis zuerst erscheinen. Sie haben jemanden gefunden, dessen Arbeiten " +
        "Sie inspirieren? Öffnen Sie die Profilseite, sehen Sie sich die Lektionen an und lernen Sie von den " +
        "Besten.",
    ),
  },
  "public-offer": {
    name: "AGB",
    body: text(
      "Diese Allgemeinen Geschäftsbedingungen (im Folgenden „AGB“) stellen das Angebot von Maistry (im " +
        "Folgenden „Plattform“) dar, einen Vertrag über die Nutzung der Website Maistry und den Erwerb des Zugangs " +
        "zu Videolektionen zu den nachstehenden Bedingungen abzuschließen. Das Angebot richtet sich an alle " +
        "volljährigen natürlichen Personen.",
      "## 1. Begriffsbestimmungen",
      [
        "- Plattform: die Website Maistry und ihre Dienste, betrieben von Maistry.",
        "- Nutzer: eine Person, die sich auf der Plattform registriert und diese AGB akzeptiert hat.",
        "- Profi: ein Nutzer, der ein Portfolio, Zertifikate und weitere Angaben zu seiner beruflichen Tätigkeit " +
          "veröffentlicht.",
        "- Dozent: ein Profi, dessen Status von der Plattform bestätigt wurde und der berechtigt ist, " +
          "Videolektionen zu veröffentlichen und zu verkaufen.",
        "- Lektion: ein von einem Dozenten veröffentlichtes Videomaterial (Vorschau, vollständiges Video sowie " +
          "Tipps und Geheimnisse).",
        "- Guthaben: das interne Konto des Nutzers auf der Plattform, das in US-Dollar (USD) geführt wird.",
      ],
      "## 2. Vertragsgegenstand",
      "Die Plattform gewährt dem Nutzer Zugang zu den Funktionen der Website und nach erfolgter Zahlung zu den von " +
        "ihm ausgewählten Lektionen. Die AGB gelten als angenommen mit der Registrierung auf der Plattform oder " +
        "der ersten Aufladung des Guthabens, je nachdem, was zuerst eintritt.",
      "## 3. Registrierung",
      "Um Lektionen zu kaufen, registriert sich der Nutzer mit einer E-Mail-Adresse oder einem Konto in einem " +
        "sozialen Netzwerk und macht wahrheitsgemäße Angaben. Der Nutzer ist für die Geheimhaltung seines " +
        "Passworts und für alle Handlungen in seinem Konto verantwortlich.",
      "## 4. Guthaben und Kauf von Lektionen",
      "Das Guthaben wird per Bankkarte oder mit anderen auf der Website verfügbaren Zahlungsmitteln aufgeladen. " +
        "Alle Preise sind in US-Dollar angegeben. Beim Kauf einer Lektion wird ihr Preis vom Guthaben abgebucht. " +
        "Bankgebühren und Währungsumrechnung richten sich nach den Bedingungen der Bank des Nutzers.",
      "## 5. Zugang zu gekauften Lektionen",
      "Eine gekaufte Lektion erscheint unmittelbar nach der Zahlung im persönlichen Bereich des Nutzers und bleibt " +
        "für die gesamte Betriebsdauer der Plattform verfügbar. Der Zugang ist persönlich: Er darf nicht an Dritte " +
        "weitergegeben werden, und die Lektion darf weder heruntergeladen noch aufgezeichnet oder verbreitet " +
        "werden.",
      "## 6. Erstattungen",
      "Da Lektionen digitale Inhalte sind, die sofort bereitgestellt werden, wird der Preis einer bereits " +
        "angesehenen Lektion nicht erstattet. Eine Erstattung ist möglich, wenn sich die Lektion aus technischen " +
        "Gründen, die die Plattform zu vertreten hat, nicht abspielen lässt oder ihr Inhalt offensichtlich nicht " +
        "der Beschreibung entspricht. Der Antrag ist innerhalb von 14 Tagen nach dem Kauf über das Kontaktformular " +
        "zu stellen. Nicht verbrauchtes Guthaben kann auf Anfrage abzüglich der Gebühren der Zahlungsdienstleister " +
        "erstattet werden.",
      "## 7. Rechte und Pflichten der Profis",
      "Profis und Dozenten sichern zu, dass sie die Rechte an den veröffentlichten Materialien besitzen, dass die " +
        "Angaben zu ihrer Qualifikation der Wahrheit entsprechen und dass ihre Lektionen weder gegen Gesetze noch " +
        "gegen Rechte Dritter verstoßen. Der Dozent erhält für jede verkaufte Lektion deren Preis abzüglich der " +
        "Plattformprovision, deren Höhe im persönlichen Bereich angegeben ist.",
      "## 8. Rechte und Pflichten der Plattform",
      "Die Plattform sorgt für den Betrieb der Website, die Aufbewahrung gekaufter Lektionen und die Betreuung der " +
        "Nutzer. Sie ist berechtigt, Materialien, die gegen diese AGB verstoßen, zu prüfen, abzulehnen oder zu " +
        "entfernen, Konten bei Verstößen zu sperren und die AGB durch Veröffentlichung einer neuen Fassung auf der " +
        "Website zu ändern.",
      "## 9. Geistiges Eigentum",
      "Die ausschließlichen Rechte an den Lektionen liegen bei ihren Urhebern; die Rechte an Design, Software und " +
        "Marke Maistry liegen bei der Plattform. Der Kauf einer Lektion gewährt dem Nutzer lediglich ein einfaches " +
        "Nutzungsrecht zur persönlichen Ansicht.",
      "## 10. Personenbezogene Daten",
      "Die Plattform verarbeitet personenbezogene Daten der Nutzer ausschließlich zur Erbringung ihrer Dienste und " +
        "im Einklang mit den geltenden Datenschutzvorschriften. Daten werden nicht an Dritte weitergegeben, " +
        "ausgenommen an Zahlungsdienstleister und in gesetzlich vorgeschriebenen Fällen.",
      "## 11. Haftung",
      "Die Plattform haftet nicht für die Ergebnisse der Anwendung der in den Lektionen gezeigten Techniken, für " +
        "die Qualität der Internetverbindung des Nutzers oder für Unterbrechungen aufgrund von Umständen außerhalb " +
        "ihres Einflussbereichs. Die Lektionen dienen Bildungszwecken und ersetzen keine staatlich anerkannte " +
        "Berufsausbildung, wo diese gesetzlich vorgeschrieben ist.",
      "## 12. Streitbeilegung",
      "Streitigkeiten werden auf dem Verhandlungsweg beigelegt. Eine Beschwerde ist an die E-Mail-Adresse der " +
        "Plattform zu richten und wird innerhalb von 14 Tagen bearbeitet. Kommt keine Einigung zustande, wird der " +
        "Streit nach geltendem Recht entschieden.",
      "## 13. Kontakt",
      "Maistry, E-Mail: hello@maistry.app, Telefon: +380 44 123 45 67.",
    ),
  },
};

const pagesEs: PageTexts = {
  about: {
    name: "Sobre nosotros",
    body: text(
      "Maistry es una plataforma en línea de lecciones en vídeo para profesionales de la belleza. Aquí, " +
        "profesionales verificados de manicura, pedicura, extensiones de pestañas, diseño de cejas, peluquería, " +
        "maquillaje, cosmetología y masaje comparten sus técnicas, y quienes quieren aprender encuentran justo la " +
        "habilidad que desean mejorar: desde la primera clienta hasta el nivel de campeonato.",
      "## Qué encontrarás en Maistry",
      [
        "- Lecciones en vídeo con tráiler, la lección completa y una parte aparte con los consejos y secretos del " +
          "autor.",
        "- Páginas de profesionales con portafolio, certificados, actividad profesional, marcas favoritas, " +
          "valoración y reseñas.",
        "- Niveles de cualificación del 1 al 6 que muestran de un vistazo la experiencia de cada profesional.",
        "- Un catálogo organizado por categorías y subcategorías, con búsqueda y filtros por especialidad, nivel, " +
          "país y ciudad.",
      ],
      "La plataforma está disponible en ocho idiomas: ucraniano, ruso, inglés, polaco, francés, italiano, alemán y " +
        "español. Así, profesionales de distintos países pueden aprender unos de otros sin barreras lingüísticas.",
      "## Para quienes aprenden",
      "Compra solo las lecciones que necesitas y míralas a tu ritmo, tantas veces como quieras. Recarga tu saldo " +
        "en dólares estadounidenses, elige una lección y aparecerá al instante en tu área personal. Antes de " +
        "comprar, puedes ver el tráiler, leer la descripción y consultar el nivel, el portafolio y las reseñas del " +
        "autor.",
      "## Para profesionales",
      "Maistry es el lugar donde construir tu reputación profesional. Completa tu perfil, añade tu portafolio y " +
        "tus certificados, confirma tu cualificación y hazte docente. Nuestro módulo de venta de lecciones en " +
        "vídeo permite a los docentes publicar lecciones, fijar sus propios precios y ganar con cada venta, " +
        "mientras la plataforma se encarga de los pagos, el acceso y la atención al cliente.",
      "## Nuestros valores",
      [
        "- Calidad: nuestro equipo revisa a cada docente y cada nivel de cualificación.",
        "- Honestidad: trabajos reales, certificados auténticos y reseñas de compradores reales.",
        "- Respeto por el oficio: creemos que la belleza es una profesión que merece formación continua.",
        "- Apertura: damos la bienvenida a profesionales de cualquier nivel y de cualquier país.",
      ],
    ),
  },
  "qualification-training": {
    name: "Confirmación de cualificación",
    body: text(
      "La confirmación de cualificación es la acreditación oficial de tu nivel profesional por parte del equipo de " +
        "Maistry. Ayuda a clientes y alumnos a saber con quién tratan y da más peso a tu perfil en el catálogo. El " +
        "nivel confirmado aparece en tu página de profesional junto a tu nombre y se utiliza en el filtro de " +
        "profesionales.",
      "## Seis niveles de cualificación",
      "Utilizamos una única escala de seis niveles para todas las especialidades de belleza. Cada nivel se basa en " +
        "la experiencia, la formación y los logros documentados.",
      [
        levelItem("es", 1) +
          "has completado un curso básico, practicas las primeras técnicas y trabajas con " +
          "tus primeros clientes.",
        levelItem("es", 2) +
          "trabajas de forma independiente, tienes clientela fija y al menos un año de " +
          "práctica tras tu formación.",
        levelItem("es", 3) +
          "dominas técnicas avanzadas, has realizado varios cursos de " +
          "perfeccionamiento y tienes más de tres años de experiencia.",
        levelItem("es", 4) +
          "realizas trabajos de cualquier complejidad, participas en concursos profesionales y " +
          "ayudas a compañeros con menos experiencia.",
        levelItem("es", 5) +
          "tienes un certificado de instructor, impartes tus propios cursos o talleres y has " +
          "ganado premios en campeonatos nacionales.",
        levelItem("es", 6) +
          "formas a profesionales a nivel internacional, eres formador oficial de " +
          "una marca o jurado en campeonatos internacionales.",
      ],
      "## Cómo solicitarla",
      [
        "- Completa tu perfil: nombre, país, ciudad, categoría, especialidad y una breve descripción.",
        "- Sube escaneos o fotos de tus diplomas, certificados y premios en la sección «Certificados» y añade " +
          "fotos de tus trabajos al portafolio.",
        "- Elige el nivel al que aspiras y envía la solicitud desde tu área personal.",
        "- Nuestro equipo revisa los documentos, se pone en contacto contigo si tiene preguntas y toma una " +
          "decisión, normalmente en un plazo de cinco días hábiles.",
      ],
      "Si la decisión es favorable, el nivel aparecerá en tu página de profesional y en el catálogo. Si los " +
        "documentos no son suficientes, te explicaremos qué falta y podrás volver a presentar la solicitud en " +
        "cualquier momento.",
      "## Consejos",
      [
        "- Sube documentos de buena calidad para que los nombres, las fechas y los sellos se lean con claridad.",
        "- El nombre que figura en los certificados debe coincidir con el de tu perfil.",
        "- Muestra en tu portafolio tus trabajos mejores y más recientes: cuentan tanto como los certificados.",
      ],
      "Puedes subir de nivel a medida que creces: basta con enviar una nueva solicitud con certificados y logros " +
        "actualizados.",
    ),
  },
  contact: {
    name: "Contacto",
    body: text(
      "¿Tienes alguna pregunta sobre las lecciones, los pagos, la confirmación de cualificación o la docencia en " +
        "Maistry? Nuestro equipo estará encantado de ayudarte.",
      "Escríbenos mediante el formulario de preguntas de esta página: indica tu nombre, tu número de teléfono, tu " +
        "correo electrónico y tu mensaje, y te responderemos a la dirección indicada. También puedes escribirnos " +
        "directamente o llamarnos en días laborables.",
      "Normalmente respondemos en un plazo de 1 a 2 días hábiles. Si tu pregunta se refiere a una compra concreta, " +
        "indica el título de la lección y el correo electrónico de tu cuenta para que podamos resolverla más " +
        "rápido.",
    ),
  },
  "become-teacher": {
    name: "Hazte docente",
    body: text(
      "¿Tienes experiencia que quieres compartir? Hazte docente en Maistry: publica tus lecciones en vídeo, " +
        "encuentra alumnos en todo el mundo y gana dinero con tus conocimientos.",
      "## Quién puede enseñar",
      "Nuestros docentes son profesionales en activo de manicura, pedicura, extensiones de pestañas, diseño de " +
        "cejas, peluquería, maquillaje, cosmetología y masaje que saben explicar su técnica con claridad y obtener " +
        "resultados constantes. Te recomendamos presentar la solicitud con un nivel de cualificación 3 o superior, " +
        "un portafolio completo y certificados que acrediten tu formación.",
      "## Qué obtienes",
      [
        "- Una insignia de docente en tu página de profesional y en el catálogo.",
        "- Posición destacada: cuando los visitantes ordenan a los profesionales por docentes, apareces en primer " +
          "lugar.",
        "- Una página propia para cada lección con tráiler, vídeo completo y consejos y secretos.",
        "- Ingresos por cada lección vendida, sin tener que gestionar tú mismo los pagos ni el alojamiento de los " +
          "vídeos.",
        "- Un público que habla ocho idiomas.",
      ],
      "## Cómo funciona",
      [
        "- Completa tu perfil en el área personal: foto, breve descripción, categoría, especialidad, redes " +
          "sociales, portafolio y certificados.",
        "- Pulsa «Hazte docente» y envía tu solicitud.",
        "- Nuestro equipo revisa tu perfil y puede pedirte más ejemplos de tu trabajo. Normalmente tarda hasta " +
          "cinco días hábiles.",
        "- Una vez aprobada la solicitud, recibes la insignia de docente y puedes subir lecciones: título, " +
          "descripción, nivel de dificultad, precio en dólares estadounidenses, tráiler, vídeo completo y consejos " +
          "y secretos.",
      ],
      "## Ingresos",
      "Tú decides el precio de cada lección. Tras cada compra, se abona en tu saldo el precio de la lección menos " +
        "la comisión de la plataforma. La comisión vigente y las condiciones de pago figuran en tu área personal y " +
        "en las condiciones generales de contratación.",
      "¿Preparado? Completa tu perfil y envía tu solicitud. ¡Estamos deseando ver tus lecciones!",
    ),
  },
  lessons: {
    name: "Lecciones",
    body: text(
      "Aquí encontrarás lecciones en vídeo de profesionales y docentes verificados de Maistry en todas las áreas " +
        "de la belleza: manicura, pedicura, pestañas, cejas, peluquería, maquillaje, cosmetología y masaje.",
      "Elige una categoría y una subcategoría para encontrar la técnica que buscas y ordena las lecciones por " +
        "nivel de dificultad. Cada lección tiene un tráiler gratuito, una descripción y reseñas de compradores, " +
        "así que sabrás qué esperar antes de pagar. Las lecciones compradas se quedan en tu área personal y puedes " +
        "verlas siempre que quieras.",
    ),
  },
  masters: {
    name: "Profesionales",
    body: text(
      "Conoce a los profesionales de la belleza de Maistry. Cada uno tiene su propia página con portafolio, " +
        "certificados, actividad profesional, marcas elegidas, reseñas y un nivel de cualificación confirmado del " +
        "1 al 6. Los perfiles los completan los propios profesionales, y nuestro equipo verifica y confirma los " +
        "niveles de cualificación.",
      "Busca por nombre, filtra por especialidad, nivel de cualificación, país y ciudad, y ordena la lista para " +
        "ver primero a los docentes o a los profesionales. ¿Has encontrado a alguien cuyo trabajo te inspira? Abre " +
        "su página, mira sus lecciones y aprende de los mejores.",
    ),
  },
  "public-offer": {
    name: "Condiciones de contratación",
    body: text(
      "Las presentes condiciones generales de contratación (en adelante, las " +
        "«Condiciones»), son la propuesta oficial de Maistry (en adelante, la «Plataforma») para celebrar un " +
        "contrato de uso del sitio web Maistry y de compra de acceso a lecciones en vídeo en los términos que se " +
        "exponen a continuación. Las Condiciones se dirigen a cualquier persona física mayor de edad.",
      "## 1. Definiciones",
      [
        "- Plataforma: el sitio web Maistry y sus servicios, gestionados por Maistry.",
        "- Usuario: la persona que se ha registrado en la Plataforma y ha aceptado las presentes Condiciones.",
        "- Profesional: el Usuario que publica un portafolio, certificados y otra información sobre su actividad " +
          "profesional.",
        "- Docente: el Profesional cuyo estatus ha sido confirmado por la Plataforma y que está autorizado a " +
          "publicar y vender lecciones en vídeo.",
        "- Lección: el material en vídeo (tráiler, vídeo completo y consejos y secretos) publicado por un Docente.",
        "- Saldo: la cuenta interna del Usuario en la Plataforma, expresada en dólares estadounidenses (USD).",
      ],
      "## 2. Objeto del contrato",
      "La Plataforma ofrece al Usuario acceso a las funciones del sitio web y, previo pago, a las Lecciones que " +
        "elija. Las Condiciones se entienden aceptadas con el registro en la Plataforma o con la primera recarga " +
        "del Saldo, lo que ocurra primero.",
      "## 3. Registro",
      "Para comprar Lecciones, el Usuario se registra con una dirección de correo electrónico o una cuenta de red " +
        "social y facilita datos veraces. El Usuario es responsable de mantener la confidencialidad de su " +
        "contraseña y de todas las acciones realizadas desde su cuenta.",
      "## 4. Saldo y compra de Lecciones",
      "El Saldo se recarga con tarjeta bancaria o con otros medios de pago disponibles en el sitio web. Todos los " +
        "precios se indican en dólares estadounidenses. Al comprar una Lección, su precio se descuenta del Saldo. " +
        "Las comisiones bancarias y de cambio de divisa se aplican según las condiciones del banco del Usuario.",
      "## 5. Acceso a las Lecciones compradas",
      "La Lección comprada aparece en el área personal del Usuario inmediatamente después del pago y permanece " +
        "disponible durante todo el tiempo de funcionamiento de la Plataforma. El acceso es personal: no puede " +
        "cederse a terceros, y está prohibido descargar, grabar o difundir la Lección.",
      "## 6. Reembolsos",
      "Dado que las Lecciones son contenido digital que se suministra de inmediato, el pago de una Lección ya " +
        "visualizada no es reembolsable. Procede el reembolso si la Lección no puede reproducirse por motivos " +
        "técnicos imputables a la Plataforma o si su contenido no se corresponde claramente con la descripción. La " +
        "solicitud se envía a través del formulario de contacto en un plazo de 14 días desde la compra. Los fondos " +
        "no utilizados del Saldo pueden reembolsarse previa solicitud, descontadas las comisiones de los sistemas " +
        "de pago.",
      "## 7. Derechos y obligaciones de los Profesionales",
      "Los Profesionales y Docentes garantizan que son titulares de los derechos sobre los materiales publicados, " +
        "que la información sobre su cualificación es veraz y que sus Lecciones no infringen la ley ni los " +
        "derechos de terceros. El Docente recibe el precio de cada Lección vendida menos la comisión de la " +
        "Plataforma, cuyo importe se indica en el área personal.",
      "## 8. Derechos y obligaciones de la Plataforma",
      "La Plataforma garantiza el funcionamiento del sitio web, la conservación de las Lecciones compradas y la " +
        "atención a los usuarios. La Plataforma puede revisar, rechazar o retirar los materiales que incumplan las " +
        "presentes Condiciones, suspender una cuenta en caso de incumplimiento y modificar las Condiciones " +
        "publicando la nueva versión en el sitio web.",
      "## 9. Propiedad intelectual",
      "Los derechos exclusivos sobre las Lecciones pertenecen a sus autores; los derechos sobre el diseño, el " +
        "software y la marca Maistry pertenecen a la Plataforma. La compra de una Lección otorga al Usuario " +
        "únicamente un derecho no exclusivo de visualización para uso personal.",
      "## 10. Datos personales",
      "La Plataforma trata los datos personales de los Usuarios exclusivamente para prestar sus servicios y de " +
        "conformidad con la normativa aplicable en materia de protección de datos. Los datos no se ceden a " +
        "terceros, salvo a los proveedores de pago y en los casos previstos por la ley.",
      "## 11. Responsabilidad",
      "La Plataforma no se hace responsable de los resultados de aplicar las técnicas mostradas en las Lecciones, " +
        "de la calidad de la conexión a internet del Usuario ni de las interrupciones debidas a circunstancias " +
        "ajenas a su control. Las Lecciones tienen carácter formativo y no sustituyen la formación profesional " +
        "oficial cuando la ley la exige.",
      "## 12. Resolución de conflictos",
      "Los conflictos se resuelven mediante negociación. Las reclamaciones se envían al correo electrónico de la " +
        "Plataforma y se atienden en un plazo de 14 días. Si no se alcanza un acuerdo, el conflicto se resolverá " +
        "conforme a la legislación aplicable.",
      "## 13. Contacto",
      "Maistry, correo electrónico: hello@maistry.app, teléfono: +380 44 123 45 67.",
    ),
  },
};

const pageTexts: Record<Locale, PageTexts> = {
  uk: pagesUk,
  ru: pagesRu,
  en: pagesEn,
  pl: pagesPl,
  fr: pagesFr,
  it: pagesIt,
  de: pagesDe,
  es: pagesEs,
};

const translate = (pick: (texts: PageTexts) => string): Translated => ({
  uk: pick(pageTexts.uk),
  ru: pick(pageTexts.ru),
  en: pick(pageTexts.en),
  pl: pick(pageTexts.pl),
  fr: pick(pageTexts.fr),
  it: pick(pageTexts.it),
  de: pick(pageTexts.de),
  es: pick(pageTexts.es),
});

export const pages: SeedPage[] = PAGE_SLUGS.map((slug) => ({
  slug,
  name: translate((texts) => texts[slug].name),
  body: translate((texts) => texts[slug].body),
}));
