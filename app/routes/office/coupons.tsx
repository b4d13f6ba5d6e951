import { Form, useActionData } from "react-router";
import { usePrice } from "~/components/catalog/format";
import {
  badge,
  emptyBox,
  fieldset,
  fieldsetTitle,
  formActions,
  formGrid,
  fullRow,
  itemActions,
  itemBody,
  itemCard,
  itemList,
  itemMeta,
  itemTitle,
} from "~/components/office/form-grid.css";
import { OfficeSection } from "~/components/office/section";
import { outlineButton } from "~/components/ui/button.css";
import { Field } from "~/components/ui/field";
import { SubmitButton } from "~/components/ui/submit-button";
import { formValues } from "~/forms/form-data";
import { useLocale } from "~/i18n/use-locale";
import { useT } from "~/i18n/use-t";
import { recordEvent } from "~/server/auth/rate-limit.server";
import { COUPON_LIMIT, createCoupon, deactivateCoupon, listCoupons } from "~/server/commerce/coupons.server";
import { getLocale, withDatabase } from "~/server/context.server";
import { readFormData } from "~/server/http/form-request.server";
import { notFound, redirectWithFlash, refused } from "~/server/http/responses.server";
import { listOwnLessons } from "~/server/office/lessons.server";
import { isLimited } from "~/server/web/coupon-limit.server";
import { requireUser } from "~/server/web/current-user.server";
import type { Route } from "./+types/coupons";

/** The master's discount codes (decision 047): the list, a form for a new one, deactivation. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = requireUser(context, request);
  const locale = getLocale(context);
  return withDatabase(context, async (db) => {
    const [coupons, lessons] = await Promise.all([
      listCoupons(db, user.id),
      listOwnLessons(db, locale, user.id),
    ]);
    return {
      coupons,
      lessons: lessons.map((lesson) => ({ id: lesson.id, title: lesson.title, slug: lesson.slug })),
      now: Date.now(),
    };
  });
}

/** `intent=create` (the form) or `intent=deactivate` with `id`; both redirect with a flash. */
export async function action({ request, context }: Route.ActionArgs) {
  const user = requireUser(context, request);
  const form = await readFormData(request);
  const values = formValues(form);
  return withDatabase(context, async (db) => {
    if (await isLimited(db, user.id))
      return refused({ code: "errors.rateLimited" }, values, {}, { status: 429 });
    await recordEvent(db, COUPON_LIMIT, `user:${user.id}`);
    if (values.intent === "deactivate") {
      if (!(await deactivateCoupon(db, user.id, Number(values.id)))) notFound();
      return redirectWithFlash(context, request, "/personal-info/coupons", "coupons.flash.deactivated");
    }
    const result = await createCoupon(db, user.id, { ...values, lessons: form.getAll("lessons") });
    if (!result.ok) return refused(result.errors, values);
    return redirectWithFlash(context, request, "/personal-info/coupons", "coupons.flash.created");
  });
}

