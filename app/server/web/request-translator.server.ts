import type { RouterContextProvider } from "react-router";
import { serverI18n } from "~/i18n/messages.server";
import type { TFunction } from "~/i18n/translator";
import { getLocale } from "../context.server";

/**
 * The request's translator, for what a back-office action writes before the page is drawn: a
 * flash message with values ("Brand “Velvet” added."), which travels as text (a text that is no
 * key reads as itself through `t()`).
 */
export function requestT(context: Readonly<RouterContextProvider>): TFunction {
  return serverI18n(getLocale(context)).t;
}
