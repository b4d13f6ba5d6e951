import { index, layout, type RouteConfig, route } from "@react-router/dev/routes";
import { APPLICATION_PAGE_MODULES, CONTENT_PAGE_ROUTES } from "./content-pages";

export default [
  // The specification's JSON API (SPEC §7): same paths and shapes.
  route("api/api/auth/*", "routes/api/auth.ts", { id: "api-auth" }),
  route("api/:locale/api/auth/*", "routes/api/auth.ts", { id: "api-auth-localized" }),
  route("api/:locale/api/sections/footer", "routes/api/footer.ts"),
  route("api/:locale/api/main/categories", "routes/api/categories.ts"),
  route("api/:locale/api/pages", "routes/api/pages.ts"),
  route("api/:locale/api/lessons", "routes/api/lessons.ts"),
  route("api/:locale/api/lessons/:slug", "routes/api/lesson.ts"),
  route("api/:locale/api/lessons/:slug/reviews", "routes/api/reviews.ts"),
  route("api/:locale/api/lessons/:slug/purchase", "routes/api/purchase.ts"),
  route("api/:locale/api/lessons/:slug/coupon", "routes/api/coupon.ts"),
  route("api/:locale/api/lessons/:slug/refund", "routes/api/refund.ts"),
  // A lesson's questions (decision 046): list and ask, answer, and staff's hide.
  route("api/:locale/api/lessons/:slug/questions", "routes/api/lesson-questions.ts", {
    id: "api-lesson-questions",
  }),
  route("api/:locale/api/lessons/:slug/questions/:id/answers", "routes/api/lesson-questions.ts", {
    id: "api-lesson-question-answers",
  }),
  route("api/:locale/api/lessons/:slug/questions/:id/hide", "routes/api/lesson-questions.ts", {
    id: "api-lesson-question-hide",
  }),
  route("api/:locale/api/lessons/:slug/answers/:id/hide", "routes/api/lesson-questions.ts", {
    id: "api-lesson-answer-hide",
  }),
  route("api/:locale/api/masters", "routes/api/masters.ts"),
  route("api/:locale/api/masters/:slug", "routes/api/master.ts"),
  // The personal office's API (bearer token): the caller's own items.
  route("api/:locale/api/me/activities/:id?", "routes/api/me-activities.ts"),
  route("api/:locale/api/me/portfolio/:id?", "routes/api/me-galleries.ts", { id: "api-me-portfolio" }),
  route("api/:locale/api/me/certificates/:id?", "routes/api/me-galleries.ts", { id: "api-me-certificates" }),
  route("api/:locale/api/me/lessons/:id?", "routes/api/me-lessons.ts"),
  // Lessons' and the profile's texts in other languages (decision 050).
  route("api/:locale/api/me/lessons/:id/translations/:language?", "routes/api/me-translations.ts", {
    id: "api-me-lesson-translations",
  }),
  route("api/:locale/api/me/profile/translations/:language?", "routes/api/me-translations.ts", {
    id: "api-me-profile-translations",
  }),
  // Saved lessons and followed masters (decision 045).
  route("api/:locale/api/me/saved/:slug?", "routes/api/me-social.ts", { id: "api-me-saved" }),
  route("api/:locale/api/me/following/:slug?", "routes/api/me-social.ts", { id: "api-me-following" }),
  route("api/:locale/api/me/coupons/:id?", "routes/api/me-coupons.ts"),
  route("api/:locale/api/me/payouts", "routes/api/me-payouts.ts"),
  route("api/:locale/api/me/:what", "routes/api/me-money.ts"),
  route("api/:locale/api/contact", "routes/api/contact.ts"),
  route("api/*", "routes/api/not-found.ts"),
  route("api/cities", "routes/api/cities.ts"),
  route("language/:lng", "routes/language.ts"),
  route("i18n/:file", "routes/i18n-script.ts"),
  route("media/*", "routes/media.ts"),
  route("uploads", "routes/uploads.ts"),
  // A buyer's position in a lesson's full video (decision 043): the player's beacon, one address in every language.
  route("lessons/:slug/progress", "routes/lesson-progress.ts"),
  route("webhooks/stripe", "routes/money/stripe-webhook.ts"),
  route("sitemap.xml", "routes/sitemap.ts"),
  route("sitemap/:file", "routes/sitemap.ts", { id: "sitemap-file" }),
  route("robots.txt", "routes/robots.ts"),

  // Every page, under an optional locale prefix (uk has none).
  route(":lang?", "routes/locale.tsx", [
    index("routes/home.tsx"),
    ...Object.keys(CONTENT_PAGE_ROUTES)
      .filter((path) => !(path in APPLICATION_PAGE_MODULES))
      .map((path) => route(path, "routes/content-page.tsx", { id: `page-${path}` })),
    // Content pages with an application form of their own (issue 7).
    ...Object.entries(APPLICATION_PAGE_MODULES).map(([path, file]) =>
      route(path, file, { id: `page-${path}` }),
    ),
    route("contact", "routes/contact.tsx"),
    route("lessons", "routes/lessons.tsx"),
    route("lessons/:slug", "routes/lesson.tsx"),
    route("lessons/:slug/buy", "routes/money/buy.tsx"),
    route("lessons/:slug/refund", "routes/money/refund.ts"),
    // Saved lessons and followed masters (decision 045): the buttons' POSTs and the emails' unsubscribe page.
    route("lessons/:slug/save", "routes/social/save-lesson.ts"),
    route("masters/:slug/follow", "routes/social/follow.ts"),
    route("unsubscribe", "routes/social/unsubscribe.tsx"),
    route("masters", "routes/masters.tsx"),
    route("masters/:slug", "routes/master.tsx"),
    route("masters/:slug/balance", "routes/money/adjust-balance.tsx"),
    route("balance/top-up", "routes/money/top-up.tsx"),
    route("balance/payouts", "routes/money/payouts.tsx"),
    route("payments/test/:id", "routes/money/test-payment.tsx"),
    // The personal office: one form per section (DESIGN "Routes"), items edited on their own URL.
    route("personal-info", "routes/office/layout.tsx", [
      layout("routes/section-boundary.tsx", { id: "office-section" }, [
        index("routes/office/personal-data.tsx"),
        route("socials", "routes/office/socials.tsx"),
        route("brands", "routes/office/brands.tsx"),
        route("activities", "routes/office/activities.tsx"),
        route("activities/:id", "routes/office/activity.tsx"),
        route("portfolio", "routes/office/galleries.tsx", { id: "office-portfolio" }),
        route("portfolio/:id", "routes/office/gallery-item.tsx", { id: "office-portfolio-item" }),
        route("certificates", "routes/office/galleries.tsx", { id: "office-certificates" }),
        route("certificates/:id", "routes/office/gallery-item.tsx", { id: "office-certificate" }),
        route("lessons", "routes/office/lessons.tsx"),
        route("lessons/new", "routes/office/lesson-editor.tsx", { id: "office-lesson-new" }),
        route("lessons/:id", "routes/office/lesson-editor.tsx", { id: "office-lesson-edit" }),
        route("coupons", "routes/office/coupons.tsx"),
        route("prompt", "routes/office/hide-prompt.ts"),
      ]),
    ]),
    // The staff back-office (404 for everyone else, GET and POST alike: see its layout's middleware).
    route("admin", "routes/admin/layout.tsx", [
      layout("routes/section-boundary.tsx", { id: "admin-section" }, [
        index("routes/admin/overview.tsx"),
        route("audit", "routes/admin/audit.tsx"),
        route("payouts", "routes/admin/payouts.tsx"),
        route("messages", "routes/admin/messages.tsx"),
        route("teacher-applications", "routes/admin/teacher-applications.tsx"),
        route("qualification-requests", "routes/admin/qualification-requests.tsx"),
        route("users", "routes/admin/users.tsx"),
        route("lessons", "routes/admin/lessons.tsx"),
        route("lessons/:id", "routes/admin/lesson.tsx"),
        route("categories", "routes/admin/categories.tsx"),
        route("categories/new", "routes/admin/category.tsx", { id: "admin-category-new" }),
        route("categories/:id", "routes/admin/category.tsx", { id: "admin-category" }),
        route("categories/sub/new", "routes/admin/sub-category.tsx", { id: "admin-sub-category-new" }),
        route("categories/sub/:id", "routes/admin/sub-category.tsx", { id: "admin-sub-category" }),
        route("pages", "routes/admin/pages.tsx", { id: "admin-pages" }),
        route("pages/:id/:locale?", "routes/admin/page.tsx", { id: "admin-page" }),
        route("footer", "routes/admin/footer.tsx"),
        route("brands", "routes/admin/brands.tsx", { id: "admin-brands" }),
        route("brands/:id", "routes/admin/brand.tsx", { id: "admin-brand" }),
      ]),
    ]),
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
