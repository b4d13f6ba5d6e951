/**
 * What the top-up pages share: the balance tab they return to, with a flash dialog, and the
 * addresses a provider sends the browser back to.
 */

import type { RouterContextProvider } from "react-router";
import { localizePath } from "~/i18n/locales";
import { serverI18n } from "~/i18n/messages.server";
import type { User } from "../auth/users.server";
import type { CheckoutUrls } from "../commerce/payments.server";
import { getLocale, getServices, publicOrigin } from "../context.server";
import type { Flash } from "../http/flash.server";
import { redirectWithFlashTo } from "../http/responses.server";

type Context = Readonly<RouterContextProvider>;

/** The owner's balance tab (SPEC §2: tab-4 of their master page), in the page's language. */
export function balanceTab(context: Context, user: Pick<User, "username">): string {
  return localizePath(getLocale(context), `/masters/${encodeURIComponent(user.username)}?tab=tab-4`);
}

/** POST/redirect/GET back to the balance tab, showing `flash` there. */
export async function backToBalance(
  context: Context,
  request: Request,
  user: Pick<User, "username">,
  flash: Flash,
) {
  return redirectWithFlashTo(context, request, balanceTab(context, user), flash);
}

/** Where a provider sends the browser: our test page, or back here from Stripe's page. */
export function checkoutUrls(context: Context): CheckoutUrls {
  const locale = getLocale(context);
  const origin = publicOrigin(getServices(context));
  const back = (result: string) => (id: number) =>
    `${origin}${localizePath(locale, "/balance/top-up")}?payment=${id}&result=${result}`;
  return {
    testPage: (id) => localizePath(locale, `/payments/test/${id}`),
    success: back("success"),
    cancel: back("cancel"),
    productName: serverI18n(locale).t("payments.productName"),
  };
}
