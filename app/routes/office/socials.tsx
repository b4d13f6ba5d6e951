import { data, Form, Link, useActionData, useNavigate } from "react-router";
import { formActions } from "~/components/office/form-grid.css";
import { OfficeSection } from "~/components/office/section";
import { filledButton, outlineButton } from "~/components/ui/button.css";
import { Dialog } from "~/components/ui/dialog";
import * as dialogStyles from "~/components/ui/dialog.css";
import { Field } from "~/components/ui/field";
import { Icon } from "~/components/ui/icon";
import { SubmitButton } from "~/components/ui/submit-button";
import { fieldErrors, formValues } from "~/forms/form-data";
import { socialsSchema, untieSchema } from "~/forms/office-profile";
import { SOCIAL_NETWORKS, type SocialNetwork } from "~/forms/office-profile-limits";
import { safeParseText } from "~/forms/safe-parse-text";
import { useValidatedForm } from "~/forms/use-validated-form";
import { useT } from "~/i18n/use-t";
import { getServices, withDatabase } from "~/server/context.server";
import { readFormData } from "~/server/http/form-request.server";
import { notFound, redirectWithFlash, refused } from "~/server/http/responses.server";
import { uploadDeps } from "~/server/media/uploads.server";
import { officeProfile, updateSocials } from "~/server/office/profile.server";
import { requireUser } from "~/server/web/current-user.server";
import type { Route } from "./+types/socials";
import * as styles from "./socials.css";

const loadSocialsSchema = () => import("~/forms/office-profile").then((module) => module.socialsSchema);

const isNetwork = (value: unknown): value is SocialNetwork =>
  typeof value === "string" && (SOCIAL_NETWORKS as readonly string[]).includes(value);

const ICONS: Record<SocialNetwork, string> = {
  instagram: "instagram",
  facebook: "facebook",
  tiktok: "tiktok",
  youtube: "youtube",
  website: "globe",
};

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = requireUser(context, request);
  return withDatabase(context, async (db) => {
    const profile = await officeProfile(db, user.id);
    if (!profile) notFound();
    // `?untie=<network>`: the confirmation, rendered open by the server (works without JS).
    const untie = new URL(request.url).searchParams.get("untie");
    return { socials: profile.socials, untie: isNetwork(untie) && profile.socials[untie] ? untie : null };
  });
}

/**
 * Saving the five links; a link that was there and is now empty is removed only once confirmed
 * (the answer asks first: `confirm`). `intent=untie` removes one link (the dialog's POST).
 */
export async function action({ request, context }: Route.ActionArgs) {
  const user = requireUser(context, request);
  const form = await readFormData(request);
  const values = formValues(form);
  const deps = uploadDeps(getServices(context));
  return withDatabase(context, async (db) => {
    if (values.intent === "untie") {
      const parsed = safeParseText(untieSchema, values);
      if (!parsed.success) return refused(fieldErrors(parsed.error), values);
      const result = await updateSocials(deps, user, { [parsed.data.network]: "" });
      if (!result.ok) return refused(result.errors, values);
      return redirectWithFlash(context, request, "/personal-info/socials", "officeProfile.flash.untied");
    }
    const parsed = safeParseText(socialsSchema, values);
    if (!parsed.success) return refused(fieldErrors(parsed.error), values);
    const profile = await officeProfile(db, user.id);
    if (!profile) notFound();
    const emptied = SOCIAL_NETWORKS.filter((network) => profile.socials[network] && !parsed.data[network]);
    if (emptied.length > 0 && values.confirmed !== "untie") {
      return data({ confirm: emptied, values, errors: {} as Record<string, string> });
    }
    const input = Object.fromEntries(SOCIAL_NETWORKS.map((network) => [network, values[network] ?? ""]));
    const result = await updateSocials(deps, user, input);
    if (!result.ok) return refused(result.errors, values);
    return redirectWithFlash(context, request, "/personal-info/socials", "officeProfile.flash.saved");
  });
}

