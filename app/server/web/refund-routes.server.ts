/**
 * The buyer's refund button (decision 049): `POST /<lang>/lessons/:slug/refund` from the office's
 * purchased-lessons tab. A plain form, so it works without JavaScript: back to the tab with the
 * outcome as a message.
 */
import type { RouterContextProvider } from "react-router";
import { dateFormat } from "~/i18n/formatters";
import { localizePath } from "~/i18n/locales";
import { serverI18n } from "~/i18n/messages.server";
import { formatMoney } from "~/i18n/money";
import { type RefundOutcome, refundLessonBySlug } from "../commerce/refunds.server";
import { getLocale, withDatabase } from "../context.server";
import type { Flash } from "../http/flash.server";
import { redirectWithFlashTo } from "../http/responses.server";
import { requireUser } from "./current-user.server";

type Context = Readonly<RouterContextProvider>;

/** What an outcome tells the buyer, in the page's language. */
export function refundMessage(context: Context, outcome: RefundOutcome): Flash {
  const locale = getLocale(context);
  const { t } = serverI18n(locale);
  switch (outcome.status) {
    case "refunded":
      return {
        kind: "success",
        message: t("refunds.done", { price: formatMoney(outcome.priceCents, locale) }),
      };
    case "already":
      return { kind: "success", message: t("refunds.already") };
    case "window": {
      const date = dateFormat(locale, { year: "numeric", month: "long", day: "numeric" }).format(
        outcome.deadline,
      );
      return { kind: "error", message: t("refunds.errors.window", { date }) };
    }
    case "watched":
      return { kind: "error", message: t("refunds.errors.watched") };
    case "master-balance":
      return { kind: "error", message: t("refunds.errors.masterBalance") };
    case "not-bought":
      return { kind: "error", message: t("refunds.errors.notBought") };
  }
}

export async function refundAction(context: Context, request: Request, slug: string) {
  const user = requireUser(context, request);
  const outcome = await withDatabase(context, (db) => refundLessonBySlug(db, user.id, slug));
  const back = `${localizePath(getLocale(context), `/masters/${encodeURIComponent(user.username)}`)}?tab=tab-3`;
  return redirectWithFlashTo(context, request, back, refundMessage(context, outcome));
}
