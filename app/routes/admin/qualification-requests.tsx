import { redirect, useActionData, useLocation } from "react-router";
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
  return { items: await withDatabase(context, (db) => listQualificationRequests(db, "en")) };
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
    return refused({ level: "Choose a level from 1 to 6." }, parsed.values, { id });
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

/** Proof-of-qualification requests: the pending ones first (oldest first), then the latest decided. */
export default function AdminQualificationRequests({ loaderData }: Route.ComponentProps) {
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
        label="Qualification request"
        failure={failure}
        decisionText={
          item.status === "approved"
            ? `Approved: level ${item.grantedLevel} (asked for ${item.requestedLevel})`
            : `Rejected (asked for level ${item.requestedLevel})`
        }
        extraField={
          <div className={fieldStyles.field} data-invalid={mine?.errors.level ? "" : undefined}>
            <label htmlFor={levelId} className={fieldStyles.label}>
              Level to grant
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
                  Level {level}
                  {level === item.requestedLevel ? " (asked for)" : ""}
                </option>
              ))}
            </select>
            {mine?.errors.level ? (
              <p className={fieldStyles.error} role="alert">
                {mine.errors.level}
              </p>
            ) : null}
          </div>
        }
      >
        <div>
          <dt>Level asked for</dt>
          <dd>
            {item.requestedLevel} of 6{item.user.level ? ` (current: ${item.user.level})` : " (no level yet)"}
          </dd>
        </div>
        <div>
          <dt>Specialization</dt>
          <dd>{[item.category, item.specialization].filter(Boolean).join(" · ") || "—"}</dd>
        </div>
        <div className={styles.wide}>
          <dt>Description</dt>
          <dd>{item.description}</dd>
        </div>
      </QueueCard>
    );
  };
  return (
    <>
      <AdminHeading
        title="Qualification requests"
        lead="Check the certificates, then grant a level (the one asked for by default) or reject with a note. Either way the applicant gets an email."
      />
      <DoneNotice search={search} label="Qualification request" />
      <QueueSections
        pending={pending}
        decided={decided}
        card={card}
        nothingWaits="No request waits for a decision."
      />
    </>
  );
}
