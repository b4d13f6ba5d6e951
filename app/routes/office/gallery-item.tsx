import { Link, useActionData } from "react-router";
import { OfficeSection } from "~/components/office/section";
import { ConfirmDelete, DeleteButton } from "~/components/office-items/confirm-delete";
import { GalleryForm, type ItemFailureData } from "~/components/office-items/gallery-form";
import { officeItemsMeta } from "~/components/office-items/meta";
import * as styles from "~/components/office-items/office-items.css";
import { outlineButton } from "~/components/ui/button.css";
import { Icon } from "~/components/ui/icon";
import { useLocalizedHref } from "~/i18n/use-locale";
import { useT } from "~/i18n/use-t";
import { cachedCategories } from "~/server/content/site-content.server";
import { getLocale, getServices, withDatabase } from "~/server/context.server";
import { notFound, redirectWithFlash } from "~/server/http/responses.server";
import { uploadDeps } from "~/server/media/uploads.server";
import { deleteGalleryItem, getGalleryItem, updateGalleryItem } from "~/server/office/galleries.server";
import { galleryFailure, galleryKindOf, idParam, readGalleryForm } from "~/server/office/item-forms.server";
import { requireUser } from "~/server/web/current-user.server";
import type { Route } from "./+types/gallery-item";

/** One portfolio work or certificate of the user (staff: anyone's); `?delete` asks to confirm. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const user = requireUser(context, request);
  const kind = galleryKindOf(request);
  const id = idParam(params.id);
  const locale = getLocale(context);
  return withDatabase(context, async (db) => {
    const [item, categories] = await Promise.all([
      getGalleryItem(db, locale, kind, user, id),
      cachedCategories(db, locale),
    ]);
    if (!item) throw notFound();
    return { kind, item, categories, confirmDelete: new URL(request.url).searchParams.has("delete") };
  });
}

/** Saves the item (intent save) or deletes it (intent delete); someone else's id is a 404. */
export async function action({ request, params, context }: Route.ActionArgs) {
  const user = requireUser(context, request);
  const kind = galleryKindOf(request);
  const id = idParam(params.id);
  return withDatabase(context, async (db) => {
    // Whose item it is is decided before its form is read: someone else's is a 404 whatever the
    // body holds (and none of its files is kept as an upload).
    if (!(await getGalleryItem(db, getLocale(context), kind, user, id))) throw notFound();
    const deps = uploadDeps(getServices(context));
    const submitted = await readGalleryForm(deps, request, user.id);
    if (submitted.form.get("intent") === "delete") {
      if (!(await deleteGalleryItem(deps, user, kind, id))) throw notFound();
      return redirectWithFlash(
        context,
        request,
        `/personal-info/${kind}`,
        `officeItems.${kind}.flash.deleted`,
      );
    }
    if (!submitted.ok) return galleryFailure(deps, user.id, submitted.errors, submitted.form);
    const saved = await updateGalleryItem(deps, user, kind, id, submitted.input);
    if (!saved) throw notFound();
    if (!saved.ok) return galleryFailure(deps, user.id, saved.errors, submitted.form);
    return redirectWithFlash(context, request, `/personal-info/${kind}`, `officeItems.${kind}.flash.saved`);
  });
}

export const meta: Route.MetaFunction = ({ matches, data }) =>
  officeItemsMeta(matches, data?.kind === "certificates" ? "certificate" : "portfolioItem");

export default function GalleryItem({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const href = useLocalizedHref();
  const failure = useActionData<typeof action>() as ItemFailureData | undefined;
  const { kind, item, categories, confirmDelete } = loaderData;
  const section = `officeItems.${kind}`;
  const listHref = href(`/personal-info/${kind}`);
  const selfHref = href(`/personal-info/${kind}/${item.id}`);

  return (
    <OfficeSection
      title={t(`${section}.edit.title`)}
      lead={t(`${section}.edit.lead`)}
      actions={
        <>
          <Link to={listHref} className={styles.inlineLink}>
            <Icon name="chevron-left" size={18} />
            {t(`${section}.backToList`)}
          </Link>
          <DeleteButton
            action={selfHref}
            confirmHref={`${selfHref}?delete`}
            title={t(`${section}.confirm.title`)}
            text={t(`${section}.confirm.text`)}
          />
        </>
      }
    >
      {confirmDelete ? (
        <ConfirmDelete
          title={t(`${section}.confirm.title`)}
          text={t(`${section}.confirm.text`)}
          cancelHref={selfHref}
        />
      ) : null}
      <GalleryForm
        categories={categories}
        failure={failure}
        defaults={{
          category: item.category ? String(item.category.id) : "",
          specialization: item.specialization ? String(item.specialization.id) : "",
        }}
        existing={item.photos}
        submitLabel={t("officeItems.actions.save")}
        cancel={
          <Link to={listHref} className={outlineButton}>
            {t("officeItems.actions.cancel")}
          </Link>
        }
      />
    </OfficeSection>
  );
}
