import { useId } from "react";
import { PageLink } from "~/components/ui/page-link";
import { useLocalizedHref } from "~/i18n/use-locale";
import { useT } from "~/i18n/use-t";
import { outlineButton } from "../ui/button.css";
import { Icon } from "../ui/icon";
import { useToggle } from "./save-button";
import * as styles from "./social.css";

/**
 * Follow a master (decision 045): a signed-in viewer's toggle (a form that works without
 * JavaScript, a fetcher with it); a visitor gets a link to the login that comes back here.
 */
export function FollowButton({ username, following }: { username: string; following: boolean | null }) {
  const t = useT();
  const href = useLocalizedHref();
  const page = href(`/masters/${encodeURIComponent(username)}`);
  if (following === null) {
    return (
      <PageLink
        to={`${href("/login")}?redirectTo=${encodeURIComponent(page)}`}
        className={outlineButton}
        rel="nofollow"
        title={t("social.followHint")}
      >
        <Icon name="plus" size={18} />
        {t("social.follow")}
      </PageLink>
    );
  }
  return <FollowForm action={`${page}/follow`} following={following} />;
}

function FollowForm({ action, following }: { action: string; following: boolean }) {
  const t = useT();
  const toggle = useToggle(action, following, "follow", "unfollow");
  const errorId = useId();
  return (
    <form method="post" action={action} onSubmit={toggle.onSubmit} className={styles.toggleForm}>
      <input type="hidden" name="redirectTo" value={toggle.redirectTo} />
      <button
        type="submit"
        name="intent"
        value={toggle.intent}
        aria-pressed={toggle.active}
        aria-describedby={toggle.error ? errorId : undefined}
        className={`${outlineButton} ${styles.onState}`}
        title={t("social.followHint")}
      >
        <Icon name={toggle.active ? "check" : "plus"} size={18} />
        {t(toggle.active ? "social.following" : "social.follow")}
      </button>
      {toggle.error ? (
        <p id={errorId} role="alert" className={styles.error}>
          {toggle.error}
        </p>
      ) : null}
    </form>
  );
}
