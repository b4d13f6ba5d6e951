import { Link } from "react-router";
import { AuthCard, Notice } from "~/components/ui/auth-card";
import { outlineButton } from "~/components/ui/button.css";
import { translatedMeta } from "~/i18n/meta";
import { useLocalizedHref } from "~/i18n/use-locale";
import { useT } from "~/i18n/use-t";
import type { Route } from "./+types/success-registration";

export const meta: Route.MetaFunction = ({ matches }) => translatedMeta(matches, "successRegistration");

/** "We sent you an activation email" (SPEC §4: registration ends here). */
export default function SuccessRegistration() {
  const t = useT();
  const href = useLocalizedHref();
  return (
    <AuthCard title={t("auth.success.title")}>
      <Notice tone="success">{t("auth.success.text")}</Notice>
      <p>{t("auth.success.spam")}</p>
      <Link to={href("/login")} className={outlineButton}>
        {t("auth.success.toLogin")}
      </Link>
    </AuthCard>
  );
}
