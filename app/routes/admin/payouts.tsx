import { Form, Link, useActionData } from "react-router";
import { adminMeta } from "~/admin/meta";
import * as styles from "~/components/admin/admin.css";
import { AdminHeading } from "~/components/admin/admin-heading";
import { formActions } from "~/components/office/form-grid.css";
import { Notice } from "~/components/ui/auth-card";
import { outlineButton } from "~/components/ui/button.css";
import { Field } from "~/components/ui/field";
import { SubmitButton } from "~/components/ui/submit-button";
import { formValues } from "~/forms/form-data";
import { PAYOUT_LIMITS } from "~/forms/payout-limits";
import { dateFormat } from "~/i18n/formatters";
import { formatMoney } from "~/i18n/money";
import { useLocale, useLocalizedHref } from "~/i18n/use-locale";
import { useT } from "~/i18n/use-t";
import { getLocale, getServices, publicOrigin, withDatabase } from "~/server/context.server";
import { readFormData } from "~/server/http/form-request.server";
import { redirectWithFlash, refused } from "~/server/http/responses.server";
import { checkStaffText, decidedPayouts, decidePayout, payoutQueue } from "~/server/payouts/payouts.server";
import { requireStaff } from "~/server/web/current-user.server";
import { requestT } from "~/server/web/request-translator.server";
import type { Route } from "./+types/payouts";
import * as own from "./payouts.css";

export async function loader({ context }: Route.LoaderArgs) {
  requireStaff(context);
  return withDatabase(context, async (db) => {
    const [queue, decided] = await Promise.all([
      payoutQueue(db, getServices(context).sessionSecrets),
      decidedPayouts(db),
    ]);
    return {
      queue: queue.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })),
      decided: decided.map((row) => ({
        ...row,
        createdAt: row.createdAt.toISOString(),
        decidedAt: row.decidedAt?.toISOString() ?? null,
      })),
    };
  });
}

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, "payouts");

/**
 * Staff mark a pending payout paid (with the transfer's reference) or reject it (with a reason:
 * the amount goes back to the balance); audited, and the master is emailed (decision 048).
 */
export async function action({ request, context }: Route.ActionArgs) {
  const staff = requireStaff(context);
  const form = formValues(await readFormData(request));
  const payoutId = Number(form.payout);
  const paid = form.intent === "paid";
  const text = checkStaffText(
    paid ? form.reference : form.reason,
    paid ? PAYOUT_LIMITS.reference : PAYOUT_LIMITS.reason,
  );
  const values = {
    payout: String(form.payout ?? ""),
    intent: paid ? "paid" : "reject",
    text: String((paid ? form.reference : form.reason) ?? ""),
  };
  if (!Number.isSafeInteger(payoutId) || payoutId <= 0)
    return refused({ form: "payouts.staff.notPending" }, values);
  if (text === null)
    return refused(
      { [paid ? "reference" : "reason"]: `payouts.staff.errors.${paid ? "reference" : "reason"}` },
      values,
    );
  return withDatabase(context, async (db) => {
    const outcome = await decidePayout(
      db,
      payoutId,
      paid ? { status: "paid", reference: text } : { status: "rejected", reason: text },
      staff.id,
      publicOrigin(getServices(context)),
    );
    if (outcome.status !== "done")
      return refused({ form: "payouts.staff.notPending" }, values, {}, { status: 409 });
    const t = requestT(context);
    const amount = formatMoney(outcome.amountCents, getLocale(context), { alwaysCents: true });
    return redirectWithFlash(
      context,
      request,
      "/admin/payouts",
      t(paid ? "payouts.staff.paid" : "payouts.staff.rejected", { amount, name: outcome.masterName }),
    );
  });
}

export default function AdminPayouts({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const locale = useLocale();
  const href = useLocalizedHref();
  const answer = useActionData<typeof action>();
  const money = (cents: number) => formatMoney(cents, locale, { alwaysCents: true });
  const date = dateFormat(locale, { year: "numeric", month: "long", day: "numeric", timeZone: "UTC" });
  const { queue, decided } = loaderData;
  return (
    <>
      <AdminHeading title={t("payouts.staff.title")} lead={t("payouts.staff.lead")} />
      <section className={styles.panel}>
        {queue.length === 0 ? (
          <p className={styles.empty}>{t("payouts.staff.empty")}</p>
        ) : (
          <ul className={own.list}>
            {queue.map((row) => {
              const failed = answer?.values.payout === String(row.id) ? answer : null;
              return (
                <li key={row.id} className={own.item} data-testid="payout-item">
                  <p className={own.line}>
                    <strong>{money(row.amountCents)}</strong> ·{" "}
                    <Link to={href(`/masters/${encodeURIComponent(row.username)}/balance`)}>
                      {row.fullName} (@{row.username})
                    </Link>{" "}
                    · {t("payouts.staff.asked", { date: date.format(new Date(row.createdAt)) })}
                  </p>
                  <p className={own.line}>
                    {t("payouts.details")}:{" "}
                    <span data-testid="payout-details">{row.details ?? t("payouts.staff.unreadable")}</span>
                  </p>
                  {failed?.errors.form ? <Notice tone="error">{t(failed.errors.form)}</Notice> : null}
                  <div className={own.forms}>
                    <DecisionForm
                      payout={row.id}
                      intent="paid"
                      field="reference"
                      max={PAYOUT_LIMITS.reference}
                      failed={failed}
                      submit={t("payouts.staff.markPaid")}
                    />
                    <DecisionForm
                      payout={row.id}
                      intent="reject"
                      field="reason"
                      max={PAYOUT_LIMITS.reason}
                      failed={failed}
                      submit={t("payouts.staff.reject")}
                      buttonClassName={outlineButton}
                    />
                  </div>
                </li>
              );
            })}
          </ul>
        )}
      </section>
      {decided.length > 0 ? (
        <section className={styles.panel} aria-labelledby="decided-title">
          <h2 id="decided-title" className={styles.panelTitle}>
            {t("payouts.staff.decided")}
          </h2>
          <ul className={own.list}>
            {decided.map((row) => (
              <li key={row.id} className={own.item}>
                {money(row.amountCents)} · @{row.username} · {t(`payouts.status.${row.status}`)}
                {row.status === "paid"
                  ? ` · ${t("payouts.referenceShown", { reference: row.reference })}`
                  : ""}
                {row.status === "rejected" ? ` · ${t("payouts.reasonShown", { reason: row.reason })}` : ""}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </>
  );
}

/** One of a request's two decisions: paid with the transfer's reference, or rejected with a reason. */
function DecisionForm({
  payout,
  intent,
  field,
  max,
  failed,
  submit,
  buttonClassName,
}: {
  payout: number;
  intent: "paid" | "reject";
  field: "reference" | "reason";
  max: number;
  failed: { values: Record<string, string>; errors: Record<string, string> } | null;
  submit: string;
  buttonClassName?: string;
}) {
  const t = useT();
  return (
    <Form method="post" noValidate>
      <input type="hidden" name="payout" value={payout} />
      <input type="hidden" name="intent" value={intent} />
      <Field
        id={`payout-${field}-${payout}`}
        name={field}
        label={t(`payouts.staff.${field}`)}
        maxLength={max}
        defaultValue={failed?.values.intent === intent ? failed.values.text : undefined}
        error={failed?.errors[field]}
        required
      />
      <div className={formActions}>
        <SubmitButton className={buttonClassName}>{submit}</SubmitButton>
      </div>
    </Form>
  );
}
