import { Form, Link, useLocation } from "react-router";
import { AuthCard, Notice } from "~/components/ui/auth-card";
import { filledButton, outlineButton } from "~/components/ui/button.css";
import { browserMessages, getI18n } from "~/i18n/i18n";
import { rootLocale, translatedMeta } from "~/i18n/meta";
import { useLocalizedHref } from "~/i18n/use-locale";
import { useT } from "~/i18n/use-t";
import { unsubscribePage } from "~/server/web/social-routes.server";
import type { Route } from "./+types/unsubscribe";

/**
 * The "stop following" link of a new-lesson email (decision 045): no sign-in needed, the link's
 * signature is the proof. Opening it asks (a mail scanner's GET changes nothing); the button stops
 * the follow and says so. A link that is not ours says that it does not work (403).
 */
export function loader({ request, context }: Route.LoaderArgs) {
  return unsubscribePage(context, request);
}

export function action({ request, context }: Route.ActionArgs) {
  return unsubscribePage(context, request);
}

export const meta: Route.MetaFunction = ({ matches }) => {
  const locale = rootLocale(matches);
  const title = locale ? getI18n(locale, browserMessages(locale)).t("social.unsubscribe.title") : undefined;
  return [...translatedMeta(matches, "home", title), { name: "robots", content: "noindex" }];
};

export default function Unsubscribe({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const href = useLocalizedHref();
  const { search } = useLocation();
  const view = actionData ?? loaderData;
  if (view.state === "invalid") {
    return (
      <AuthCard title={t("social.unsubscribe.invalidTitle")}>
        <Notice tone="error">{t("social.unsubscribe.invalidText")}</Notice>
      </AuthCard>
    );
  }
  const masterHref = href(`/masters/${encodeURIComponent(view.username)}`);
  if (view.state === "done") {
    return (
      <AuthCard title={t("social.unsubscribe.doneTitle", { name: view.name })}>
        <Notice tone="success">{t("social.unsubscribe.doneText")}</Notice>
        <Link to={masterHref} className={outlineButton}>
          {t("social.unsubscribe.masterPage")}
        </Link>
      </AuthCard>
    );
  }
  return (
    <AuthCard title={t("social.unsubscribe.title")} lead={t("social.unsubscribe.lead", { name: view.name })}>
      <Form method="post" action={`${href("/unsubscribe")}${search}`}>
        <button type="submit" className={filledButton}>
          {t("social.unsubscribe.button")}
        </button>
      </Form>
    </AuthCard>
  );
}
