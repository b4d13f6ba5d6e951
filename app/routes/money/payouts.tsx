import { Form, Link } from "react-router";
import { formActions } from "~/components/office/form-grid.css";
import { Breadcrumbs } from "~/components/ui/breadcrumbs";
import { outlineButton } from "~/components/ui/button.css";
import { Field } from "~/components/ui/field";
import { SubmitButton } from "~/components/ui/submit-button";
import { formValues } from "~/forms/form-data";
import { PAYOUT_LIMITS, PAYOUT_MINIMUM_CENTS } from "~/forms/payout-limits";
import { dateFormat } from "~/i18n/formatters";
import { serverI18n } from "~/i18n/messages.server";
import { formatMoney } from "~/i18n/money";
import { useLocale } from "~/i18n/use-locale";
import { useT } from "~/i18n/use-t";
import { checkRate, recordEvent } from "~/server/auth/rate-limit.server";
import { getLocale, getServices, withDatabase } from "~/server/context.server";
import { readFormData } from "~/server/http/form-request.server";
import { refused } from "~/server/http/responses.server";
import { PAYOUT_RATE, payoutSummary, payoutsOf, requestPayout } from "~/server/payouts/payouts.server";
import { requireUser } from "~/server/web/current-user.server";
import { backToBalance, balanceTab } from "~/server/web/payment-pages.server";
import type { Route } from "./+types/payouts";
import * as styles from "./buy.css";
import { paymentMeta } from "./payment-meta";

export const meta: Route.MetaFunction = ({ matches }) => paymentMeta(matches, "payouts.title");

/**
 * `/balance/payouts` (decision 048): the signed-in user's payouts — balance, withdrawable now, on
 * hold, not yet withdrawable (with when), the request form and their requests with status.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = requireUser(context, request);
  return withDatabase(context, async (db) => {
    const [summary, requests] = await Promise.all([payoutSummary(db, user.id), payoutsOf(db, user.id)]);
    return {
      back: balanceTab(context, user),
      summary: {
        ...summary,
        maturing: summary.maturing.map((row) => ({ ...row, availableAt: row.availableAt.toISOString() })),
      },
      requests: requests.map((row) => ({
        ...row,
        createdAt: row.createdAt.toISOString(),
        decidedAt: row.decidedAt?.toISOString() ?? null,
      })),
    };
  });
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = requireUser(context, request);
  const values = formValues(await readFormData(request));
  const locale = getLocale(context);
  return withDatabase(context, async (db) => {
    const key = `user:${user.id}`;
    const verdict = await checkRate(db, PAYOUT_RATE, key);
    if (!verdict.allowed) return refused({ details: "validation.rateLimited" }, values, {}, { status: 429 });
    await recordEvent(db, PAYOUT_RATE, key);
    const outcome = await requestPayout(
      { db, secrets: getServices(context).sessionSecrets },
      user.id,
      values,
    );
    if (outcome.status === "details") return refused({ details: "payouts.errors.details" }, values);
    if (outcome.status === "minimum")
      return refused({ details: "payouts.errors.minimum" }, values, {}, { status: 409 });
    const { t } = serverI18n(locale);
    return backToBalance(context, request, user, {
      kind: "success",
      message: t("payouts.requested", {
        amount: formatMoney(outcome.amountCents, locale, { alwaysCents: true }),
      }),
    });
  });
}

export default function Payouts({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const locale = useLocale();
  const { summary, requests, back } = loaderData;
  const money = (cents: number) => formatMoney(cents, locale, { alwaysCents: true });
  const date = dateFormat(locale, { year: "numeric", month: "long", day: "numeric", timeZone: "UTC" });
  const minimum = formatMoney(PAYOUT_MINIMUM_CENTS, locale);
  const enough = summary.withdrawableCents >= summary.minimumCents;
  return (
    <div className={styles.page}>
      <div className={styles.inner}>
        <Breadcrumbs
          items={[{ label: t("office.tabs.balance"), path: back }, { label: t("payouts.title") }]}
        />
        <section className={styles.card} aria-labelledby="payouts-title">
          <div>
            <h1 id="payouts-title" className={styles.title}>
              {t("payouts.title")}
            </h1>
            <p className={styles.includes}>{t("payouts.lead", { minimum })}</p>
          </div>
          <dl className={styles.sums}>
            <div className={styles.row}>
              <dt>{t("office.balance.available")}</dt>
              <dd>{money(summary.balanceCents)}</dd>
            </div>
            <div className={styles.row}>
              <dt>{t("payouts.withdrawable")}</dt>
              <dd data-testid="withdrawable">{money(summary.withdrawableCents)}</dd>
            </div>
            <div className={styles.row}>
              <dt>{t("payouts.onHold")}</dt>
              <dd data-testid="on-hold">{money(summary.onHoldCents)}</dd>
            </div>
            <div className={styles.row}>
              <dt>{t("payouts.maturing")}</dt>
              <dd>{money(summary.maturingCents)}</dd>
            </div>
          </dl>
          {summary.maturing.length > 0 ? (
            <ul className={styles.includes}>
              {summary.maturing.map((row) => (
                <li key={`${row.availableAt}-${row.amountCents}`}>
                  {t("payouts.availableOn", {
                    amount: money(row.amountCents),
                    date: date.format(new Date(row.availableAt)),
                  })}
                </li>
              ))}
            </ul>
          ) : null}
          <Form method="post" className={styles.form} noValidate>
            <Field
              name="details"
              label={t("payouts.details")}
              hint={t("payouts.detailsHint")}
              maxLength={PAYOUT_LIMITS.details}
              autoComplete="off"
              defaultValue={actionData?.values.details}
              error={actionData?.errors.details}
              errorValues={{ amount: minimum }}
              required
            />
            {enough ? null : <p className={styles.includes}>{t("payouts.minimum", { amount: minimum })}</p>}
            <div className={formActions}>
              <SubmitButton>{t("payouts.submit", { amount: money(summary.withdrawableCents) })}</SubmitButton>
              <Link to={back} className={outlineButton}>
                {t("payments.page.back")}
              </Link>
            </div>
          </Form>
        </section>
        <section className={styles.card} aria-labelledby="payout-requests-title">
          <h2 id="payout-requests-title" className={styles.title}>
            {t("payouts.requests")}
          </h2>
          {requests.length === 0 ? (
            <p className={styles.includes}>{t("payouts.empty")}</p>
          ) : (
            <ul className={styles.purchases}>
              {requests.map((row) => (
                <li key={row.id} className={styles.purchase} data-testid="payout-request">
                  <p className={styles.lessonTitle}>
                    {money(row.amountCents)} · {t(`payouts.status.${row.status}`)}
                  </p>
                  <p className={styles.master}>
                    {date.format(new Date(row.createdAt))}
                    {row.status === "paid"
                      ? ` · ${t("payouts.referenceShown", { reference: row.reference })}`
                      : ""}
                    {row.status === "rejected"
                      ? ` · ${t("payouts.reasonShown", { reason: row.reason })}`
                      : ""}
                  </p>
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>
    </div>
  );
}
