import { Link, redirect } from "react-router";
import { TopUpForm } from "~/components/office/top-up-form";
import { page } from "~/components/ui/auth-card.css";
import { formValues } from "~/forms/form-data";
import { useT } from "~/i18n/use-t";
import { activeProvider, ownPayment, paymentConfig, startTopUp } from "~/server/commerce/payments.server";
import { getServices, withDatabase } from "~/server/context.server";
import { readFormData } from "~/server/http/form-request.server";
import { refused } from "~/server/http/responses.server";
import { requireUser } from "~/server/web/current-user.server";
import { backToBalance, balanceTab, checkoutUrls } from "~/server/web/payment-pages.server";
import type { Route } from "./+types/top-up";
import { paymentMeta } from "./payment-meta";
import * as styles from "./top-up.css";

export const meta: Route.MetaFunction = ({ matches }) => paymentMeta(matches, "payments.page.title");

/**
 * `/balance/top-up`: the top-up form's action (the form sits on the balance tab), and its page
 * when the form comes back with a message. A provider's page sends the browser back here too
 * (`?payment=<id>&result=success|cancel`), and on to the balance tab with a message.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = requireUser(context, request);
  const url = new URL(request.url);
  const paymentId = url.searchParams.get("payment");
  const result = url.searchParams.get("result");
  if (paymentId !== null) {
    const payment = await withDatabase(context, (db) => ownPayment(db, user.id, Number(paymentId)));
    if (!payment) throw redirect(balanceTab(context, user));
    if (payment.status === "succeeded") {
      return backToBalance(context, request, user, {
        kind: "success",
        title: "payments.flash.creditedTitle",
        message: "payments.flash.credited",
      });
    }
    return backToBalance(
      context,
      request,
      user,
      result === "success"
        ? { kind: "success", title: "payments.flash.processingTitle", message: "payments.flash.processing" }
        : { kind: "error", title: "payments.flash.cancelledTitle", message: "payments.flash.cancelled" },
    );
  }
  return {
    provider: activeProvider(paymentConfig(getServices(context).env)),
    back: balanceTab(context, user),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = requireUser(context, request);
  const values = formValues(await readFormData(request));
  const config = paymentConfig(getServices(context).env);
  const started = await withDatabase(context, (db) =>
    startTopUp(db, config, { userId: user.id, input: values, urls: checkoutUrls(context) }),
  );
  if (!started.ok) {
    return refused(
      started.errors,
      values,
      { provider: activeProvider(config), back: balanceTab(context, user) },
      { status: started.status },
    );
  }
  return redirect(started.redirectTo);
}

export default function TopUp({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const provider = actionData?.provider ?? loaderData?.provider ?? null;
  const back = actionData?.back ?? loaderData?.back ?? "";
  return (
    <div className={page}>
      <div className={styles.column}>
        <TopUpForm
          provider={provider}
          values={actionData?.values}
          errors={actionData?.errors}
          headingLevel={1}
        />
        <Link to={back} className={styles.back}>
          {t("payments.page.back")}
        </Link>
      </div>
    </div>
  );
}
