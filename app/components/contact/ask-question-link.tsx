import { Icon } from "~/components/ui/icon";
import { useLocalizedHref } from "~/i18n/use-locale";
import { useT } from "~/i18n/use-t";

/** Where the contact page's form is: the questions dialog without JavaScript. */
export const QUESTIONS_ANCHOR = "questions";

/**
 * "Ask a question" (SPEC §2 questions modal): a link to the contact page's form, which with
 * JavaScript opens the same form in a modal <dialog> over the current page instead
 * (`QuestionsDialogHost`). It holds no handler of its own, so the footer can be kept as the server
 * drew it (`keptPart`); it is a plain anchor, not a page link, so on the contact page itself the
 * browser just scrolls to the form.
 */
export function AskQuestionLink({ className }: { className: string }) {
  const t = useT();
  const href = useLocalizedHref();
  return (
    <a
      href={`${href("/contact")}#${QUESTIONS_ANCHOR}`}
      className={className}
      aria-haspopup="dialog"
      data-opens-questions=""
    >
      <Icon name="mail" size={18} />
      {t("questions.ask")}
    </a>
  );
}
