import { Form, Link, useActionData } from "react-router";
import { readableHistory } from "~/admin/stored-text.server";
import { BalanceHistory } from "~/components/office/balance-panel";
import { formActions } from "~/components/office/form-grid.css";
import { Notice } from "~/components/ui/auth-card";
import { Breadcrumbs } from "~/components/ui/breadcrumbs";
import { outlineButton } from "~/components/ui/button.css";
import { Field } from "~/components/ui/field";
import { SubmitButton } from "~/components/ui/submit-button";
import { balanceAdjustmentSchema } from "~/forms/balance-adjustment";
import { MAX_ADJUSTMENT_CENTS } from "~/forms/balance-adjustment-limits";
import { parseForm } from "~/forms/parse-form";
import { REFUND_REASON_MAX } from "~/forms/refund-limits";
import { useValidatedForm } from "~/forms/use-validated-form";
import { dateFormat } from "~/i18n/formatters";
import { serverI18n } from "~/i18n/messages.server";
import { translatedMeta } from "~/i18n/meta";
import { formatMoney } from "~/i18n/money";
import { useLocale, useLocalizedHref } from "~/i18n/use-locale";
import { useT } from "~/i18n/use-t";
import { findUserByUsername } from "~/server/auth/users.server";
import { adjustBalance } from "~/server/commerce/adjustments.server";
import { balanceOf, history } from "~/server/commerce/ledger.server";
import { purchasesOf, refundPurchase } from "~/server/commerce/refunds.server";
import { getLocale, withDatabase } from "~/server/context.server";
import { readFormData } from "~/server/http/form-request.server";
import { notFound, redirectWithFlash, refused } from "~/server/http/responses.server";
import { requireStaff } from "~/server/web/current-user.server";
import { refundMessage } from "~/server/web/refund-routes.server";
import type { Route } from "./+types/adjust-balance";
import * as styles from "./buy.css";

const loadBalanceAdjustmentSchema = () =>
  import("~/forms/balance-adjustment").then((module) => module.balanceAdjustmentSchema);

const masterPath = (username: string) => `/masters/${encodeURIComponent(username)}`;

/** Staff only (a 404 for everyone else): credit or debit a user's balance by hand, with a reason. */
export async function loader({ params, context }: Route.LoaderArgs) {
  requireStaff(context);
  return withDatabase(context, async (db) => {
    const user = await findUserByUsername(db, params.slug);
    if (!user) notFound();
    const [balanceCents, entries, bought] = await Promise.all([
      balanceOf(db, user.id),
      history(db, user.id).then((entries) => readableHistory(getLocale(context), entries)),
      purchasesOf(db, user.id),
    ]);
    const purchases = bought.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
    return { user: { username: user.username, fullName: user.fullName }, balanceCents, entries, purchases };
  });
}

export async function action({ params, request, context }: Route.ActionArgs) {
  const staff = requireStaff(context);
  const form = await readFormData(request);
  if (form.get("intent") === "refund") return staffRefund({ params, request, context }, staff, form);
  const parsed = parseForm(balanceAdjustmentSchema, form);
  return withDatabase(context, async (db) => {
    const user = await findUserByUsername(db, params.slug);
    if (!user) notFound();
    if (!parsed.ok) return refused(parsed.errors, parsed.values);
    const outcome = await adjustBalance(db, {
      staff,
      userId: user.id,
      amountCents: parsed.data.amount,
      reason: parsed.data.reason,
    });
    if (!outcome.ok) {
      return refused({ amount: "money.adjust.errors.insufficient" }, parsed.values, {
        available: outcome.balanceCents,
      });
    }
    return redirectWithFlash(
      context,
      request,
      `${masterPath(user.username)}/balance`,
      "money.flash.adjusted",
    );
  });
}

/**
 * Staff refund one of the user's purchases (decision 049), with a reason of 3–500 characters: no
 * window, no watched limit. A refusal names the purchase (`lesson`) so its row shows the message.
 */
function staffRefund(
  { params, request, context }: Pick<Route.ActionArgs, "params" | "request" | "context">,
  staff: { id: number },
  form: FormData,
) {
  const lessonId = Number(form.get("lesson"));
  const reason = String(form.get("reason") ?? "").trim();
  const values = { reason, lesson: String(form.get("lesson") ?? "") };
  return withDatabase(context, async (db) => {
    const user = await findUserByUsername(db, params.slug);
    if (!user) notFound();
    if (reason.length < 3 || reason.length > REFUND_REASON_MAX) {
      return refused({ reason: "refunds.errors.reason" }, values, { intent: "refund" });
    }
    const outcome = Number.isInteger(lessonId)
      ? await refundPurchase(db, { buyerId: user.id, lessonId, staff: { id: staff.id, reason } })
      : ({ status: "not-bought" } as const);
    if (outcome.status !== "refunded" && outcome.status !== "already") {
      const { message } = refundMessage(context, outcome);
      return refused({ form: message }, values, { intent: "refund" }, { status: 409 });
    }
    const { t } = serverI18n(getLocale(context));
    const price = formatMoney(outcome.priceCents, getLocale(context));
    return redirectWithFlash(
      context,
      request,
      `${masterPath(user.username)}/balance`,
      t("refunds.staff.done", { price, name: user.fullName }),
    );
  });
}

