import { data, Form, Link, redirect } from "react-router";
import { isMessageFilter, MESSAGE_FILTERS, type MessageFilter } from "~/admin/messages";
import * as styles from "~/components/admin/admin.css";
import { AdminHeading } from "~/components/admin/admin-heading";
import * as page from "~/components/admin/messages.css";
import { localizePath } from "~/i18n/locales";
import { useLocalizedHref } from "~/i18n/use-locale";
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

export const meta: Route.MetaFunction = () => [
  { title: "Messages — Back-office — Maistry" },
  { name: "robots", content: "noindex" },
];

const FILTER_LABELS: Record<MessageFilter, string> = { open: "Unanswered", answered: "Answered", all: "All" };

const when = (date: Date | string) =>
  new Date(date).toLocaleString("en-GB", { dateStyle: "medium", timeStyle: "short", timeZone: "UTC" });

/** Questions from the contact form, newest first; the unanswered ones by default. */
export default function AdminMessages({ loaderData }: Route.ComponentProps) {
  const href = useLocalizedHref();
  const { filter, messages } = loaderData;
  return (
    <>
      <AdminHeading
        title="Messages"
        lead="Questions sent through the contact form. Answer by email, then mark the message answered."
      />
      <nav className={page.filters} aria-label="Show messages">
        {MESSAGE_FILTERS.map((option) => (
          <Link
            key={option}
            to={href(option === "open" ? "/admin/messages" : `/admin/messages?show=${option}`)}
            className={page.filter}
            aria-current={option === filter ? "page" : undefined}
          >
            {FILTER_LABELS[option]}
          </Link>
        ))}
      </nav>
      {messages.length === 0 ? (
        <section className={styles.panel}>
          <p className={styles.empty}>
            {filter === "open" ? "No unanswered messages." : "No messages to show."}
          </p>
        </section>
      ) : (
        <ol className={page.list} aria-label={`${FILTER_LABELS[filter]} messages`}>
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
                      {message.answeredAt ? "Answered" : "Unanswered"}
                    </span>
                    <span className={styles.badge} title="The visitor's language">
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
                      ? ` · answered ${when(message.answeredAt)} UTC${message.answeredBy ? ` by @${message.answeredBy}` : ""}`
                      : ""}
                  </p>
                  <Form method="post" className={styles.actions}>
                    <input type="hidden" name="id" value={message.id} />
                    <input type="hidden" name="show" value={filter} />
                    {message.answeredAt ? (
                      <button type="submit" name="intent" value="reopen" className={page.secondary}>
                        Mark unanswered
                      </button>
                    ) : (
                      <button type="submit" name="intent" value="answer" className={page.primary}>
                        Mark answered
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
