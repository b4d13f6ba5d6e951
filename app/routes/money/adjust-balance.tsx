import { Form, Link, useActionData } from "react-router";
import { readableHistory } from "~/admin/stored-text.server";
import { BalanceHistory } from "~/components/office/balance-panel";
import { formActions } from "~/components/office/form-grid.css";
import { Breadcrumbs } from "~/components/ui/breadcrumbs";
import { outlineButton } from "~/components/ui/button.css";
import { Field } from "~/components/ui/field";
import { SubmitButton } from "~/components/ui/submit-button";
import { balanceAdjustmentSchema } from "~/forms/balance-adjustment";
import { MAX_ADJUSTMENT_CENTS } from "~/forms/balance-adjustment-limits";
import { parseForm } from "~/forms/parse-form";
import { useValidatedForm } from "~/forms/use-validated-form";
import { translatedMeta } from "~/i18n/meta";
import { formatMoney } from "~/i18n/money";
import { useLocale, useLocalizedHref } from "~/i18n/use-locale";
import { useT } from "~/i18n/use-t";
import { findUserByUsername } from "~/server/auth/users.server";
import { adjustBalance } from "~/server/commerce/adjustments.server";
import { balanceOf, history } from "~/server/commerce/ledger.server";
import { getLocale, withDatabase } from "~/server/context.server";
import { readFormData } from "~/server/http/form-request.server";
import { notFound, redirectWithFlash, refused } from "~/server/http/responses.server";
import { requireStaff } from "~/server/web/current-user.server";
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
    const [balanceCents, entries] = await Promise.all([
      balanceOf(db, user.id),
      history(db, user.id).then((entries) => readableHistory(getLocale(context), entries)),
    ]);
    return { user: { username: user.username, fullName: user.fullName }, balanceCents, entries };
  });
}

export async function action({ params, request, context }: Route.ActionArgs) {
  const staff = requireStaff(context);
  const parsed = parseForm(balanceAdjustmentSchema, await readFormData(request));
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

export const meta: Route.MetaFunction = ({ matches }) => [
  ...translatedMeta(matches, "personalOffice"),
  { name: "robots", content: "noindex" },
];

export default function AdjustBalance({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const href = useLocalizedHref();
  const locale = useLocale();
  const failure = useActionData<typeof action>();
  const form = useValidatedForm(loadBalanceAdjustmentSchema, failure?.errors);
  const { user, balanceCents, entries } = loaderData;
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
      </div>
    </div>
  );
}
