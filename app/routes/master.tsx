import { data, Link, type MetaDescriptor, redirect } from "react-router";
import { readableHistory } from "~/admin/stored-text.server";
import { lessonCardView, masterCardView } from "~/catalog/card-views";
import { imageSrc } from "~/catalog/image-urls";
import { PERSON_DATA } from "~/catalog/json-ld";
import type { MasterDetail } from "~/catalog/types";
import { GalleryViewerHost } from "~/components/catalog/gallery-viewer-host";
import { personJsonLd } from "~/components/catalog/master-profile/person-data.server";
import { ownTab } from "~/components/office/owner-tabs";
import type { SavedTab } from "~/components/office/saved-panel";
import { outlineButton } from "~/components/ui/button.css";
import { Icon } from "~/components/ui/icon";
import { keptPart } from "~/components/ui/kept-part";
import { lazyComponent } from "~/components/ui/lazy-component";
import { browserMessages, getI18n } from "~/i18n/i18n";
import { isLocale, type Locale, localizePath } from "~/i18n/locales";
import { serverI18n } from "~/i18n/messages.server";
import { translatedMeta } from "~/i18n/meta";
import { useLocalizedHref } from "~/i18n/use-locale";
import { useT } from "~/i18n/use-t";
import { videoSource } from "~/server/catalog/lesson-access.server";
import { progressSummary } from "~/server/catalog/lesson-progress.server";
import { purchasedLessons } from "~/server/catalog/lessons.server";
import { cachedMaster } from "~/server/catalog/masters.server";
import { balanceOf, history } from "~/server/commerce/ledger.server";
import { activeProvider, paymentConfig } from "~/server/commerce/payments.server";
import { refundOffer } from "~/server/commerce/refunds.server";
import { getLocale, getServices, publicOrigin, withDatabase } from "~/server/context.server";
import type { Database } from "~/server/db/client.server";
import { countryOptions } from "~/server/geo/countries.server";
import { keepOutOfHydration } from "~/server/http/server-drawn.server";
import { profileCompletion } from "~/server/office/completion.server";
import { ownLessons } from "~/server/office/shell.server";
import { followedMasterCards, isFollowing, savedLessonCards } from "~/server/social/social.server";
import { completionPrompt } from "~/server/web/completion-prompt.server";
import { getUser } from "~/server/web/current-user.server";
import type { Route } from "./+types/master";
import { countView } from "./count-view.server";
import { staffBar } from "./master.css";

/**
 * A master's public page. `/masters/<id>` (the specification's form) and a nickname in another
 * case redirect to `/masters/<username>` with the query string kept. Unknown and inactive users
 * are a 404; a master not yet listed stays reachable (logins land here) but is not indexed. Every
 * other visitor's view is counted, and for them `?tab=` means nothing.
 *
 * The owner gets their own page (SPEC §2 `?tab=tab-1…4`): tab-1 the profile with their private
 * contact details and edit links, tab-2 all their lessons (drafts included), tab-3 the lessons
 * they bought, tab-4 their balance; and, for a master, the completion notice at the top while
 * something is missing (decision 037).
 */
export async function loader({ params, context, request }: Route.LoaderArgs) {
  const locale = getLocale(context);
  const viewer = getUser(context);
  const master = await withDatabase(context, (db) => cachedMaster(db, locale, params.slug));
  if (!master) throw data(null, { status: 404 });
  if (params.slug !== master.username) {
    const url = new URL(request.url);
    throw redirect(localizePath(locale, `/masters/${encodeURIComponent(master.username)}`) + url.search);
  }
  const own = viewer !== null && viewer.id === master.id;
  if (!own) await countView(context, request, "master", master.id);
  const owner = own ? await ownerView(context, request, viewer.id) : null;
  // The follow button (decision 045): none on one's own page, a login link for a visitor.
  let following: boolean | null | undefined = null;
  if (own) following = undefined;
  else if (viewer) following = await withDatabase(context, (db) => isFollowing(db, viewer.id, master.id));
  return data(
    {
      master,
      // hreflang (root): the languages its "about" is in, its own first (x-default); unlisted: none.
      alternateLocales: master.isListed ? master.languages : null,
      countryName: countryOptions(locale).find((option) => option.code === master.country)?.name ?? "",
      video: master.videoId === null ? null : videoSource(getServices(context), viewer, master.videoId),
      contacts: own ? { email: viewer.email, phone: viewer.phone } : null,
      owner: owner?.view ?? null,
      // Staff correct balances by hand from someone's page (the back-office links here too).
      staffTools: !own && viewer?.isStaff === true,
      following,
      personData: keepOutOfHydration(context, PERSON_DATA, [
        personJsonLd({
          master,
          origin: publicOrigin(getServices(context)),
          locale,
          description: seoDescription(master, serverI18n(locale).t),
        }),
      ]),
    },
    owner?.setCookie ? { headers: { "Set-Cookie": owner.setCookie } } : undefined,
  );
}

