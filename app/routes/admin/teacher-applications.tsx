import { redirect, useActionData, useLocation } from "react-router";
import { adminMeta } from "~/admin/meta";
import { AdminHeading } from "~/components/admin/admin-heading";
import {
  type DecisionFailure,
  DoneNotice,
  QueueCard,
  QueueSections,
} from "~/components/admin/application-queue";
import * as styles from "~/components/admin/applications.css";
import { decisionSchema } from "~/forms/applications";
import { parseForm } from "~/forms/parse-form";
import { localizePath } from "~/i18n/locales";
import { useT } from "~/i18n/use-t";
import { decideTeacherApplication, listTeacherApplications } from "~/server/applications/teacher.server";
import { getLocale, getServices, publicOrigin, withDatabase } from "~/server/context.server";
import { readFormData } from "~/server/http/form-request.server";
import { refused } from "~/server/http/responses.server";
import { requireStaff } from "~/server/web/current-user.server";
import type { Route } from "./+types/teacher-applications";

export async function loader({ context }: Route.LoaderArgs) {
  return { items: await withDatabase(context, (db) => listTeacherApplications(db)) };
}

const STATUS_CODES = { forbidden: 404, notFound: 404, decided: 409, invalid: 400 } as const;

/** Approve (the user becomes a teacher) or reject (a note is required) one application. */
export async function action({ request, context }: Route.ActionArgs) {
  const staff = requireStaff(context);
  const services = getServices(context);
  const form = await readFormData(request);
  const parsed = parseForm(decisionSchema, form);
  const id = Number(form.get("id")) || 0;
  if (!parsed.ok) return refused(parsed.errors, parsed.values, { id });
  return withDatabase(context, async (db) => {
    const result = await decideTeacherApplication(
      { db, mailer: services.mailer, logger: services.logger, origin: publicOrigin(services) },
      staff,
      parsed.data,
    );
    if (!result.ok)
      return refused(result.errors, parsed.values, { id }, { status: STATUS_CODES[result.reason] });
    const outcome = parsed.data.intent === "approve" ? "approved" : "rejected";
    return redirect(
      localizePath(getLocale(context), `/admin/teacher-applications?done=${id}&result=${outcome}`),
    );
  });
}

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, "teacherApplications");

/** Become-teacher applications: the pending ones first (oldest first), then the latest decided. */
export default function AdminTeacherApplications({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const failure = useActionData<typeof action>() as DecisionFailure | undefined;
  const { search } = useLocation();
  const pending = loaderData.items.filter((item) => item.status === "pending");
  const decided = loaderData.items.filter((item) => item.status !== "pending");
  const card = (item: (typeof loaderData.items)[number]) => (
    <QueueCard
      key={item.id}
      item={item}
      kind="teacher"
      failure={failure}
      decisionText={t(
        item.status === "approved"
          ? "admin.teacherApplications.approved"
          : "admin.teacherApplications.rejected",
      )}
    >
      <div>
        <dt>{t("admin.teacherApplications.experience")}</dt>
        <dd>{item.experience}</dd>
      </div>
      <div>
        <dt>{t("admin.teacherApplications.motivation")}</dt>
        <dd>{item.motivation}</dd>
      </div>
      {item.links.length > 0 ? (
        <div className={styles.wide}>
          <dt>{t("admin.teacherApplications.links")}</dt>
          <dd>
            <ul className={styles.links}>
              {item.links.map((link) => (
                <li key={link}>
                  <a href={link} target="_blank" rel="noreferrer nofollow">
                    {link}
                  </a>
                </li>
              ))}
            </ul>
          </dd>
        </div>
      ) : null}
    </QueueCard>
  );
  return (
    <>
      <AdminHeading title={t("admin.teacherApplications.title")} lead={t("admin.teacherApplications.lead")} />
      <DoneNotice search={search} kind="teacher" />
      <QueueSections
        pending={pending}
        decided={decided}
        card={card}
        nothingWaits={t("admin.teacherApplications.nothingWaits")}
      />
    </>
  );
}
