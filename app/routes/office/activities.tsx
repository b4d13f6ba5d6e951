import { Link, useActionData } from "react-router";
import type { Activity } from "~/catalog/types";
import * as grid from "~/components/office/form-grid.css";
import { OfficeSection } from "~/components/office/section";
import { ActivityForm } from "~/components/office-profile/activity-form";
import { Icon } from "~/components/ui/icon";
import { SubmitButton } from "~/components/ui/submit-button";
import { formValues } from "~/forms/form-data";
import { ACTIVITY_KIND_NAMES } from "~/forms/office-profile-limits";
import { useLocalizedHref } from "~/i18n/use-locale";
import { useT } from "~/i18n/use-t";
import { withDatabase } from "~/server/context.server";
import { readFormData } from "~/server/http/form-request.server";
import { redirectWithFlash, refused } from "~/server/http/responses.server";
import { createActivity, listActivities } from "~/server/office/activities.server";
import { requireUser } from "~/server/web/current-user.server";
import type { Route } from "./+types/activities";
import * as styles from "./activities.css";

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = requireUser(context, request);
  return withDatabase(context, async (db) => ({ activities: await listActivities(db, user.id) }));
}

/** Adds an activity of the signed-in user. */
export async function action({ request, context }: Route.ActionArgs) {
  const user = requireUser(context, request);
  const values = formValues(await readFormData(request));
  return withDatabase(context, async (db) => {
    const result = await createActivity(db, { id: user.id, isStaff: user.isStaff }, values);
    if (!result.ok) return refused(result.errors, values);
    return redirectWithFlash(
      context,
      request,
      "/personal-info/activities",
      "officeProfile.flash.activityAdded",
    );
  });
}

export default function Activities({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const failure = useActionData<typeof action>();
  const { activities } = loaderData;
  const groups = ACTIVITY_KIND_NAMES.map((kind) => ({
    kind,
    items: activities.filter((activity) => activity.kind === kind),
  })).filter((group) => group.items.length > 0);

  return (
    <OfficeSection
      title={t("officeProfile.activities.title")}
      lead={t("officeProfile.activities.lead")}
      actions={
        activities.length > 0 ? (
          <a href="#add-activity" className={styles.addLink}>
            <Icon name="sparkle" size={18} aria-hidden="true" />
            {t("officeProfile.activities.add")}
          </a>
        ) : null
      }
    >
      {groups.length === 0 ? (
        <div className={grid.emptyBox}>
          <Icon name="award" size={36} aria-hidden="true" />
          <p>{t("officeProfile.activities.empty")}</p>
        </div>
      ) : (
        <div className={styles.groups}>
          {groups.map((group) => (
            <section key={group.kind} className={styles.group} aria-labelledby={`kind-${group.kind}`}>
              <h2 id={`kind-${group.kind}`} className={styles.groupTitle}>
                {t(`officeProfile.activities.kinds.${group.kind}`)}
                <span className={styles.groupCount}>{group.items.length}</span>
              </h2>
              <ul className={grid.itemList}>
                {group.items.map((activity) => (
                  <ActivityItem key={activity.id} activity={activity} />
                ))}
              </ul>
            </section>
          ))}
        </div>
      )}

      <section id="add-activity" className={styles.addSection} aria-labelledby="add-activity-title">
        <h2 id="add-activity-title" className={grid.fieldsetTitle}>
          {t("officeProfile.activities.addTitle")}
        </h2>
        <ActivityForm
          // A fresh, empty form after each added activity.
          key={activities.length}
          id="activity-new"
          values={failure?.values ?? {}}
          serverErrors={failure?.errors}
          actions={
            <div className={grid.formActions}>
              <SubmitButton>{t("officeProfile.activities.addSubmit")}</SubmitButton>
            </div>
          }
        />
      </section>
    </OfficeSection>
  );
}

function ActivityItem({ activity }: { activity: Activity }) {
  const t = useT();
  const href = useLocalizedHref();
  const [title, ...rest] = [activity.position, activity.organisation, activity.event].filter(Boolean);
  const meta = [...rest, activity.year === null ? "" : String(activity.year)].filter(Boolean);
  const path = `/personal-info/activities/${activity.id}`;
  return (
    <li className={grid.itemCard}>
      <div className={grid.itemBody}>
        <p className={grid.itemTitle}>{title}</p>
        {meta.length > 0 ? <p className={grid.itemMeta}>{meta.join(" · ")}</p> : null}
        {activity.description ? <p className={styles.description}>{activity.description}</p> : null}
      </div>
      <div className={grid.itemActions}>
        <Link
          to={href(path)}
          className={styles.edit}
          aria-label={t("officeProfile.activities.editNamed", { name: title })}
        >
          {t("officeProfile.common.edit")}
        </Link>
        <Link
          to={`${href(path)}?delete=1`}
          className={styles.remove}
          aria-label={t("officeProfile.activities.deleteNamed", { name: title })}
        >
          {t("officeProfile.common.delete")}
        </Link>
      </div>
    </li>
  );
}