/** A purchase's refund as the tab offers it (decision 049), or null when it is past. */
const refundView = (refund: { until: Date; priceCents: number } | null) =>
  refund ? { until: refund.until.toISOString(), priceCents: refund.priceCents } : null;

/** What the owner's open tab shows (only that tab's data is read) and the completion prompt. */
async function ownerView(context: Route.LoaderArgs["context"], request: Request, userId: number) {
  const tab = ownTab(new URL(request.url).searchParams.get("tab"));
  const locale = getLocale(context);
  const [completion, lessons, purchased, balance, saved] = await withDatabase(context, (db) =>
    Promise.all([
      profileCompletion(db, userId),
      tab === "tab-2" ? ownLessons(db, locale, userId) : null,
      tab === "tab-3"
        ? purchasedLessons(db, locale, userId).then((bought) =>
            bought.map(({ purchase, ...card }) => ({
              ...lessonCardView(card),
              progress: progressSummary(purchase.progress),
              refund: refundView(refundOffer(purchase)),
            })),
          )
        : null,
      tab === "tab-4"
        ? Promise.all([
            balanceOf(db, userId),
            history(db, userId).then((entries) => readableHistory(locale, entries)),
          ]).then(([balanceCents, entries]) => ({
            balanceCents,
            entries,
          }))
        : null,
      tab === "tab-5" ? savedTab(db, locale, userId) : null,
    ]),
  );
  const prompt = await completionPrompt(request, userId, completion);
  return {
    view: {
      tab,
      lessons,
      purchased,
      balance,
      saved,
      topUp: tab === "tab-4" ? { provider: activeProvider(paymentConfig(getServices(context).env)) } : null,
      completion,
      showPrompt: prompt.show,
    },
    setCookie: prompt.setCookie,
  };
}

/** The "Saved" tab (decision 045): saved lessons and followed masters, as their cards draw them. */
async function savedTab(db: Database, locale: Locale, userId: number): Promise<SavedTab> {
  const [lessons, masters] = await Promise.all([
    savedLessonCards(db, locale, userId),
    followedMasterCards(db, locale, userId),
  ]);
  const countries = countryOptions(locale);
  return {
    lessons: lessons.map(lessonCardView),
    masters: masters.map((master) => ({
      ...masterCardView(master),
      countryName: countries.find((option) => option.code === master.country)?.name ?? "",
    })),
  };
}

/** Title, description, Open Graph profile and, for an unlisted master, noindex. */
export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  if (!loaderData) return [];
  const { master } = loaderData;
  const root = matches.find((match) => match?.id === "root")?.data as
    | { locale?: string; origin?: string }
    | undefined;
  const locale = isLocale(root?.locale) ? root.locale : null;
  const base = translatedMeta(matches, "master", master.fullName);
  if (!locale) return base;
  const { t } = getI18n(locale, browserMessages(locale));
  const description = seoDescription(master, t);
  const origin = root?.origin ?? "";
  const url = `${origin}${localizePath(locale, `/masters/${encodeURIComponent(master.username)}`)}`;
  const replaced = base.map((tag): MetaDescriptor => {
    if ("name" in tag && tag.name === "description") return { name: "description", content: description };
    if ("property" in tag && tag.property === "og:description")
      return { property: "og:description", content: description };
    if ("property" in tag && tag.property === "og:type") return { property: "og:type", content: "profile" };
    return tag;
  });
  return [
    ...replaced,
    { property: "og:url", content: url },
    { property: "profile:username", content: master.username },
    ...(master.avatar
      ? [
          { property: "og:image", content: `${origin}${imageSrc(master.avatar)}` },
          { property: "og:image:alt", content: master.fullName },
        ]
      : []),
    ...(master.isListed ? [] : [{ name: "robots", content: "noindex" }]),
  ];
};

