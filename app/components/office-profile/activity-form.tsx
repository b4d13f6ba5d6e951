import { Form } from "react-router";
import { formGrid, fullRow } from "~/components/office/form-grid.css";
import { Field } from "~/components/ui/field";
import type { FieldErrors } from "~/forms/form-data";
import { ACTIVITY_DESCRIPTION_MAX, ACTIVITY_KIND_NAMES } from "~/forms/office-profile-limits";
import { useValidatedForm } from "~/forms/use-validated-form";
import { useT } from "~/i18n/use-t";
import { TextAreaField } from "./fields";
import * as styles from "./fields.css";

const loadActivitySchema = () => import("~/forms/office-profile").then((module) => module.activitySchema);

/** The fields of a professional activity (SPEC §3) and the form's buttons; add and edit share it. */
export function ActivityForm({
  id,
  values,
  serverErrors,
  actions,
}: {
  id: string;
  values: Record<string, string>;
  serverErrors?: FieldErrors;
  /** The submit button and any other action at the end of the form. */
  actions: React.ReactNode;
}) {
  const t = useT();
  const { errors, onBlur, onSubmit } = useValidatedForm(loadActivitySchema, serverErrors);
  return (
    <Form
      method="post"
      noValidate
      id={id}
      className={styles.activityForm}
      onBlur={onBlur}
      onSubmit={onSubmit}
    >
      <div className={formGrid}>
        <div className={fullRow}>
          <Field
            name="kind"
            label={t("officeProfile.activities.kind")}
            placeholder={t("officeProfile.activities.chooseKind")}
            options={ACTIVITY_KIND_NAMES.map((kind) => ({
              value: kind,
              label: t(`officeProfile.activities.kinds.${kind}`),
            }))}
            defaultValue={values.kind ?? ""}
            error={errors.kind}
            required
          />
        </div>
        <Field
          name="position"
          label={t("officeProfile.activities.position")}
          defaultValue={values.position}
          error={errors.position}
          hint={t("officeProfile.activities.positionHint")}
        />
        <Field
          name="organisation"
          label={t("officeProfile.activities.organisation")}
          defaultValue={values.organisation}
          error={errors.organisation}
          hint={t("officeProfile.activities.organisationHint")}
        />
        <Field
          name="event"
          label={t("officeProfile.activities.event")}
          defaultValue={values.event}
          error={errors.event}
          hint={t("officeProfile.activities.eventHint")}
        />
        <Field
          name="year"
          label={t("officeProfile.activities.year")}
          inputMode="numeric"
          autoComplete="off"
          maxLength={4}
          defaultValue={values.year}
          error={errors.year}
          hint={t("officeProfile.activities.yearHint")}
        />
        <div className={fullRow}>
          <TextAreaField
            name="description"
            label={t("officeProfile.activities.description")}
            defaultValue={values.description}
            error={errors.description}
            max={ACTIVITY_DESCRIPTION_MAX}
            rows={4}
          />
        </div>
      </div>
      {actions}
    </Form>
  );
}

/** An activity's stored values as form values. */
export function activityValues(activity: {
  kind: string;
  position: string;
  organisation: string;
  event: string;
  year: number | null;
  description: string;
}): Record<string, string> {
  return {
    kind: activity.kind,
    position: activity.position,
    organisation: activity.organisation,
    event: activity.event,
    year: activity.year === null ? "" : String(activity.year),
    description: activity.description,
  };
}
