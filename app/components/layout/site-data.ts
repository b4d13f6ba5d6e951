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

/**
 * Whether the page at `pathname` is in the section a menu link `to` opens: that page or one below
 * it, letter case aside, the query ignored (what React Router's `<NavLink>` marks active).
 */
export function isCurrentSection(pathname: string, to: string): boolean {
  const section = (to.split(/[?#]/, 1)[0] ?? "").toLowerCase();
  const current = pathname.toLowerCase();
  if (current === section) return true;
  const base = section !== "/" && section.endsWith("/") ? section.slice(0, -1) : section;
  return current.startsWith(base) && current.charAt(base.length) === "/";
}

export const lessonsInCategory = (id: number) => `/lessons?ordering=level&category=${id}`;
export const lessonsInSubCategory = (id: number) => `/lessons?ordering=level&subcategory=${id}`;
export const mastersInCategory = (id: number) => `/masters?ordering=master&category=${id}`;
export const mastersInSubCategory = (id: number) => `/masters?ordering=master&subcategory=${id}`;
