import type { CompletionPart } from "~/office/types";

export type OfficeSectionKey =
  | "personal"
  | "socials"
  | "brands"
  | "activities"
  | "portfolio"
  | "certificates"
  | "lessons"
  | "coupons";

export interface OfficeSectionLink {
  key: OfficeSectionKey;
  /** Unlocalized path. */
  path: string;
  icon: string;
  /** The completion part this section fills, if any. */
  part: CompletionPart | null;
  /** A master's work (decision 037): not in a learner's navigation unless they are in it. */
  masterOnly: boolean;
}

/** The office's sections in navigation order (DESIGN "Routes": one form per section). */
export const OFFICE_SECTIONS: readonly OfficeSectionLink[] = [
  { key: "personal", path: "/personal-info", icon: "id", part: "personal", masterOnly: false },
  { key: "socials", path: "/personal-info/socials", icon: "share", part: null, masterOnly: false },
  { key: "brands", path: "/personal-info/brands", icon: "tag", part: null, masterOnly: true },
  {
    key: "activities",
    path: "/personal-info/activities",
    icon: "briefcase",
    part: "activities",
    masterOnly: true,
  },
  { key: "portfolio", path: "/personal-info/portfolio", icon: "image", part: "portfolio", masterOnly: true },
  {
    key: "certificates",
    path: "/personal-info/certificates",
    icon: "award",
    part: "certificates",
    masterOnly: true,
  },
  { key: "lessons", path: "/personal-info/lessons", icon: "play", part: "lessons", masterOnly: true },
  { key: "coupons", path: "/personal-info/coupons", icon: "tag", part: null, masterOnly: true },
];

/** The sections `master` (or not) sees; the open one is always among them. */
export const sectionsFor = (master: boolean, active: ActiveSection): OfficeSectionLink[] =>
  OFFICE_SECTIONS.filter((section) => master || !section.masterOnly || section.key === active.section.key);

/** The office section a completion part is filled in. */
export const PART_PATHS: Record<CompletionPart, string> = {
  personal: "/personal-info",
  activities: "/personal-info/activities",
  portfolio: "/personal-info/portfolio",
  certificates: "/personal-info/certificates",
  lessons: "/personal-info/lessons",
};

export interface ActiveSection {
  section: OfficeSectionLink;
  /** What is open inside the section: its list itself, a new item, or an item being edited. */
  page: "section" | "new" | "item";
}

/**
 * Which section an office path (without its locale prefix) belongs to, and whether it is the
 * section itself or an item inside it (`/personal-info/lessons/new`, `/personal-info/portfolio/7`).
 * Anything else under `/personal-info` counts as the personal data.
 */
export function activeSection(path: string): ActiveSection {
  const rest = path.replace(/^\/personal-info\/?/, "").replace(/\/+$/, "");
  const [first = "", second] = rest.split("/");
  const section =
    OFFICE_SECTIONS.find((candidate) => candidate.key !== "personal" && candidate.key === first) ??
    (OFFICE_SECTIONS[0] as OfficeSectionLink);
  if (section.key === "personal" || second === undefined || second === "")
    return { section, page: "section" };
  return { section, page: second === "new" ? "new" : "item" };
}
