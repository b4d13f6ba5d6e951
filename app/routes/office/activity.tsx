import { Form, Link, useActionData, useNavigate } from "react-router";
import { formActions } from "~/components/office/form-grid.css";
import { OfficeSection } from "~/components/office/section";
import { ActivityForm, activityValues } from "~/components/office-profile/activity-form";
import { filledButton, outlineButton } from "~/components/ui/button.css";
import { Dialog } from "~/components/ui/dialog";
import * as dialogStyles from "~/components/ui/dialog.css";
import { SubmitButton } from "~/components/ui/submit-button";
import { formValues } from "~/forms/form-data";
import { useLocalizedHref } from "~/i18n/use-locale";
import { useT } from "~/i18n/use-t";
import { withDatabase } from "~/server/context.server";
import { readFormData } from "~/server/http/form-request.server";
import { notFound, redirectWithFlash, refused } from "~/server/http/responses.server";
import { deleteActivity, getActivity, updateActivity } from "~/server/office/activities.server";
import { requireUser } from "~/server/web/current-user.server";
import type { Route } from "./+types/activity";
import * as styles from "./activities.css";

const LIST = "/personal-info/activities";

/** The activity's id from the URL; anything but digits is not found. */
function activityId(id: string | undefined): number {
  if (!id || !/^\d{1,10}$/.test(id)) notFound();
  return Number(id);
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const user = requireUser(context, request);
  const id = activityId(params.id);
  return withDatabase(context, async (db) => {
    const activity = await getActivity(db, { id: user.id, isStaff: user.isStaff }, id);
    if (!activity) notFound();
    // `?delete`: the confirmation, rendered open by the server (a confirm step without JS).
    return { activity, confirmDelete: new URL(request.url).searchParams.has("delete") };
  });
}

/** Saves the activity, or deletes it (`intent=delete`); someone else's id is a 404, nothing changes. */
export async function action({ request, context, params }: Route.ActionArgs) {
  const user = requireUser(context, request);
  const id = activityId(params.id);
  const values = formValues(await readFormData(request));
  const actor = { id: user.id, isStaff: user.isStaff };
  return withDatabase(context, async (db) => {
    if (values.intent === "delete") {
      if (!(await deleteActivity(db, actor, id))) notFound();
      return redirectWithFlash(context, request, LIST, "officeProfile.flash.activityDeleted");
    }
    const result = await updateActivity(db, actor, id, values);
    if (!result) notFound();
    if (!result.ok) return refused(result.errors, values);
    return redirectWithFlash(context, request, LIST, "officeProfile.flash.saved");
  });
}

export default function ActivityPage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const href = useLocalizedHref();
  const navigate = useNavigate();
  const failure = useActionData<typeof action>();
  const { activity, confirmDelete } = loaderData;
  const name = activity.position || activity.organisation || activity.event;

  return (
    <OfficeSection
      title={t("officeProfile.activity.title")}
      lead={t(`officeProfile.activities.kinds.${activity.kind}`)}
      actions={
        <Link to={href(LIST)} className={styles.edit}>
          {t("officeProfile.activity.back")}
        </Link>
      }
    >
      <ActivityForm
        id="activity-edit"
        values={failure?.values ?? activityValues(activity)}
        serverErrors={failure?.errors}
        actions={
          <div className={formActions}>
            <Link to="?delete=1" preventScrollReset className={styles.remove}>
              {t("officeProfile.common.delete")}
            </Link>
            <SubmitButton>{t("officeProfile.common.save")}</SubmitButton>
          </div>
        }
      />
      {confirmDelete ? (
        <Dialog
          tone="confirm"
          id="delete-activity-dialog"
          title={t("officeProfile.activity.deleteTitle")}
          onCancel={() => navigate(".", { preventScrollReset: true, replace: true })}
          cancel={
            <Link to="." preventScrollReset replace className={outlineButton}>
              {t("officeProfile.common.cancel")}
            </Link>
          }
          confirm={
            <Form method="post" className={dialogStyles.actionForm}>
              <input type="hidden" name="intent" value="delete" />
              <button type="submit" className={filledButton}>
                {t("officeProfile.activity.deleteConfirm")}
              </button>
            </Form>
          }
        >
          <p>{t("officeProfile.activity.deleteText", { name })}</p>
        </Dialog>
      ) : null}
    </OfficeSection>
  );
}
