import { type FormEvent, useId } from "react";
import { useFetcher, useLocation } from "react-router";
import { PageLink } from "~/components/ui/page-link";
import { useLocalizedHref } from "~/i18n/use-locale";
import { useT } from "~/i18n/use-t";
import { outlineButton } from "../ui/button.css";
import { Icon } from "../ui/icon";
import * as styles from "./social.css";

/** What the save and follow POSTs answer a fetch (app/server/web/social-routes.server.ts). */
export type SocialReply = { active: boolean } | { error: string };

/**
 * A toggle posted as a real form (`intent`, `redirectTo`): without JavaScript the browser posts it
 * and comes back to the page; with JavaScript a fetcher posts it (`reply=data`) and the button
 * turns at once, without a reload. The state shown is the one asked for while it is on its way.
 */
export function useToggle(action: string, on: boolean, onIntent: string, offIntent: string) {
  const fetcher = useFetcher<SocialReply>();
  const { pathname, search } = useLocation();
  const asked = fetcher.formData?.get("intent");
  const reply = fetcher.data;
  const active = asked ? asked === onIntent : reply && "active" in reply ? reply.active : on;
  const error = !asked && reply && "error" in reply ? reply.error : null;
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData();
    form.set("intent", active ? offIntent : onIntent);
    form.set("reply", "data");
    fetcher.submit(form, { method: "post", action });
  };
  return {
    active,
    error,
    onSubmit,
    redirectTo: `${pathname}${search}`,
    intent: active ? offIntent : onIntent,
  };
}

interface SaveButtonProps {
  slug: string;
  title: string;
  /** Whether the viewer saved the lesson. */
  saved: boolean;
  /** "card": the heart over a card's poster; "page": a labelled button on the lesson page. */
  variant?: "card" | "page";
}

/** The heart of a lesson (decision 045), for a signed-in viewer. */
export function SaveButton({ slug, title, saved, variant = "card" }: SaveButtonProps) {
  const t = useT();
  const href = useLocalizedHref();
  const action = href(`/lessons/${encodeURIComponent(slug)}/save`);
  const toggle = useToggle(action, saved, "save", "unsave");
  const errorId = useId();
  const card = variant === "card";
  return (
    <form
      method="post"
      action={action}
      onSubmit={toggle.onSubmit}
      className={card ? styles.cardHeart : styles.toggleForm}
    >
      <input type="hidden" name="redirectTo" value={toggle.redirectTo} />
      <button
        type="submit"
        name="intent"
        value={toggle.intent}
        aria-pressed={toggle.active}
        aria-label={card ? t("social.saveLesson", { title }) : undefined}
        aria-describedby={toggle.error ? errorId : undefined}
        className={card ? styles.heartButton : `${outlineButton} ${styles.onState} ${styles.heartToggle}`}
      >
        <Icon name="heart" size={card ? 22 : 18} />
        {card ? null : t(toggle.active ? "social.saved" : "social.save")}
      </button>
      {toggle.error ? (
        <p id={errorId} role="alert" className={card ? styles.cardError : styles.error}>
          {toggle.error}
        </p>
      ) : null}
    </form>
  );
}

/** A visitor's "Save" on the lesson page: to the login, and back to the lesson afterwards. */
export function SignInToSave({ slug }: { slug: string }) {
  const t = useT();
  const href = useLocalizedHref();
  const back = href(`/lessons/${encodeURIComponent(slug)}`);
  return (
    <PageLink
      to={`${href("/login")}?redirectTo=${encodeURIComponent(back)}`}
      className={outlineButton}
      rel="nofollow"
    >
      <Icon name="heart" size={18} />
      {t("social.save")}
    </PageLink>
  );
}
