import type { IconName } from "~/components/ui/icon";

/** The back-office's sections, in the order of its menu; each `label` is `admin.nav.<label>`. */
export const ADMIN_SECTIONS = [
  { path: "/admin", label: "overview", icon: "sparkle", count: null },
  { path: "/admin/messages", label: "messages", icon: "mail", count: "openMessages" },
  {
    path: "/admin/teacher-applications",
    label: "teacherApplications",
    icon: "award",
    count: "teacherApplications",
  },
  {
    path: "/admin/qualification-requests",
    label: "qualificationRequests",
    icon: "id",
    count: "qualificationRequests",
  },
  { path: "/admin/users", label: "users", icon: "user", count: null },
  { path: "/admin/lessons", label: "lessons", icon: "play", count: null },
  { path: "/admin/categories", label: "categories", icon: "tag", count: null },
  { path: "/admin/pages", label: "pages", icon: "briefcase", count: null },
  { path: "/admin/footer", label: "footer", icon: "share", count: null },
  { path: "/admin/brands", label: "brands", icon: "bulb", count: null },
  { path: "/admin/payouts", label: "payouts", icon: "receipt", count: "payoutRequests" },
  { path: "/admin/audit", label: "audit", icon: "receipt", count: null },
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
