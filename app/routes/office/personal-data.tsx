import { Form, Link, useActionData } from "react-router";
import { imageSrc, imageSrcSet } from "~/catalog/image-urls";
import type { ImageRef } from "~/catalog/types";
import { fieldset, fieldsetTitle, formActions, formGrid, fullRow } from "~/components/office/form-grid.css";
import { OfficeSection } from "~/components/office/section";
import { TranslationsFields } from "~/components/office-items/translations-fields";
import { SpecializationFields, TextAreaField } from "~/components/office-profile/fields";
import * as fieldsStyles from "~/components/office-profile/fields.css";
import { COUNTRY_FIELD, NameFields, PhoneField, PlaceFields } from "~/components/ui/account-fields";
import { CheckboxField, Field } from "~/components/ui/field";
import { Icon } from "~/components/ui/icon";
import { RoleField } from "~/components/ui/role-field";
import { SubmitButton } from "~/components/ui/submit-button";
import { UploadField } from "~/components/ui/upload-field";
import { fieldErrors, formValues } from "~/forms/form-data";
import {
  LEARNER_FIELD_NAMES,
  learnerDataSchema,
  PERSONAL_FIELD_NAMES,
  personalDataSchema,
} from "~/forms/office-profile";
import { SHORT_DESCRIPTION_MAX } from "~/forms/office-profile-limits";
import { safeParseText } from "~/forms/safe-parse-text";
import { useValidatedForm } from "~/forms/use-validated-form";
import { LOCALE_NAMES, LOCALES } from "~/i18n/locales";
import { useLocalizedHref } from "~/i18n/use-locale";
import { useT } from "~/i18n/use-t";
import { ownPagePath } from "~/server/auth/session.server";
import { roleOf } from "~/server/auth/users.server";
import { translationsOfProfile } from "~/server/catalog/profile-translations.server";
import { getLocale, getServices, withDatabase } from "~/server/context.server";
import { cityName } from "~/server/geo/city-names.server";
import { countryOptions } from "~/server/geo/countries.server";
import { notFound, redirectWithFlash, refused } from "~/server/http/responses.server";
import { keepOutOfHydration } from "~/server/http/server-drawn.server";
import { parseUploadForm, pendingUploads, uploadDeps } from "~/server/media/uploads.server";
import {
  type ListingField,
  officeProfile,
  saveProfile,
  specializationOptions,
  updatePersonalData,
} from "~/server/office/profile.server";
import { requireUser } from "~/server/web/current-user.server";
import { translationFormAction } from "~/server/web/translation-forms.server";
import type { Route } from "./+types/personal-data";
import * as styles from "./personal-data.css";

const loadPersonalDataSchema = () =>
  import("~/forms/office-profile").then((module) => module.personalDataSchema);
const loadLearnerDataSchema = () =>
  import("~/forms/office-profile").then((module) => module.learnerDataSchema);

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = requireUser(context, request);
  const locale = getLocale(context);
  return withDatabase(context, async (db) => {
    const [profile, groups, translations] = await Promise.all([
      officeProfile(db, user.id),
      specializationOptions(db, locale),
      translationsOfProfile(db, user.id),
    ]);
    if (!profile) notFound();
    // The field shows the city in the page's language; the action takes any language back to the stored name.
    const shown = { ...profile, city: cityName(profile.city, profile.country, locale) };
    return {
      profile: shown,
      groups,
      countries: keepOutOfHydration(context, COUNTRY_FIELD, countryOptions(locale)),
      ownPage: ownPagePath(user),
      role: roleOf(user),
      translations,
      translate: new URL(request.url).searchParams.get("translate"),
    };
  });
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = requireUser(context, request);
  const deps = uploadDeps(getServices(context));
  return withDatabase(context, async (db) => {
    // The "about" text in other languages (decision 050): its own form, posted to `?translations`.
    if (new URL(request.url).searchParams.has("translations")) {
      return translationFormAction(
        context,
        request,
        db,
        { kind: "profile", userId: user.id },
        "/personal-info",
      );
    }
    const { form, uploadErrors } = await parseUploadForm(request, deps, user.id, { avatar: "avatar" });
    const values = formValues(form);
    if (values.intent === "role") {
      // "Learner or master?" (decision 037), its own small form on this page.
      const result = await saveProfile(deps, user, { role: values.role ?? "" });
      if (!result.ok) return refused(result.errors, values, { kept: [] });
      return redirectWithFlash(context, request, "/personal-info", "officeProfile.flash.saved");
    }
    // A learner's form has no master fields, and none is required of them (decision 037).
    const master = roleOf(user) === "master";
    const schema = master ? personalDataSchema : learnerDataSchema;
    const names: readonly string[] = master ? PERSONAL_FIELD_NAMES : LEARNER_FIELD_NAMES;
    // The newest of the kept or newly chosen photos (the field takes one).
    const avatarIds = form.getAll("avatar").map(String).filter(Boolean);
    const avatar = avatarIds.at(-1);
    const keptAvatar = async () => pendingUploads(db, user.id, avatar ? [Number(avatar)] : []);
    if (Object.keys(uploadErrors).length > 0) {
      // The photo was refused: nothing is saved; the other fields are checked so all is said at once.
      const checked = safeParseText(schema, values);
      const errors = checked.success ? {} : fieldErrors(checked.error);
      return refused({ ...errors, ...uploadErrors }, values, { kept: await keptAvatar() });
    }
    const personal = Object.fromEntries(names.map((name) => [name, values[name] ?? ""]));
    const result = await updatePersonalData(deps, user, {
      personal,
      avatar,
      removeAvatar: values.removeAvatar === "on",
    });
    if (!result.ok) return refused(result.errors, values, { kept: await keptAvatar() });
    return redirectWithFlash(context, request, "/personal-info", "officeProfile.flash.saved");
  });
}

