import type { IconName } from "~/components/ui/icon";

/** The back-office's sections, in the order of its menu (English only: DESIGN allows it). */
export const ADMIN_SECTIONS = [
  { path: "/admin", label: "Overview", icon: "sparkle", count: null },
  { path: "/admin/messages", label: "Messages", icon: "mail", count: "openMessages" },
  {
    path: "/admin/teacher-applications",
    label: "Teacher applications",
    icon: "award",
    count: "teacherApplications",
  },
  {
    path: "/admin/qualification-requests",
    label: "Qualification requests",
    icon: "id",
    count: "qualificationRequests",
  },
  { path: "/admin/users", label: "Users", icon: "user", count: null },
  { path: "/admin/lessons", label: "Lessons", icon: "play", count: null },
  { path: "/admin/categories", label: "Categories", icon: "tag", count: null },
  { path: "/admin/pages", label: "Pages", icon: "briefcase", count: null },
  { path: "/admin/footer", label: "Footer links", icon: "share", count: null },
  { path: "/admin/brands", label: "Brands", icon: "bulb", count: null },
  { path: "/admin/audit", label: "Audit log", icon: "receipt", count: null },
] as const satisfies readonly { path: string; label: string; icon: IconName; count: string | null }[];

export type AdminCountKey = NonNullable<(typeof ADMIN_SECTIONS)[number]["count"]>;
export type AdminCounts = Record<AdminCountKey, number> & { unsentMail: number };

/** The section a path is in: the longest section path that starts it. */
export function activeAdminSection(path: string) {
  const matches = ADMIN_SECTIONS.filter(
    (section) => path === section.path || (section.path !== "/admin" && path.startsWith(`${section.path}/`)),
  );
  return matches.at(-1) ?? ADMIN_SECTIONS[0];
}
