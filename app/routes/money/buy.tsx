import { randomUUID } from "node:crypto";
import { data, Form, Link, redirect, useActionData } from "react-router";
import { imageSrc, imageSrcSet } from "~/catalog/image-urls";
import { usePrice } from "~/components/catalog/format";
import { Notice } from "~/components/ui/auth-card";
import { Breadcrumbs } from "~/components/ui/breadcrumbs";
import { outlineButton } from "~/components/ui/button.css";
import { Field } from "~/components/ui/field";
import { Icon } from "~/components/ui/icon";
import { SubmitButton } from "~/components/ui/submit-button";
import { localizePath } from "~/i18n/locales";
import { translatedMeta } from "~/i18n/meta";
import { formatMoney } from "~/i18n/money";
import { useLocale, useLocalizedHref } from "~/i18n/use-locale";
import { useT } from "~/i18n/use-t";
import { getLesson } from "~/server/catalog/lessons.server";
import { quoteCoupon } from "~/server/commerce/coupons.server";
import { IDEMPOTENCY_KEY, IdempotencyConflict } from "~/server/commerce/idempotency.server";
import { balanceOf } from "~/server/commerce/ledger.server";
import { commissionOf, hasPurchased, purchaseLesson } from "~/server/commerce/purchases.server";
import { getLocale, getServices, withDatabase } from "~/server/context.server";
import { readFormData } from "~/server/http/form-request.server";
import { badRequest, notFound, redirectWithFlash } from "~/server/http/responses.server";
import { requireUser } from "~/server/web/current-user.server";
import type { Route } from "./+types/buy";
import * as styles from "./buy.css";

const lessonPath = (slug: string) => `/lessons/${encodeURIComponent(slug)}`;
const watchPath = (slug: string) => `${lessonPath(slug)}?tab=full#tabs`;
/** A typed or shared code (`?coupon=`), at most as long as a code may be (decision 047). */
const couponParam = (value: FormDataEntryValue | string | null) =>
  String(value ?? "")
    .trim()
    .slice(0, 24);

/**
 * The purchase confirmation: the lesson, its price and the buyer's balance, then one button. A
 * visitor logs in first and comes back here. The form carries an idempotency key made for this
 * page, so a double click, a retried POST or a reload of the answer charges once.
 */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const user = requireUser(context, request);
  const locale = getLocale(context);
  return withDatabase(context, async (db) => {
    const lesson = await getLesson(db, locale, params.slug);
    if (!lesson?.published) notFound();
    if (lesson.master.id === user.id || (await hasPurchased(db, user.id, lesson.id))) {
      throw redirect(localizePath(locale, watchPath(lesson.slug)));
    }
    const balanceCents = await balanceOf(db, user.id);
    // A code typed here or carried from a shared link: priced before confirming (decision 047).
    const code = couponParam(new URL(request.url).searchParams.get("coupon"));
    const quote = code ? await quoteCoupon(db, { ...lesson, masterId: lesson.master.id }, code) : null;
    const payCents = quote?.ok ? quote.finalCents : lesson.priceCents;
    return {
      coupon: quote
        ? {
            ...quote,
            masterCents: payCents - commissionOf(payCents, getServices(context).env.COMMISSION_PERCENT),
          }
        : null,
      payCents,
      lesson: {
        slug: lesson.slug,
        title: lesson.title,
        priceCents: lesson.priceCents,
        poster: lesson.poster,
        masterName: lesson.master.fullName,
      },
      balanceCents,
      key: randomUUID(),
      balancePath: `/masters/${encodeURIComponent(user.username)}?tab=tab-4`,
    };
  });
}

