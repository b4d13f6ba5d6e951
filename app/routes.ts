import { index, type RouteConfig, route } from "@react-router/dev/routes";
import { CONTENT_PAGE_ROUTES } from "./content-pages";

export default [
  // The specification's JSON API (SPEC §7): same paths and shapes.
  route("api/api/auth/*", "routes/api/auth.ts", { id: "api-auth" }),
  route("api/:locale/api/auth/*", "routes/api/auth.ts", { id: "api-auth-localized" }),
  route("api/:locale/api/sections/footer", "routes/api/footer.ts"),
  route("api/:locale/api/main/categories", "routes/api/categories.ts"),
  route("api/:locale/api/pages", "routes/api/pages.ts"),
  route("api/*", "routes/api/not-found.ts"),
  route("api/cities", "routes/api/cities.ts"),
  route("language/:lng", "routes/language.ts"),
  route("i18n/:file", "routes/i18n-script.ts"),

  // Every page, under an optional locale prefix (uk has none).
  route(":lang?", "routes/locale.tsx", [
    index("routes/home.tsx"),
    ...Object.keys(CONTENT_PAGE_ROUTES).map((path) =>
      route(path, "routes/content-page.tsx", { id: `page-${path}` }),
    ),
    route("contact", "routes/contact.tsx"),
    route("masters/:slug", "routes/master.tsx"),
    route("registration/:slug?", "routes/auth/registration.tsx"),
    route("success-registration", "routes/auth/success-registration.tsx"),
    route("login/:slug?", "routes/auth/login.tsx"),
    route("logout", "routes/auth/logout.ts"),
    route("forgot-password", "routes/auth/forgot-password.tsx"),
    route("check-email", "routes/auth/check-email.tsx"),
    route("new-password/:caption/:slug", "routes/auth/new-password.tsx"),
    route("*", "routes/not-found.tsx"),
  ]),
] satisfies RouteConfig;