export default function OfficeCoupons({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const locale = useLocale();
  const price = usePrice();
  const answer = useActionData<typeof action>();
  const errors: Record<string, string> = answer?.errors ?? {};
  const values: Record<string, string> = answer?.values ?? {};
  const { coupons, lessons, now } = loaderData;
  const date = (iso: string) => new Date(iso).toLocaleDateString(locale, { timeZone: "UTC" });

  return (
    <OfficeSection title={t("coupons.title")} lead={t("coupons.lead")}>
      {coupons.length === 0 ? (
        <div className={emptyBox}>
          <p>{t("coupons.empty")}</p>
        </div>
      ) : (
        <ul className={itemList} aria-label={t("coupons.listLabel")}>
          {coupons.map((coupon) => {
            const expired = coupon.expiresAt !== null && Date.parse(coupon.expiresAt) <= now;
            const usedUp = coupon.maxUses !== null && coupon.uses >= coupon.maxUses;
            const status = !coupon.active ? "inactive" : expired ? "expired" : usedUp ? "usedUp" : "active";
            const shareSlug = coupon.lessons[0]?.slug ?? lessons[0]?.slug;
            return (
              <li key={coupon.id} className={itemCard} data-coupon={coupon.code}>
                <div className={itemBody}>
                  <p className={itemTitle}>
                    {coupon.code}{" "}
                    <span className={badge} data-tone={status === "active" ? "success" : "muted"}>
                      {t(`coupons.status.${status}`)}
                    </span>
                  </p>
                  <p className={itemMeta}>
                    {[
                      coupon.kind === "percent"
                        ? t("coupons.offPercent", { percent: coupon.amount })
                        : t("coupons.offAmount", { amount: price(coupon.amount) }),
                      coupon.maxUses === null
                        ? t("coupons.usesOpen", { uses: coupon.uses })
                        : t("coupons.uses", { uses: coupon.uses, max: coupon.maxUses }),
                      coupon.expiresAt
                        ? t("coupons.until", { date: date(coupon.expiresAt) })
                        : t("coupons.noExpiry"),
                    ].join(" · ")}
                  </p>
                  <p className={itemMeta}>
                    {coupon.lessons.length === 0
                      ? t("coupons.allLessons")
                      : coupon.lessons.map((lesson) => lesson.title).join(", ")}
                  </p>
                  {status === "active" && shareSlug ? (
                    <p className={itemMeta}>
                      {t("coupons.share")}:{" "}
                      <code>{`/${locale}/lessons/${shareSlug}?coupon=${coupon.code}`}</code>
                    </p>
                  ) : null}
                </div>
                {coupon.active ? (
                  <Form method="post" className={itemActions}>
                    <input type="hidden" name="intent" value="deactivate" />
                    <input type="hidden" name="id" value={coupon.id} />
                    <button
                      type="submit"
                      className={outlineButton}
                      aria-label={t("coupons.deactivateNamed", { code: coupon.code })}
                    >
                      {t("coupons.deactivate")}
                    </button>
                  </Form>
                ) : null}
              </li>
            );
          })}
        </ul>
      )}
      {/* A new code empties the form (a refused one keeps what was typed). */}
      <Form key={coupons.length} method="post" noValidate className={formGrid} aria-labelledby="new-coupon">
        <h2 id="new-coupon" className={`${fieldsetTitle} ${fullRow}`}>
          {t("coupons.newTitle")}
        </h2>
        <input type="hidden" name="intent" value="create" />
        <Field
          name="code"
          label={t("coupons.fields.code")}
          hint={t("coupons.fields.codeHint")}
          defaultValue={values.code ?? ""}
          error={errors.code}
          errorValues={{ minutes: 10 }}
          maxLength={24}
          autoCapitalize="characters"
          spellCheck={false}
          required
        />
        <Field
          name="kind"
          label={t("coupons.fields.kind")}
          options={[
            { value: "percent", label: t("coupons.fields.percent") },
            { value: "fixed", label: t("coupons.fields.fixed") },
          ]}
          placeholder=""
          defaultValue={values.kind ?? "percent"}
          error={errors.kind}
        />
        <Field
          name="amount"
          label={t("coupons.fields.amount")}
          hint={t("coupons.fields.amountHint")}
          inputMode="decimal"
          defaultValue={values.amount ?? ""}
          error={errors.amount}
          required
        />
        <Field
          name="maxUses"
          label={t("coupons.fields.maxUses")}
          hint={t("coupons.fields.maxUsesHint")}
          inputMode="numeric"
          defaultValue={values.maxUses ?? ""}
          error={errors.maxUses}
        />
        <Field
          name="expires"
          type="date"
          label={t("coupons.fields.expires")}
          hint={t("coupons.fields.expiresHint")}
          defaultValue={values.expires ?? ""}
          error={errors.expires}
        />
        {lessons.length > 0 ? (
          <fieldset className={`${fieldset} ${fullRow}`} aria-describedby="coupon-lessons-hint">
            <legend className={fieldsetTitle}>{t("coupons.fields.lessons")}</legend>
            <p id="coupon-lessons-hint" className={itemMeta}>
              {t("coupons.fields.lessonsHint")}
            </p>
            {lessons.map((lesson) => (
              <label key={lesson.id} style={{ display: "flex", gap: 8, alignItems: "center" }}>
                <input type="checkbox" name="lessons" value={lesson.id} />
                {lesson.title}
              </label>
            ))}
            {errors.lessons ? (
              <p className={itemMeta} role="alert">
                {t(errors.lessons)}
              </p>
            ) : null}
          </fieldset>
        ) : null}
        <div className={`${formActions} ${fullRow}`}>
          <SubmitButton>{t("coupons.create")}</SubmitButton>
        </div>
      </Form>
    </OfficeSection>
  );
}
