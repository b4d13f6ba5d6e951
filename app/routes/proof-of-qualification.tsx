import { useActionData } from "react-router";
import * as styles from "~/components/applications/applications.css";
import { QualificationLevels } from "~/components/applications/levels";
import {
  ApplicationPanel,
  HowItWorks,
  SignInCall,
  StatusCard,
  useDate,
} from "~/components/applications/parts";
import type { ItemFailureData } from "~/components/office-items/gallery-form";
import { HydrateApart } from "~/components/ui/kept-part";
import { lazyComponent } from "~/components/ui/lazy-component";
import { PageHero } from "~/components/ui/page-hero";
import { RichText } from "~/components/ui/rich-text";
import { qualificationRequestSchema } from "~/forms/applications";
import { translatedMeta } from "~/i18n/meta";
import { useT } from "~/i18n/use-t";
import {
  latestQualificationRequest,
  qualificationProfile,
  submitQualificationRequest,
} from "~/server/applications/qualification.server";
import { applicationFailure, readApplicationForm } from "~/server/applications/shared.server";
import { cachedCategories } from "~/server/content/site-content.server";
import { getLocale, getServices, withDatabase } from "~/server/context.server";
import { redirectWithFlash } from "~/server/http/responses.server";
import { uploadDeps } from "~/server/media/uploads.server";
import { applicationPage } from "~/server/web/application-page.server";
import { requireUser } from "~/server/web/current-user.server";
import type { Route } from "./+types/proof-of-qualification";

// Only an applicant who may apply sees the form: a visitor's page loads none of its code.
const QualificationRequestForm = lazyComponent(() =>
  import("~/components/applications/form-parts").then((module) => module.QualificationRequestForm),
);

/** The proof-of-qualification page: its text, the six levels, then the request (or its status). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const locale = getLocale(context);
  return withDatabase(context, async (db) => {
    const shared = await applicationPage(db, context, request, "qualification-training");
    if (!shared.user) return { ...shared, latest: null, level: null, categories: [], defaults: null };
    const [latest, profile, categories] = await Promise.all([
      latestQualificationRequest(db, shared.user.id),
      qualificationProfile(db, shared.user.id),
      cachedCategories(db, locale),
    ]);
    return {
      ...shared,
      latest,
      level: profile?.level ?? null,
      categories,
      defaults: {
        category: profile?.categoryId ? String(profile.categoryId) : "",
        specialization: profile?.subCategoryId ? String(profile.subCategoryId) : "",
        level: "",
      },
    };
  });
}

/** Sends the request; a refused one keeps what was typed and the certificates uploaded. */
export async function action({ request, context }: Route.ActionArgs) {
  const user = requireUser(context, request);
  return withDatabase(context, async () => {
    const deps = uploadDeps(getServices(context));
    const submitted = await readApplicationForm(deps, request, user.id, qualificationRequestSchema);
    if (!submitted.ok) return applicationFailure(deps, user.id, submitted.errors, submitted.form);
    const saved = await submitQualificationRequest(deps, user, submitted.input);
    if (!saved.ok) return applicationFailure(deps, user.id, saved.errors, submitted.form);
    return redirectWithFlash(
      context,
      request,
      "/proof-of-qualification",
      "applications.qualification.flash.sent",
    );
  });
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  loaderData ? translatedMeta(matches, "qualification", loaderData.page.name) : [];

export default function ProofOfQualification({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const date = useDate();
  const failure = useActionData<typeof action>() as ItemFailureData | undefined;
  const { page, user, latest, level, categories, defaults } = loaderData;
  const eyebrow = t("applications.qualification.eyebrow");

  let content: React.ReactNode;
  if (!user || !defaults) {
    content = (
      <ApplicationPanel
        eyebrow={eyebrow}
        title={t("applications.qualification.signInTitle")}
        lead={t("applications.qualification.signInText")}
      >
        <SignInCall loginHref={loaderData.loginHref} registerHref={loaderData.registerHref} />
      </ApplicationPanel>
    );
  } else if (latest?.status === "pending") {
    content = (
      <ApplicationPanel eyebrow={eyebrow} title={t("applications.qualification.pendingTitle")}>
        <StatusCard
          status="pending"
          title={t("applications.qualification.pendingStatus")}
          text={t("applications.qualification.pendingText", { level: latest.requestedLevel })}
          meta={t("applications.common.sentOn", { date: date(latest.createdAt) })}
        />
      </ApplicationPanel>
    );
  } else {
    const decided = latest?.decidedAt
      ? t("applications.common.decidedOn", { date: date(latest.decidedAt) })
      : undefined;
    content = (
      <ApplicationPanel
        eyebrow={eyebrow}
        title={t(latest ? "applications.qualification.againTitle" : "applications.qualification.formTitle")}
        lead={t("applications.qualification.formLead")}
      >
        {latest?.status === "rejected" ? (
          <StatusCard
            status="rejected"
            title={t("applications.qualification.rejectedStatus")}
            text={t("applications.qualification.rejectedText")}
            note={latest.staffNote}
            meta={decided}
          />
        ) : null}
        {latest?.status === "approved" ? (
          <StatusCard
            status="approved"
            title={t("applications.qualification.approvedStatus", { level: latest.grantedLevel ?? "" })}
            text={t("applications.qualification.approvedText")}
            note={latest.staffNote}
            meta={decided}
          />
        ) : null}
        <HydrateApart>
          <QualificationRequestForm categories={categories} failure={failure} defaults={defaults} />
        </HydrateApart>
      </ApplicationPanel>
    );
  }

  return (
    <article>
      <PageHero title={page.name} />
      <div className={styles.body}>
        <div className={styles.main}>
          <RichText body={page.body} />
          <QualificationLevels current={level} />
          {content}
        </div>
        <div className={styles.aside}>
          {user ? (
            <aside className={styles.sideCard} aria-labelledby="my-level">
              <h2 id="my-level" className={styles.sideTitle}>
                {t("applications.qualification.myLevel")}
              </h2>
              {level ? (
                <p className={styles.levelBadge}>
                  <span className={styles.levelNumber}>{level}</span>
                  <span>
                    {t("applications.qualification.ofSix")} · {t(`levels.${level}`)}
                  </span>
                </p>
              ) : (
                <p className={styles.muted}>{t("applications.qualification.noLevel")}</p>
              )}
            </aside>
          ) : null}
          <HowItWorks
            steps={[
              t("applications.qualification.steps.apply"),
              t("applications.qualification.steps.review"),
              t("applications.qualification.steps.result"),
            ]}
          />
        </div>
      </div>
    </article>
  );
}
