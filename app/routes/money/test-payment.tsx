import { data, Form, Link } from "react-router";
import * as formStyles from "~/components/office/top-up-form.css";
import { Notice } from "~/components/ui/auth-card";
import { page } from "~/components/ui/auth-card.css";
import { filledButton } from "~/components/ui/button.css";
import { SubmitButton } from "~/components/ui/submit-button";
import { formatMoney } from "~/i18n/money";
import { useLocale } from "~/i18n/use-locale";
import { useT } from "~/i18n/use-t";
import { confirmTestPayment, paymentConfig, testPayment } from "~/server/commerce/payments.server";
import { getServices, withDatabase } from "~/server/context.server";
import { requireUser } from "~/server/web/current-user.server";
import { backToBalance, balanceTab } from "~/server/web/payment-pages.server";
import type { Route } from "./+types/test-payment";
import { paymentMeta } from "./payment-meta";
import * as styles from "./top-up.css";

export const meta: Route.MetaFunction = ({ matches }) => paymentMeta(matches, "payments.test.title");

/**
 * `/payments/test/<id>`: the test provider's "checkout page", clearly labelled: no real money is
 * charged. Its button credits the balance once, however often it is pressed. Only the payment's
 * own user sees it (a 404 for anyone else, and whenever the test provider is not in use).
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const user = requireUser(context, request);
  const config = paymentConfig(getServices(context).env);
  const payment = await withDatabase(context, (db) => testPayment(db, config, user.id, Number(params.id)));
  if (!payment) throw data(null, { status: 404 });
  return { payment, back: balanceTab(context, user) };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const user = requireUser(context, request);
  const config = paymentConfig(getServices(context).env);
  const result = await withDatabase(context, (db) =>
    confirmTestPayment(db, config, user.id, Number(params.id)),
  );
  if (result.status === "not-found") throw data(null, { status: 404 });
  return backToBalance(context, request, user, {
    kind: "success",
    title: "payments.flash.creditedTitle",
    message: "payments.flash.credited",
  });
}

export default function TestPayment({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const locale = useLocale();
  const { payment, back } = loaderData;
  const amount = formatMoney(payment.amountCents, locale);
  const paid = payment.status === "succeeded";
  return (
    <div className={page}>
      <div className={styles.column}>
        <section className={formStyles.card} aria-labelledby="test-payment-title">
          <p className={formStyles.testBadge}>{t("payments.test.label")}</p>
          <h1 id="test-payment-title" className={formStyles.title}>
            {t("payments.test.title")}
          </h1>
          <p className={formStyles.amount}>{amount}</p>
          {paid ? (
            <Notice tone="success">{t("payments.test.paid")}</Notice>
          ) : (
            <>
              <p className={formStyles.lead}>{t("payments.test.text")}</p>
              <Form method="post" className={formStyles.form}>
                <SubmitButton className={`${filledButton} ${formStyles.submit}`}>
                  {t("payments.test.pay", { amount })}
                </SubmitButton>
              </Form>
            </>
          )}
        </section>
        <Link to={back} className={styles.back}>
          {t(paid ? "payments.page.back" : "payments.test.cancel")}
        </Link>
      </div>
    </div>
  );
}
