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
import * as fieldStyles from "~/components/ui/field.css";
import { decisionSchema, grantedLevel } from "~/forms/applications";
import { QUALIFICATION_LEVELS } from "~/forms/applications-limits";
import { parseForm } from "~/forms/parse-form";
import { localizePath } from "~/i18n/locales";
import { useT } from "~/i18n/use-t";
import {
  decideQualificationRequest,
  listQualificationRequests,
} from "~/server/applications/qualification.server";
import { getLocale, getServices, publicOrigin, withDatabase } from "~/server/context.server";
import { readFormData } from "~/server/http/form-request.server";
import { refused } from "~/server/http/responses.server";
import { requireStaff } from "~/server/web/current-user.server";
import type { Route } from "./+types/qualification-requests";

export async function loader({ context }: Route.LoaderArgs) {
  return { items: await withDatabase(context, (db) => listQualificationRequests(db, getLocale(context))) };
}

const STATUS_CODES = { forbidden: 404, notFound: 404, decided: 409, invalid: 400 } as const;

/** Grant a level 1–6 (the profile's qualification level becomes it) or reject with a note. */
export async function action({ request, context }: Route.ActionArgs) {
  const staff = requireStaff(context);
  const services = getServices(context);
  const form = await readFormData(request);
  const parsed = parseForm(decisionSchema, form);
  const id = Number(form.get("id")) || 0;
  if (!parsed.ok) return refused(parsed.errors, parsed.values, { id });
  const level = grantedLevel(parsed.data.level);
  if (parsed.data.intent === "approve" && level === null)
    return refused({ level: "admin.applications.errors.chooseLevel" }, parsed.values, { id });
  return withDatabase(context, async (db) => {
    const result = await decideQualificationRequest(
      { db, mailer: services.mailer, logger: services.logger, origin: publicOrigin(services) },
      staff,
      { ...parsed.data, level },
    );
    if (!result.ok)
      return refused(result.errors, parsed.values, { id }, { status: STATUS_CODES[result.reason] });
    const outcome = parsed.data.intent === "approve" ? "approved" : "rejected";
    return redirect(
      localizePath(getLocale(context), `/admin/qualification-requests?done=${id}&result=${outcome}`),
    );
  });
}

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, "qualificationRequests");

/** Proof-of-qualification requests: the pending ones first (oldest first), then the latest decided. */
export default function AdminQualificationRequests({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const failure = useActionData<typeof action>() as DecisionFailure | undefined;
  const { search } = useLocation();
  const pending = loaderData.items.filter((item) => item.status === "pending");
  const decided = loaderData.items.filter((item) => item.status !== "pending");
  const card = (item: (typeof loaderData.items)[number]) => {
    const mine = failure?.id === item.id ? failure : undefined;
    const levelId = `level-${item.id}`;
    return (
      <QueueCard
        key={item.id}
        item={item}
        kind="qualification"
        failure={failure}
        decisionText={t(
          item.status === "approved"
            ? "admin.qualificationRequests.approved"
            : "admin.qualificationRequests.rejected",
          { level: item.grantedLevel, requested: item.requestedLevel },
        )}
        extraField={
          <div className={fieldStyles.field} data-invalid={mine?.errors.level ? "" : undefined}>
            <label htmlFor={levelId} className={fieldStyles.label}>
              {t("admin.qualificationRequests.levelToGrant")}
            </label>
            <select
              id={levelId}
              name="level"
              className={fieldStyles.input}
              defaultValue={mine?.values.level ?? String(item.requestedLevel)}
              aria-invalid={mine?.errors.level ? true : undefined}
            >
              {QUALIFICATION_LEVELS.map((level) => (
                <option key={level} value={level}>
                  {t(
                    level === item.requestedLevel
                      ? "admin.qualificationRequests.levelAskedFor"
                      : "admin.qualificationRequests.level",
                    { level, name: t(`levels.${level}`) },
                  )}
                </option>
              ))}
            </select>
            {mine?.errors.level ? (
              <p className={fieldStyles.error} role="alert">
                {t(mine.errors.level)}
              </p>
            ) : null}
          </div>
        }
      >
        <div>
          <dt>{t("admin.qualificationRequests.requested")}</dt>
          <dd>
            {t(
              item.user.level
                ? "admin.qualificationRequests.requestedLevel"
                : "admin.qualificationRequests.requestedFirstLevel",
              {
                level: item.requestedLevel,
                name: t(`levels.${item.requestedLevel}`),
                current: item.user.level,
              },
            )}
          </dd>
        </div>
        <div>
          <dt>{t("admin.qualificationRequests.specialization")}</dt>
          <dd>{[item.category, item.specialization].filter(Boolean).join(" · ") || "—"}</dd>
        </div>
        <div className={styles.wide}>
          <dt>{t("admin.qualificationRequests.description")}</dt>
          <dd>{item.description}</dd>
        </div>
      </QueueCard>
    );
  };
  return (
    <>
      <AdminHeading
        title={t("admin.qualificationRequests.title")}
        lead={t("admin.qualificationRequests.lead")}
      />
      <DoneNotice search={search} kind="qualification" />
      <QueueSections
        pending={pending}
        decided={decided}
        card={card}
        nothingWaits={t("admin.qualificationRequests.nothingWaits")}
      />
    </>
  );
}