export default function Socials({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const navigate = useNavigate();
  const { socials, untie } = loaderData;
  const answer = useActionData<typeof action>();
  const { errors, onBlur, onSubmit } = useValidatedForm(loadSocialsSchema, answer?.errors);
  const values: Record<string, string> = answer?.values ?? socials;
  const confirm = answer && "confirm" in answer ? (answer.confirm as SocialNetwork[]) : null;
  const networkName = (network: SocialNetwork) => t(`officeProfile.socials.networks.${network}`);

  return (
    <OfficeSection title={t("officeProfile.socials.title")} lead={t("officeProfile.socials.lead")}>
      <Form
        // Saved links (normalized by the server) replace what was typed.
        key={JSON.stringify(socials)}
        method="post"
        noValidate
        className={styles.form}
        onBlur={onBlur}
        onSubmit={onSubmit}
      >
        <ul className={styles.list}>
          {SOCIAL_NETWORKS.map((network) => (
            <li key={network} className={styles.row}>
              <span className={styles.icon} aria-hidden="true">
                <Icon name={ICONS[network]} size={22} />
              </span>
              <div className={styles.field}>
                <Field
                  name={network}
                  label={networkName(network)}
                  inputMode="url"
                  autoComplete="url"
                  spellCheck={false}
                  placeholder={t(`officeProfile.socials.placeholders.${network}`)}
                  defaultValue={values[network] ?? ""}
                  error={errors[network]}
                  hint={t(
                    network === "website"
                      ? "officeProfile.socials.websiteHint"
                      : "officeProfile.socials.hint",
                  )}
                />
              </div>
              {socials[network] ? (
                <div className={styles.rowActions}>
                  <a
                    className={styles.open}
                    href={socials[network]}
                    target="_blank"
                    rel="noopener noreferrer nofollow"
                  >
                    <Icon name="globe" size={18} aria-hidden="true" />
                    {t("officeProfile.socials.open")}
                  </a>
                  <Link
                    to={`?untie=${network}`}
                    preventScrollReset
                    className={styles.untie}
                    aria-label={t("officeProfile.socials.untieNamed", { network: networkName(network) })}
                  >
                    {t("officeProfile.socials.untie")}
                  </Link>
                </div>
              ) : null}
            </li>
          ))}
        </ul>
        <div className={formActions}>
          <SubmitButton>{t("officeProfile.common.save")}</SubmitButton>
        </div>
      </Form>

      {untie && !confirm ? (
        <Dialog
          tone="confirm"
          key={untie}
          id="untie-dialog"
          title={t("officeProfile.socials.untieTitle", { network: networkName(untie) })}
          onCancel={() => navigate(".", { preventScrollReset: true, replace: true })}
          cancel={
            <Link to="." preventScrollReset replace className={outlineButton}>
              {t("officeProfile.common.cancel")}
            </Link>
          }
          confirm={
            <Form method="post" className={dialogStyles.actionForm}>
              <input type="hidden" name="intent" value="untie" />
              <input type="hidden" name="network" value={untie} />
              <button type="submit" className={filledButton}>
                {t("officeProfile.socials.untieConfirm")}
              </button>
            </Form>
          }
        >
          <p>{t("officeProfile.socials.untieText", { network: networkName(untie), link: socials[untie] })}</p>
        </Dialog>
      ) : null}

      {confirm ? (
        <Dialog
          tone="confirm"
          key={confirm.join()}
          id="untie-save-dialog"
          title={t("officeProfile.socials.emptiedTitle")}
          cancel={
            <form method="dialog" className={dialogStyles.actionForm}>
              <button type="submit" className={outlineButton}>
                {t("officeProfile.socials.keepEditing")}
              </button>
            </form>
          }
          confirm={
            <Form method="post" className={dialogStyles.actionForm}>
              {SOCIAL_NETWORKS.map((network) => (
                <input key={network} type="hidden" name={network} value={values[network] ?? ""} />
              ))}
              <input type="hidden" name="confirmed" value="untie" />
              <button type="submit" className={filledButton}>
                {t("officeProfile.socials.emptiedConfirm")}
              </button>
            </Form>
          }
        >
          <p>
            {t("officeProfile.socials.emptiedText", {
              networks: confirm.map((network) => networkName(network)).join(", "),
            })}
          </p>
        </Dialog>
      ) : null}
    </OfficeSection>
  );
}
