import { data, Form, Link, redirect } from "react-router";
import { isMessageFilter, MESSAGE_FILTERS } from "~/admin/messages";
import { adminMeta } from "~/admin/meta";
import * as styles from "~/components/admin/admin.css";
import { AdminHeading } from "~/components/admin/admin-heading";
import * as page from "~/components/admin/messages.css";
import { dateFormat } from "~/i18n/formatters";
import { localizePath } from "~/i18n/locales";
import { useLocale, useLocalizedHref } from "~/i18n/use-locale";
import { useT } from "~/i18n/use-t";
import { listMessages, setAnswered } from "~/server/contact/messages.server";
import { getLocale, withDatabase } from "~/server/context.server";
import { readFormData } from "~/server/http/form-request.server";
import { requireStaff } from "~/server/web/current-user.server";
import type { Route } from "./+types/messages";

export async function loader({ request, context }: Route.LoaderArgs) {
  const asked = new URL(request.url).searchParams.get("show");
  const filter = isMessageFilter(asked) ? asked : "open";
  return { filter, messages: await withDatabase(context, (db) => listMessages(db, filter)) };
}

/** Mark answered / unanswered: a plain POST (no JavaScript needed), then back to the list. */
export async function action({ request, context }: Route.ActionArgs) {
  const staff = requireStaff(context);
  const form = await readFormData(request);
  const id = Number(form.get("id"));
  const intent = form.get("intent");
  if (!Number.isSafeInteger(id) || id <= 0 || (intent !== "answer" && intent !== "reopen")) {
    throw data("Bad request", { status: 400 });
  }
  await withDatabase(context, (db) =>
    setAnswered(db, { id, staffId: staff.id, answered: intent === "answer" }),
  );
  const show = String(form.get("show") ?? "");
  return redirect(
    localizePath(getLocale(context), `/admin/messages${isMessageFilter(show) ? `?show=${show}` : ""}`),
  );
}

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, "messages");

/** Questions from the contact form, newest first; the unanswered ones by default. */
export default function AdminMessages({ loaderData }: Route.ComponentProps) {
  const href = useLocalizedHref();
  const t = useT();
  const format = dateFormat(useLocale(), { dateStyle: "medium", timeStyle: "short", timeZone: "UTC" });
  const when = (date: Date | string) => format.format(new Date(date));
  const { filter, messages } = loaderData;
  return (
    <>
      <AdminHeading title={t("admin.messages.title")} lead={t("admin.messages.lead")} />
      <nav className={page.filters} aria-label={t("admin.messages.show")}>
        {MESSAGE_FILTERS.map((option) => (
          <Link
            key={option}
            to={href(option === "open" ? "/admin/messages" : `/admin/messages?show=${option}`)}
            className={page.filter}
            aria-current={option === filter ? "page" : undefined}
          >
            {t(`admin.messages.filters.${option}`)}
          </Link>
        ))}
      </nav>
      {messages.length === 0 ? (
        <section className={styles.panel}>
          <p className={styles.empty}>
            {t(filter === "open" ? "admin.messages.noneOpen" : "admin.messages.none")}
          </p>
        </section>
      ) : (
        <ol className={page.list} aria-label={t(`admin.messages.lists.${filter}`)}>
          {messages.map((message) => (
            <li key={message.id}>
              <article className={page.card} aria-labelledby={`message-${message.id}`}>
                <header className={page.cardHeader}>
                  <div className={page.who}>
                    <h2 id={`message-${message.id}`} className={page.name}>
                      {message.name}
                    </h2>
                    <p className={page.contacts}>
                      <a href={`mailto:${message.email}`}>{message.email}</a>
                      {message.phone ? <a href={`tel:${message.phone}`}>{message.phone}</a> : null}
                    </p>
                  </div>
                  <div className={page.meta}>
                    <span className={styles.badge} data-tone={message.answeredAt ? "success" : "accent"}>
                      {t(message.answeredAt ? "admin.messages.answered" : "admin.messages.unanswered")}
                    </span>
                    <span className={styles.badge} title={t("admin.messages.language")}>
                      {message.locale.toUpperCase()}
                    </span>
                    <time dateTime={new Date(message.createdAt).toISOString()} className={styles.muted}>
                      {when(message.createdAt)} UTC
                    </time>
                  </div>
                </header>
                <p className={`${styles.pre} ${page.body}`}>{message.message}</p>
                <footer className={page.cardFooter}>
                  <p className={styles.muted}>
                    #{message.id}
                    {message.answeredAt
                      ? ` · ${t(
                          message.answeredBy ? "admin.messages.answeredAtBy" : "admin.messages.answeredAt",
                          {
                            time: when(message.answeredAt),
                            username: message.answeredBy,
                          },
                        )}`
                      : ""}
                  </p>
                  <Form method="post" className={styles.actions}>
                    <input type="hidden" name="id" value={message.id} />
                    <input type="hidden" name="show" value={filter} />
                    {message.answeredAt ? (
                      <button type="submit" name="intent" value="reopen" className={page.secondary}>
                        {t("admin.messages.reopen")}
                      </button>
                    ) : (
                      <button type="submit" name="intent" value="answer" className={page.primary}>
                        {t("admin.messages.answer")}
                      </button>
                    )}
                  </Form>
                </footer>
              </article>
            </li>
          ))}
        </ol>
      )}
    </>
  );
}
