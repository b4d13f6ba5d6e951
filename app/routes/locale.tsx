import { data, Outlet } from "react-router";
import { isLocale } from "~/i18n/locales";
import type { Route } from "./+types/locale";

/** Every page sits under the optional locale segment; an unknown prefix is a 404 page. */
export function loader({ params }: Route.LoaderArgs) {
  if (params.lang !== undefined && !isLocale(params.lang)) throw data(null, { status: 404 });
  return null;
}

export default function LocaleLayout() {
  return <Outlet />;
}
