import { isLocale } from "~/i18n/locales";
import {
  activationEndpoint,
  createUserEndpoint,
  jwtCreateEndpoint,
  jwtRefreshEndpoint,
  jwtVerifyEndpoint,
  resetPasswordConfirmEndpoint,
  resetPasswordEndpoint,
} from "~/server/api/account.server";
import { meEndpoint } from "~/server/api/me.server";
import { apiError } from "~/server/http/api.server";
import type { Route } from "./+types/auth";

const ENDPOINTS = {
  users: createUserEndpoint,
  "users/me": meEndpoint,
  "users/activation": activationEndpoint,
  "users/reset_password": resetPasswordEndpoint,
  "users/reset_password_confirm": resetPasswordConfirmEndpoint,
  "jwt/create": jwtCreateEndpoint,
  "jwt/refresh": jwtRefreshEndpoint,
  "jwt/verify": jwtVerifyEndpoint,
} as const;

/** /api/api/auth/<endpoint>/ and /api/{locale}/api/auth/<endpoint>/ (Djoser and SimpleJWT paths). */
function handle({ request, context, params }: Route.LoaderArgs | Route.ActionArgs) {
  const name = (params["*"] ?? "").replace(/\/+$/, "") as keyof typeof ENDPOINTS;
  const endpoint = ENDPOINTS[name];
  if (!endpoint || (params.locale !== undefined && !isLocale(params.locale))) {
    return apiError(isLocale(params.locale) ? params.locale : null, 404, "notFound");
  }
  return endpoint(request, context, params.locale);
}

export const loader = handle;
export const action = handle;
