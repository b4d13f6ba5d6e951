import { PageLink } from "~/components/ui/page-link";
import { dateFormat } from "~/i18n/formatters";
import { formatMoney } from "~/i18n/money";
import { useLocale, useLocalizedHref } from "~/i18n/use-locale";
import { useT } from "~/i18n/use-t";
import type { BalanceEntry } from "~/office/types";
import * as styles from "./own-page.css";
import { TopUpForm, type TopUpProvider } from "./top-up-form";
import { summary } from "./top-up-form.css";

/**
 * The owner's "balance" tab: what is available and every movement, newest first; with `topUp`,
 * the top-up form beside the balance (`provider` null: top-ups are off, and it says so).
 */
export function BalancePanel({
  balanceCents,
  entries,
  topUp,
}: {
  balanceCents: number;
  entries: BalanceEntry[];
  topUp?: { provider: TopUpProvider };
}) {
  const t = useT();
  const locale = useLocale();
  const href = useLocalizedHref();
  return (
    <section className={styles.panel} aria-labelledby="balance-title">
      <div className={styles.panelHead}>
        <div>
          <h2 id="balance-title" className={styles.panelTitle}>
            {t("office.tabs.balance")}
          </h2>
          <p className={styles.panelLead}>{t("office.balance.lead")}</p>
        </div>
      </div>
      <div className={topUp ? summary : undefined}>
        <div className={styles.balanceCard}>
          <p className={styles.balanceLabel}>{t("office.balance.available")}</p>
          <p className={styles.balanceAmount}>{formatMoney(balanceCents, locale, { alwaysCents: true })}</p>
          <p className={styles.balanceNote}>{t("office.balance.note")}</p>
          {topUp ? (
            <PageLink to={href("/balance/payouts")} className={styles.balanceNote}>
              {t("payouts.title")} →
            </PageLink>
          ) : null}
        </div>
        {topUp ? <TopUpForm provider={topUp.provider} /> : null}
      </div>
      <BalanceHistory entries={entries} />
    </section>
  );
}

/**
 * A balance's movements, newest first, with their dates and references. Its heading is one level
 * under the section it sits in: h3 in the balance tab (under its h2), h2 on the staff's page (h1).
 */
export function BalanceHistory({
  entries,
  headingLevel = 3,
}: {
  entries: BalanceEntry[];
  headingLevel?: 2 | 3;
}) {
  const t = useT();
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const locale = useLocale();
  const date = dateFormat(locale, { dateStyle: "medium", timeZone: "UTC" });
  return (
    <>
      <Heading className={styles.historyTitle}>{t("office.balance.history")}</Heading>
      {entries.length === 0 ? (
        <div className={styles.historyEmpty}>
          <strong>{t("office.balance.emptyTitle")}</strong>
          <span>{t("office.balance.emptyText")}</span>
        </div>
      ) : (
        <ul className={styles.history}>
          {entries.map((entry) => {
            return (
              <li key={entry.id} className={styles.entry}>
                <span className={styles.entryKind}>{t(`office.balance.kinds.${entry.kind}`)}</span>
                <span className={styles.entryAmount} data-sign={entry.amountCents >= 0 ? "+" : "−"}>
                  {formatMoney(entry.amountCents, locale, { alwaysCents: true, signed: true })}
                </span>
                <span className={styles.entryMeta}>
                  <time dateTime={entry.createdAt}>{date.format(new Date(entry.createdAt))}</time>
                  {entry.reference ? ` · ${entry.reference}` : ""}
                </span>
              </li>
            );
          })}
        </ul>
      )}
    </>
  );
}