export async function action({ params, request, context }: Route.ActionArgs) {
  const user = requireUser(context, request);
  const form = await readFormData(request);
  const key = String(form.get("key") ?? "");
  const couponCode = couponParam(form.get("coupon")) || undefined;
  if (!IDEMPOTENCY_KEY.test(key)) badRequest();
  return withDatabase(context, async (db) => {
    const lesson = await getLesson(db, getLocale(context), params.slug);
    if (!lesson?.published) notFound();
    let outcome: Awaited<ReturnType<typeof purchaseLesson>>;
    try {
      outcome = await purchaseLesson(db, {
        buyer: user,
        lessonId: lesson.id,
        idempotencyKey: key,
        couponCode,
        commissionPercent: getServices(context).env.COMMISSION_PERCENT,
      });
    } catch (error) {
      if (error instanceof IdempotencyConflict) return data({ error: "conflict" as const }, { status: 409 });
      throw error;
    }
    switch (outcome.status) {
      case "purchased":
      case "owned":
        return redirectWithFlash(context, request, watchPath(lesson.slug), "money.flash.purchased");
      case "own-lesson":
        throw redirect(localizePath(getLocale(context), watchPath(lesson.slug)));
      case "not-found":
        return notFound();
      case "insufficient":
        return data({ error: "insufficient" as const }, { status: 409 });
      case "coupon-invalid":
        return data({ error: "coupon" as const, reason: outcome.reason }, { status: 409 });
    }
  });
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => [
  ...translatedMeta(matches, "lesson", loaderData?.lesson.title),
  { name: "robots", content: "noindex" },
];

export default function Buy({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const href = useLocalizedHref();
  const locale = useLocale();
  const price = usePrice();
  const failure = useActionData<typeof action>();
  const { lesson, balanceCents, key, balancePath, coupon, payCents } = loaderData;
  const missingCents = Math.max(0, payCents - balanceCents);
  const couponError =
    failure?.error === "coupon"
      ? `coupons.invalid.${failure.reason}`
      : coupon && !coupon.ok
        ? `coupons.invalid.${coupon.reason}`
        : undefined;
  const balance = (cents: number) => formatMoney(cents, locale, { alwaysCents: true });

  return (
    <div className={styles.page}>
      <div className={styles.inner}>
        <Breadcrumbs
          items={[
            { label: t("nav.items.lessons"), path: "/lessons?ordering=level" },
            { label: lesson.title, path: lessonPath(lesson.slug) },
            { label: t("money.buy.crumb") },
          ]}
        />
        <section className={styles.card} aria-labelledby="buy-title">
          <h1 id="buy-title" className={styles.title}>
            {t("money.buy.title")}
          </h1>
          <div className={styles.lesson}>
            {lesson.poster ? (
              <img
                className={styles.poster}
                src={imageSrc(lesson.poster)}
                srcSet={imageSrcSet(lesson.poster)}
                sizes="96px"
                width={lesson.poster.width}
                height={lesson.poster.height}
                alt=""
              />
            ) : null}
            <div>
              <p className={styles.lessonTitle}>{lesson.title}</p>
              <p className={styles.master}>{t("money.buy.by", { name: lesson.masterName })}</p>
            </div>
          </div>
          <dl className={styles.sums}>
            <div className={styles.row}>
              <dt>{t("money.buy.price")}</dt>
              <dd>{price(lesson.priceCents)}</dd>
            </div>
            <div className={styles.row}>
              <dt>{t("money.buy.balance")}</dt>
              <dd>{balance(balanceCents)}</dd>
            </div>
            {coupon?.ok ? (
              <>
                <div className={styles.row}>
                  <dt>{t("coupons.buy.discount", { code: coupon.code })}</dt>
                  <dd data-discount>−{price(coupon.discountCents)}</dd>
                </div>
                <div className={styles.row}>
                  <dt>{t("coupons.buy.total")}</dt>
                  <dd data-pay>{price(coupon.finalCents)}</dd>
                </div>
                <div className={styles.row} title={t("coupons.buy.masterHint")}>
                  <dt>{t("coupons.buy.master")}</dt>
                  <dd data-master>{balance(coupon.masterCents)}</dd>
                </div>
              </>
            ) : null}
            {missingCents === 0 ? (
              <div className={`${styles.row} ${styles.total}`}>
                <dt>{t("money.buy.after")}</dt>
                <dd>{balance(balanceCents - payCents)}</dd>
              </div>
            ) : null}
          </dl>
          {lesson.priceCents > 0 ? <CouponForm code={coupon?.code ?? ""} error={couponError} /> : null}
          {failure?.error === "conflict" ? <Notice tone="error">{t("money.buy.conflict")}</Notice> : null}
          {missingCents > 0 ? (
            <div className={styles.short}>
              <Notice tone="error">
                {t("money.buy.missing", { amount: formatMoney(missingCents, locale) })}
              </Notice>
              <Link to={href(balancePath)} className={styles.topUp}>
                <Icon name="plus" size={18} />
                {t("money.buy.topUp")}
              </Link>
            </div>
          ) : (
            <Form method="post" className={styles.form}>
              <input type="hidden" name="key" value={key} />
              {coupon?.ok ? <input type="hidden" name="coupon" value={coupon.code} /> : null}
              <p className={styles.includes}>{t("money.buy.includes")}</p>
              <SubmitButton>
                {payCents === 0
                  ? t("money.buy.confirmFree")
                  : t("money.buy.confirm", { price: price(payCents) })}
              </SubmitButton>
            </Form>
          )}
          <Link to={href(lessonPath(lesson.slug))} className={`${outlineButton} ${styles.back}`}>
            {t("money.buy.back")}
          </Link>
        </section>
      </div>
    </div>
  );
}

/** The code field: a GET form, so applying a code is a plain page load with `?coupon=`. */
function CouponForm({ code, error }: { code: string; error?: string }) {
  const t = useT();
  return (
    <Form method="get" className={styles.coupon} key={code}>
      <Field
        name="coupon"
        label={t("coupons.buy.label")}
        defaultValue={code}
        error={error}
        maxLength={24}
        autoCapitalize="characters"
        autoComplete="off"
        spellCheck={false}
      />
      <button type="submit" className={`${outlineButton} ${styles.applyCoupon}`}>
        {t("coupons.buy.apply")}
      </button>
    </Form>
  );
}