function seoDescription(master: MasterDetail, t: (key: string, values?: Record<string, unknown>) => string) {
  const about = master.shortDescription.replace(/\s+/g, " ").trim();
  const short = about.length > 140 ? `${about.slice(0, 139).trimEnd()}…` : about;
  const who = master.specialization
    ? t("masters.seo.whoWithSpecialization", {
        name: master.fullName,
        specialization: master.specialization.title,
      })
    : t("masters.seo.who", { name: master.fullName });
  return [who, short || t("masters.seo.fallback")].join(" ");
}

/**
 * What only the page's owner sees — the completion prompt, the tabs and their panels — is loaded
 * for the owner alone, never in a visitor's first load (issue 13, goal 4). No Suspense boundary:
 * the server waits for it, so the page arrives whole (without JavaScript too), and an owner's
 * browser hydrates once it is there. The balance tab comes apart, with its top-up form and that
 * form's validation (zod, ~24 KB gzip), when an owner opens it.
 */
const ownerPanels = () => import("~/components/office/owner-parts");
const PagePrompt = lazyComponent(() => ownerPanels().then((module) => module.PagePrompt));
const OwnerTabs = lazyComponent(() => ownerPanels().then((module) => module.OwnerTabs));
const OwnLessons = lazyComponent(() => ownerPanels().then((module) => module.OwnLessons));
const PurchasedLessons = lazyComponent(() => ownerPanels().then((module) => module.PurchasedLessons));
const SavedPanel = lazyComponent(() => ownerPanels().then((module) => module.SavedPanel));
const BalancePanel = lazyComponent(() =>
  import("~/components/office/balance-panel").then((module) => module.BalancePanel),
);

/**
 * The profile: kept as the server drew it for a visitor (nothing in it is React's to run), drawn by
 * React for a signed-in viewer (the follow button is a form of theirs) and for the owner (their
 * tabs and panels), who wait for its code before the page hydrates.
 */
const profile = () => import("~/components/catalog/master-profile/kept-parts");
const KeptMasterProfile = keptPart(() => profile().then((module) => module.MasterProfile));
const OwnMasterProfile = lazyComponent(() => profile().then((module) => module.MasterProfile));

export default function Master({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const href = useLocalizedHref();
  const { master, countryName, video, contacts, owner, staffTools, following, personData } = loaderData;
  return (
    <>
      {owner?.showPrompt ? <PagePrompt completion={owner.completion} /> : null}
      {staffTools ? (
        <div className={staffBar}>
          <Link
            to={href(`/masters/${encodeURIComponent(master.username)}/balance`)}
            className={outlineButton}
          >
            <Icon name="wallet" size={18} />
            {t("money.adjust.link")}
          </Link>
        </div>
      ) : null}
      {owner ? (
        <OwnMasterProfile
          master={master}
          countryName={countryName}
          video={video}
          contacts={contacts}
          personData={personData}
          owner={{
            master: owner.completion.master,
            tabs: <OwnerTabs username={master.username} active={owner.tab} />,
            panel:
              owner.tab === "tab-2" ? (
                <OwnLessons lessons={owner.lessons ?? []} />
              ) : owner.tab === "tab-3" ? (
                <PurchasedLessons lessons={owner.purchased ?? []} />
              ) : owner.tab === "tab-5" ? (
                <SavedPanel saved={owner.saved ?? { lessons: [], masters: [] }} />
              ) : owner.tab === "tab-4" ? (
                <BalancePanel
                  balanceCents={owner.balance?.balanceCents ?? 0}
                  entries={owner.balance?.entries ?? []}
                  topUp={owner.topUp ?? undefined}
                />
              ) : null,
          }}
        />
      ) : (
        <KeptMasterProfile
          id="master-profile"
          keep={following === null}
          master={master}
          countryName={countryName}
          video={video}
          contacts={contacts}
          personData={personData}
          following={following}
        />
      )}
      <GalleryViewerHost />
    </>
  );
}
