import { Link, useActionData } from "react-router";
import * as styles from "~/components/applications/applications.css";
import {
  ApplicationPanel,
  HowItWorks,
  SignInCall,
  StatusCard,
  useDate,
} from "~/components/applications/parts";
import type { ItemFailureData } from "~/components/office-items/gallery-form";
import { outlineButton } from "~/components/ui/button.css";
import { HydrateApart } from "~/components/ui/kept-part";
import { lazyComponent } from "~/components/ui/lazy-component";
import { PageHero } from "~/components/ui/page-hero";
import { RichText } from "~/components/ui/rich-text";
import { teacherApplicationSchema } from "~/forms/applications";
import { translatedMeta } from "~/i18n/meta";
import { useLocalizedHref } from "~/i18n/use-locale";
import { useT } from "~/i18n/use-t";
import { applicationFailure, readApplicationForm } from "~/server/applications/shared.server";
import {
  isTeacher,
  latestTeacherApplication,
  submitTeacherApplication,
} from "~/server/applications/teacher.server";
import { getServices, withDatabase } from "~/server/context.server";
import { redirectWithFlash } from "~/server/http/responses.server";
import { uploadDeps } from "~/server/media/uploads.server";
import { applicationPage } from "~/server/web/application-page.server";
import { requireUser } from "~/server/web/current-user.server";
import type { Route } from "./+types/become-teacher";

// Only an applicant who may apply sees the form: a visitor's page loads none of its code.
const TeacherApplicationForm = lazyComponent(() =>
  import("~/components/applications/form-parts").then((module) => module.TeacherApplicationForm),
);

/** The become-teacher page: its text, then the application (or its status, or a call to sign in). */
export async function loader({ request, context }: Route.LoaderArgs) {
  return withDatabase(context, async (db) => {
    const shared = await applicationPage(db, context, request, "become-teacher");
    if (!shared.user) return { ...shared, latest: null, teacher: false };
    const [latest, teacher] = await Promise.all([
      latestTeacherApplication(db, shared.user.id),
      isTeacher(db, shared.user.id),
    ]);
    return { ...shared, latest, teacher };
  });
}

/** Sends the application; a refused one keeps what was typed and the photos uploaded. */
export async function action({ request, context }: Route.ActionArgs) {
  const user = requireUser(context, request);
  return withDatabase(context, async () => {
    const deps = uploadDeps(getServices(context));
    const submitted = await readApplicationForm(deps, request, user.id, teacherApplicationSchema);
    if (!submitted.ok) return applicationFailure(deps, user.id, submitted.errors, submitted.form);
    const saved = await submitTeacherApplication(deps, user, submitted.input);
    if (!saved.ok) return applicationFailure(deps, user.id, saved.errors, submitted.form);
    return redirectWithFlash(context, request, "/become-teacher", "applications.teacher.flash.sent");
  });
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  loaderData ? translatedMeta(matches, "becomeTeacher", loaderData.page.name) : [];

export default function BecomeTeacher({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const href = useLocalizedHref();
  const date = useDate();
  const failure = useActionData<typeof action>() as ItemFailureData | undefined;
  const { page, user, latest, teacher } = loaderData;
  const ownPage = user ? href(`/masters/${user.username}`) : "";

  let content: React.ReactNode;
  if (!user) {
    content = (
      <ApplicationPanel
        eyebrow={t("applications.teacher.eyebrow")}
        title={t("applications.teacher.signInTitle")}
        lead={t("applications.teacher.signInText")}
      >
        <SignInCall loginHref={loaderData.loginHref} registerHref={loaderData.registerHref} />
      </ApplicationPanel>
    );
  } else if (teacher || latest?.status === "approved") {
    content = (
      <ApplicationPanel
        eyebrow={t("applications.teacher.eyebrow")}
        title={t("applications.teacher.approvedTitle")}
      >
        <StatusCard
          status="approved"
          title={t("applications.teacher.approvedStatus")}
          text={t("applications.teacher.approvedText")}
          note={latest?.status === "approved" ? latest.staffNote : undefined}
          meta={
            latest?.decidedAt
              ? t("applications.common.decidedOn", { date: date(latest.decidedAt) })
              : undefined
          }
        >
          <div className={styles.buttons}>
            <Link to={ownPage} className={outlineButton}>
              {t("applications.common.myPage")}
            </Link>
          </div>
        </StatusCard>
      </ApplicationPanel>
    );
  } else if (latest?.status === "pending") {
    content = (
      <ApplicationPanel
        eyebrow={t("applications.teacher.eyebrow")}
        title={t("applications.teacher.pendingTitle")}
      >
        <StatusCard
          status="pending"
          title={t("applications.common.pendingStatus")}
          text={t("applications.teacher.pendingText")}
          meta={t("applications.common.sentOn", { date: date(latest.createdAt) })}
        />
      </ApplicationPanel>
    );
  } else {
    content = (
      <ApplicationPanel
        eyebrow={t("applications.teacher.eyebrow")}
        title={t(latest ? "applications.teacher.againTitle" : "applications.teacher.formTitle")}
        lead={t("applications.teacher.formLead")}
      >
        {latest?.status === "rejected" ? (
          <StatusCard
            status="rejected"
            title={t("applications.common.rejectedStatus")}
            text={t("applications.teacher.rejectedText")}
            note={latest.staffNote}
            meta={
              latest.decidedAt
                ? t("applications.common.decidedOn", { date: date(latest.decidedAt) })
                : undefined
            }
          />
        ) : null}
        <HydrateApart>
          <TeacherApplicationForm failure={failure} />
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
          {content}
        </div>
        <div className={styles.aside}>
          <HowItWorks
            steps={[
              t("applications.teacher.steps.apply"),
              t("applications.teacher.steps.review"),
              t("applications.teacher.steps.result"),
            ]}
          />
        </div>
      </div>
    </article>
  );
}