export const meta: Route.MetaFunction = ({ matches }) => [
  ...translatedMeta(matches, "personalOffice"),
  { name: "robots", content: "noindex" },
];

export default function AdjustBalance({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const href = useLocalizedHref();
  const locale = useLocale();
  const answer = useActionData<typeof action>();
  // A refused refund belongs to its purchase's row, not to the adjustment form.
  const refundFailure = answer && "intent" in answer ? answer : null;
  const failure = refundFailure ? undefined : answer;
  const form = useValidatedForm(loadBalanceAdjustmentSchema, failure?.errors);
  const { user, balanceCents, entries, purchases } = loaderData;
  const date = dateFormat(locale, { year: "numeric", month: "long", day: "numeric" });
  const available = failure && "available" in failure ? Number(failure.available) : balanceCents;

  return (
    <div className={styles.page}>
      <div className={styles.inner}>
        <Breadcrumbs
          items={[
            { label: t("nav.items.masters"), path: "/masters?ordering=teacher" },
            { label: user.fullName, path: masterPath(user.username) },
            { label: t("money.adjust.title") },
          ]}
        />
        <section className={styles.card} aria-labelledby="adjust-title">
          <div>
            <h1 id="adjust-title" className={styles.title}>
              {t("money.adjust.title")}
            </h1>
            <p className={styles.includes}>{t("money.adjust.lead", { name: user.fullName })}</p>
          </div>
          <dl className={styles.sums}>
            <div className={styles.row}>
              <dt>{t("money.adjust.current")}</dt>
              <dd>{formatMoney(balanceCents, locale, { alwaysCents: true })}</dd>
            </div>
          </dl>
          <Form
            method="post"
            className={styles.form}
            noValidate
            onSubmit={form.onSubmit}
            onBlur={form.onBlur}
          >
            <Field
              name="amount"
              label={t("money.adjust.amount")}
              hint={t("money.adjust.amountHint")}
              inputMode="decimal"
              defaultValue={failure?.values.amount}
              error={form.errors.amount}
              errorValues={{
                amount: formatMoney(available, locale, { alwaysCents: true }),
                max: formatMoney(MAX_ADJUSTMENT_CENTS, locale),
              }}
              required
            />
            <Field
              name="reason"
              label={t("money.adjust.reason")}
              hint={t("money.adjust.reasonHint")}
              maxLength={300}
              defaultValue={failure?.values.reason}
              error={form.errors.reason}
              required
            />
            <div className={formActions}>
              <SubmitButton>{t("money.adjust.submit")}</SubmitButton>
              <Link to={href(masterPath(user.username))} className={outlineButton}>
                {t("money.adjust.back")}
              </Link>
            </div>
          </Form>
          <BalanceHistory entries={entries} headingLevel={2} />
        </section>
        <section className={styles.card} aria-labelledby="purchases-title">
          <div>
            <h2 id="purchases-title" className={styles.title}>
              {t("refunds.staff.title")}
            </h2>
            <p className={styles.includes}>{t("refunds.staff.lead", { name: user.fullName })}</p>
          </div>
          {purchases.length === 0 ? (
            <p className={styles.includes}>{t("refunds.staff.empty", { name: user.fullName })}</p>
          ) : (
            <ul className={styles.purchases}>
              {purchases.map((purchase) => {
                const failed =
                  refundFailure?.values.lesson === String(purchase.lessonId) ? refundFailure : null;
                const price = formatMoney(purchase.priceCents, locale);
                return (
                  <li key={purchase.lessonId} className={styles.purchase}>
                    <p className={styles.lessonTitle}>{purchase.title}</p>
                    <p className={styles.master}>
                      {t("refunds.staff.bought", { date: date.format(new Date(purchase.createdAt)) })} ·{" "}
                      {price}
                    </p>
                    {failed?.errors.form ? <Notice tone="error">{failed.errors.form}</Notice> : null}
                    <Form method="post" className={styles.form} noValidate>
                      <input type="hidden" name="intent" value="refund" />
                      <input type="hidden" name="lesson" value={purchase.lessonId} />
                      <Field
                        id={`refund-reason-${purchase.lessonId}`}
                        name="reason"
                        label={t("refunds.staff.reason")}
                        hint={t("refunds.staff.reasonHint")}
                        maxLength={REFUND_REASON_MAX}
                        defaultValue={failed?.values.reason}
                        error={failed?.errors.reason}
                        required
                      />
                      <div className={formActions}>
                        <SubmitButton className={outlineButton}>
                          {t("refunds.staff.submit", { price })}
                        </SubmitButton>
                      </div>
                    </Form>
                  </li>
                );
              })}
            </ul>
          )}
        </section>
      </div>
    </div>
  );
}
