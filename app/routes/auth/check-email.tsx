import { Link } from "react-router";
import { AuthCard, Notice } from "~/components/ui/auth-card";
import { outlineButton } from "~/components/ui/button.css";
import { translatedMeta } from "~/i18n/meta";
import { useLocalizedHref } from "~/i18n/use-locale";
import { useT } from "~/i18n/use-t";
import type { Route } from "./+types/check-email";

export const meta: Route.MetaFunction = ({ matches }) => translatedMeta(matches, "checkEmail");

/** Shown after forgot-password, whether or not the address has an account. */
export default function CheckEmail() {
  const t = useT();
  const href = useLocalizedHref();
  return (
    <AuthCard title={t("auth.checkEmail.title")}>
      <Notice tone="info">{t("auth.checkEmail.text")}</Notice>
      <p>{t("auth.success.spam")}</p>
      <Link to={href("/login")} className={outlineButton}>
        {t("auth.forgot.back")}
      </Link>
    </AuthCard>
  );
}
