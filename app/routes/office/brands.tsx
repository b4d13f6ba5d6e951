import { useState } from "react";
import { Form, useActionData } from "react-router";
import { useHydrated } from "remix-utils/use-hydrated";
import { formActions } from "~/components/office/form-grid.css";
import { OfficeSection } from "~/components/office/section";
import { Notice } from "~/components/ui/auth-card";
import * as fieldStyles from "~/components/ui/field.css";
import { Icon } from "~/components/ui/icon";
import { SubmitButton } from "~/components/ui/submit-button";
import { MAX_PROFILE_BRANDS } from "~/forms/office-profile-limits";
import { useT } from "~/i18n/use-t";
import { getServices, withDatabase } from "~/server/context.server";
import { readFormData } from "~/server/http/form-request.server";
import { notFound, redirectWithFlash, refused } from "~/server/http/responses.server";
import { uploadDeps } from "~/server/media/uploads.server";
import { brandOptions, officeProfile, setProfileBrands } from "~/server/office/profile.server";
import { requireUser } from "~/server/web/current-user.server";
import type { Route } from "./+types/brands";
import * as styles from "./brands.css";

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = requireUser(context, request);
  return withDatabase(context, async (db) => {
    const [profile, brands] = await Promise.all([officeProfile(db, user.id), brandOptions(db)]);
    if (!profile) notFound();
    return { brands, selected: profile.brandIds.map(String) };
  });
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = requireUser(context, request);
  const form = await readFormData(request);
  const selected = form.getAll("brands").map(String);
  return withDatabase(context, async () => {
    const result = await setProfileBrands(uploadDeps(getServices(context)), user, selected);
    if (!result.ok) return refused(result.errors, {}, { selected });
    return redirectWithFlash(context, request, "/personal-info/brands", "officeProfile.flash.saved");
  });
}

export default function Brands({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const hydrated = useHydrated();
  const failure = useActionData<typeof action>();
  const initial = failure?.selected ?? loaderData.selected;
  const [chosen, setChosen] = useState(() => new Set(initial));
  const [query, setQuery] = useState("");
  const folded = query.trim().toLocaleLowerCase();
  const full = chosen.size >= MAX_PROFILE_BRANDS;
  const visible = loaderData.brands.filter(
    (brand) => !folded || brand.name.toLocaleLowerCase().includes(folded),
  );

  return (
    <OfficeSection title={t("officeProfile.brands.title")} lead={t("officeProfile.brands.lead")}>
      {failure?.errors.brands ? <Notice tone="error">{t(failure.errors.brands)}</Notice> : null}
      <Form method="post" className={styles.form} key={initial.join()}>
        <div className={styles.toolbar}>
          {hydrated ? (
            <div className={styles.search}>
              <label htmlFor="brand-filter" className={fieldStyles.label}>
                {t("officeProfile.brands.filter")}
              </label>
              <div className={styles.searchBox}>
                <Icon name="search" size={20} aria-hidden="true" className={styles.searchIcon} />
                <input
                  id="brand-filter"
                  type="search"
                  className={`${fieldStyles.input} ${styles.searchInput}`}
                  placeholder={t("officeProfile.brands.filterPlaceholder")}
                  value={query}
                  onChange={(event) => setQuery(event.target.value)}
                  autoComplete="off"
                />
              </div>
            </div>
          ) : null}
          <p className={styles.count} aria-live="polite">
            {hydrated
              ? t("officeProfile.brands.count", { number: chosen.size, max: MAX_PROFILE_BRANDS })
              : t("officeProfile.brands.limit", { max: MAX_PROFILE_BRANDS })}
          </p>
        </div>
        {loaderData.brands.length === 0 ? (
          <p className={styles.empty}>{t("officeProfile.brands.none")}</p>
        ) : (
          <ul className={styles.grid}>
            {loaderData.brands.map((brand) => {
              const checked = chosen.has(String(brand.id));
              return (
                <li key={brand.id} hidden={!visible.includes(brand)} className={styles.item}>
                  <label className={styles.option}>
                    <input
                      type="checkbox"
                      name="brands"
                      value={brand.id}
                      className={styles.checkbox}
                      defaultChecked={initial.includes(String(brand.id))}
                      disabled={hydrated && full && !checked}
                      onChange={(event) => {
                        const next = new Set(chosen);
                        if (event.target.checked) next.add(String(brand.id));
                        else next.delete(String(brand.id));
                        setChosen(next);
                      }}
                    />
                    <span className={styles.name}>{brand.name}</span>
                  </label>
                </li>
              );
            })}
          </ul>
        )}
        {hydrated && visible.length === 0 && loaderData.brands.length > 0 ? (
          <p className={styles.empty}>{t("officeProfile.brands.noMatch", { query })}</p>
        ) : null}
        <div className={formActions}>
          <SubmitButton>{t("officeProfile.common.save")}</SubmitButton>
        </div>
      </Form>
    </OfficeSection>
  );
}
