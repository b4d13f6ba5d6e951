/** The shapes the root loader hands to the shell (kept free of server imports). */
export interface ShellSubCategory {
  id: number;
  title: string;
  icon: string;
}
export interface ShellCategory extends ShellSubCategory {
  subCategories: ShellSubCategory[];
}
export interface ShellPageName {
  slug: string;
  name: string;
}
export interface ShellFooter {
  instagramUrl: string;
  facebookUrl: string;
  tiktokUrl: string;
  youtubeUrl: string;
}

export type SocialNetwork = "instagram" | "facebook" | "tiktok" | "youtube";

/** Each network's generic home page, used when the footer URL is empty (SPEC §3). */
export const SOCIAL_HOME: Record<SocialNetwork, string> = {
  instagram: "https://www.instagram.com/",
  facebook: "https://www.facebook.com/",
  tiktok: "https://www.tiktok.com/",
  youtube: "https://www.youtube.com/",
};

export function socialLinks(footer: ShellFooter | null): { network: SocialNetwork; url: string }[] {
  const configured: Record<SocialNetwork, string | undefined> = {
    instagram: footer?.instagramUrl,
    facebook: footer?.facebookUrl,
    tiktok: footer?.tiktokUrl,
    youtube: footer?.youtubeUrl,
  };
  return (Object.keys(SOCIAL_HOME) as SocialNetwork[]).map((network) => ({
    network,
    url: configured[network]?.trim() || SOCIAL_HOME[network],
  }));
}

/** The six header items in order, each titled from the page with that slug (SPEC §2 Shell). */
export const NAV_ITEMS = [
  { slug: "lessons", path: "/lessons?ordering=level" },
  { slug: "masters", path: "/masters?ordering=teacher" },
  { slug: "about", path: "/about-us" },
  { slug: "become-teacher", path: "/become-teacher" },
  { slug: "qualification-training", path: "/proof-of-qualification" },
  { slug: "contact", path: "/contact" },
] as const;

export type NavSlug = (typeof NAV_ITEMS)[number]["slug"];

export const lessonsInCategory = (id: number) => `/lessons?ordering=level&category=${id}`;
export const lessonsInSubCategory = (id: number) => `/lessons?ordering=level&subcategory=${id}`;
export const mastersInCategory = (id: number) => `/masters?ordering=master&category=${id}`;
export const mastersInSubCategory = (id: number) => `/masters?ordering=master&subcategory=${id}`;
