import { useActionData } from "react-router";
import { emptyBox } from "~/components/office/form-grid.css";
import { OfficeSection } from "~/components/office/section";
import { GalleryCard } from "~/components/office-items/gallery-card";
import { GalleryForm, type ItemFailureData } from "~/components/office-items/gallery-form";
import { officeItemsMeta } from "~/components/office-items/meta";
import * as styles from "~/components/office-items/office-items.css";
import { Icon } from "~/components/ui/icon";
import { useLocalizedHref } from "~/i18n/use-locale";
import { useT } from "~/i18n/use-t";
import { cachedCategories } from "~/server/content/site-content.server";
import { getLocale, getServices, withDatabase } from "~/server/context.server";
import { redirectWithFlash } from "~/server/http/responses.server";
import { uploadDeps } from "~/server/media/uploads.server";
import { createGalleryItem, listGallery } from "~/server/office/galleries.server";
import { galleryFailure, galleryKindOf, readGalleryForm } from "~/server/office/item-forms.server";
import { requireUser } from "~/server/web/current-user.server";
import type { Route } from "./+types/galleries";

/** The portfolio or the certificates of the signed-in user (one module, two routes). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = requireUser(context, request);
  const kind = galleryKindOf(request);
  const locale = getLocale(context);
  return withDatabase(context, async (db) => {
    const [items, categories] = await Promise.all([
      listGallery(db, locale, kind, user.id),
      cachedCategories(db, locale),
    ]);
    return { kind, items, categories };
  });
}

/** Adds a work or a certificate; a refused form keeps what was typed and the photos uploaded. */
export async function action({ request, context }: Route.ActionArgs) {
  const user = requireUser(context, request);
  const kind = galleryKindOf(request);
  return withDatabase(context, async () => {
    const deps = uploadDeps(getServices(context));
    const submitted = await readGalleryForm(deps, request, user.id);
    if (!submitted.ok) return galleryFailure(deps, user.id, submitted.errors, submitted.form);
    const saved = await createGalleryItem(deps, user, kind, submitted.input);
    if (!saved.ok) return galleryFailure(deps, user.id, saved.errors, submitted.form);
    return redirectWithFlash(context, request, `/personal-info/${kind}`, `officeItems.${kind}.flash.added`);
  });
}

export const meta: Route.MetaFunction = ({ matches, data }) =>
  officeItemsMeta(matches, data?.kind === "certificates" ? "certificates" : "portfolio");

export default function Galleries({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const href = useLocalizedHref();
  const failure = useActionData<typeof action>() as ItemFailureData | undefined;
  const { kind, items, categories } = loaderData;
  const section = `officeItems.${kind}`;

  return (
    <OfficeSection
      title={t(`${section}.title`)}
      lead={t(`${section}.lead`)}
      actions={
        items.length > 0 ? (
          <a href="#add-item" className={styles.inlineLink}>
            <Icon name="arrow-right" size={18} />
            {t(`${section}.add.title`)}
          </a>
        ) : undefined
      }
    >
      {items.length === 0 ? (
        <div className={emptyBox}>
          <span className={styles.emptyIcon}>
            <Icon name={kind === "certificates" ? "award" : "sparkle"} size={28} />
          </span>
          <p className={styles.emptyTitle}>{t(`${section}.empty.title`)}</p>
          <p>{t(`${section}.empty.text`)}</p>
        </div>
      ) : (
        <ul className={styles.cardGrid} aria-label={t(`${section}.listLabel`)}>
          {items.map((item) => (
            <GalleryCard
              key={item.id}
              item={item}
              editHref={href(`/personal-info/${kind}/${item.id}`)}
              deleteAction={href(`/personal-info/${kind}/${item.id}`)}
              confirmTitle={t(`${section}.confirm.title`)}
              confirmText={t(`${section}.confirm.text`)}
            />
          ))}
        </ul>
      )}
      <section id="add-item" className={styles.panel} aria-labelledby="add-item-title">
        <div className={styles.panelHeader}>
          <h2 id="add-item-title" className={styles.panelTitle}>
            {t(`${section}.add.title`)}
          </h2>
          <p className={styles.panelLead}>{t(`${section}.add.lead`)}</p>
        </div>
        {/* A new key after each added item: the next form starts empty (uploads included). */}
        <GalleryForm
          key={items[0]?.id ?? "first"}
          categories={categories}
          failure={failure}
          submitLabel={t(`${section}.add.submit`)}
        />
      </section>
    </OfficeSection>
  );
}