const TRANSLATION_FORM = "profile-translations-form";

export default function PersonalData({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { profile, groups, countries } = loaderData;
  const data = useActionData<typeof action>();
  const translationFailure = data && "translation" in data ? data.translation : undefined;
  const answer = data && "translation" in data ? undefined : data;
  // The role form's answer is for the role form only.
  const roleFailure = answer?.values?.intent === "role" ? answer : undefined;
  const failure = roleFailure ? undefined : answer;
  const master = loaderData.role === "master";
  const { errors, onBlur, onSubmit } = useValidatedForm(
    master ? loadPersonalDataSchema : loadLearnerDataSchema,
    failure?.errors,
  );
  const values: Record<string, string> = failure?.values ?? {
    fullName: profile.fullName,
    username: profile.username,
    phone: profile.phone,
    country: profile.country,
    city: profile.city,
    shortDescription: profile.shortDescription,
    aboutLanguage: profile.aboutLanguage,
    category: profile.categoryId === null ? "" : String(profile.categoryId),
    specialization: profile.specializationId === null ? "" : String(profile.specializationId),
  };

  return (
    <OfficeSection
      title={t("officeProfile.personal.title")}
      lead={t(master ? "officeProfile.personal.lead" : "officeProfile.personal.leadLearner")}
    >
      {/* A learner is not told what keeps them out of the masters list (decision 037). */}
      {loaderData.role === "master" || profile.isListed ? (
        <ListingStatus listed={profile.isListed} missing={profile.missing} ownPage={loaderData.ownPage} />
      ) : null}
      <RoleForm current={loaderData.role} error={roleFailure?.errors.role} />
      <Form
        // Saved values (the city's canonical name, the phone in E.164) replace what was typed.
        key={JSON.stringify(profile)}
        method="post"
        encType="multipart/form-data"
        noValidate
        className={styles.form}
        onBlur={onBlur}
        onSubmit={onSubmit}
      >
        <fieldset className={fieldset}>
          <legend className={fieldsetTitle}>{t("officeProfile.personal.photoTitle")}</legend>
          <div className={styles.photoRow}>
            <Avatar image={profile.avatar} name={profile.fullName} />
            <div className={styles.photoFields}>
              <UploadField
                name="avatar"
                purpose="avatar"
                label={t("officeProfile.personal.avatar")}
                kept={failure?.kept ?? []}
                error={errors.avatar}
                hint={t("officeProfile.personal.avatarHint")}
              />
              {profile.avatar ? (
                <CheckboxField
                  name="removeAvatar"
                  label={t("officeProfile.personal.removeAvatar")}
                  defaultChecked={values.removeAvatar === "on"}
                />
              ) : null}
            </div>
          </div>
        </fieldset>

        <fieldset className={fieldset}>
          <legend className={fieldsetTitle}>{t("officeProfile.personal.aboutTitle")}</legend>
          <div className={formGrid}>
            <NameFields values={values} errors={errors} />
            <PhoneField defaultValue={values.phone} error={errors.phone} />
            <div className={styles.readOnly}>
              <span className={styles.readOnlyLabel}>{t("auth.fields.email")}</span>
              <span className={styles.readOnlyValue}>{profile.email}</span>
              <span className={styles.readOnlyHint}>{t("officeProfile.personal.emailHint")}</span>
            </div>
          </div>
        </fieldset>

        <fieldset className={fieldset}>
          <legend className={fieldsetTitle}>
            {t(master ? "officeProfile.personal.placeTitle" : "officeProfile.personal.placeTitleLearner")}
          </legend>
          <div className={formGrid}>
            <PlaceFields countries={countries} values={values} errors={errors} />
          </div>
        </fieldset>

        {master ? (
          <fieldset className={fieldset}>
            <legend className={fieldsetTitle}>{t("officeProfile.personal.workTitle")}</legend>
            <div className={formGrid}>
              <SpecializationFields
                groups={groups}
                category={values.category ?? ""}
                specialization={values.specialization ?? ""}
                errors={{ category: errors.category, specialization: errors.specialization }}
              />
              <div className={fullRow}>
                <TextAreaField
                  name="shortDescription"
                  label={t("officeProfile.personal.shortDescription")}
                  hint={t("officeProfile.personal.shortDescriptionHint")}
                  defaultValue={values.shortDescription}
                  error={errors.shortDescription}
                  max={SHORT_DESCRIPTION_MAX}
                  required
                />
              </div>
              <Field
                name="aboutLanguage"
                label={t("translations.profileLanguage")}
                placeholder={t("translations.profileLanguage")}
                options={LOCALES.map((language) => ({ value: language, label: LOCALE_NAMES[language] }))}
                defaultValue={values.aboutLanguage || profile.aboutLanguage}
                error={errors.aboutLanguage}
              />
            </div>
          </fieldset>
        ) : null}

        <div className={formActions}>
          <SubmitButton>{t("officeProfile.common.save")}</SubmitButton>
        </div>
      </Form>
      {master && profile.shortDescription ? (
        <Form
          id={TRANSLATION_FORM}
          method="post"
          // The page is the office's index route: a POST needs `?index` to reach this action.
          action="?index&translations"
          noValidate
          className={styles.translations}
        >
          <TranslationsFields
            original={profile.aboutLanguage}
            saved={loaderData.translations}
            selected={loaderData.translate}
            failure={translationFailure}
            form={TRANSLATION_FORM}
            withTitle={false}
            limits={{ about: SHORT_DESCRIPTION_MAX }}
          />
        </Form>
      ) : null}
    </OfficeSection>
  );
}

/** "Learner or master?" (decision 037): only a master is asked to fill the master profile. */
function RoleForm({ current, error }: { current: string; error?: string }) {
  const t = useT();
  return (
    <Form method="post" className={styles.roleForm}>
      <input type="hidden" name="intent" value="role" />
      <RoleField
        defaultValue={current}
        error={error}
        legend={t("officeProfile.role.title")}
        legendClassName={fieldsetTitle}
        hint={t("officeProfile.role.lead")}
      />
      <div className={styles.roleActions}>
        <SubmitButton>{t("officeProfile.role.save")}</SubmitButton>
      </div>
    </Form>
  );
}

function Avatar({ image, name }: { image: ImageRef | null; name: string }) {
  const t = useT();
  if (!image) {
    return (
      <div className={styles.avatarEmpty} role="img" aria-label={t("officeProfile.personal.noAvatar")}>
        <Icon name="user" size={40} />
      </div>
    );
  }
  return (
    <img
      className={styles.avatar}
      src={imageSrc(image)}
      srcSet={imageSrcSet(image)}
      sizes="112px"
      width={112}
      height={112}
      alt={t("officeProfile.personal.currentAvatar", { name })}
    />
  );
}

/** Whether the master is in the masters list now, and if not, what is still missing. */
function ListingStatus({
  listed,
  missing,
  ownPage,
}: {
  listed: boolean;
  missing: ListingField[];
  ownPage: string;
}) {
  const t = useT();
  const href = useLocalizedHref();
  return (
    <div className={fieldsStyles.listing} data-listed={listed} role="status">
      <span className={fieldsStyles.listingIcon}>
        <Icon name={listed ? "check" : "eye"} size={22} />
      </span>
      <div className={fieldsStyles.listingText}>
        <p className={fieldsStyles.listingTitle}>
          {t(listed ? "officeProfile.listing.listed" : "officeProfile.listing.notListed")}
        </p>
        <p className={fieldsStyles.listingMeta}>
          {listed
            ? t("officeProfile.listing.listedHint")
            : t("officeProfile.listing.missing", {
                fields: missing.map((field) => t(`officeProfile.listing.fields.${field}`)).join(", "),
              })}
        </p>
        {listed ? (
          <Link to={href(ownPage)} className={fieldsStyles.listingLink}>
            {t("officeProfile.listing.seePage")}
          </Link>
        ) : null}
      </div>
    </div>
  );
}
