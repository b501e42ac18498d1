import type { CoachingLogRow, CoachingTotals } from '@coach/core/contracts';
import { type Lang, useLang } from '@coach/kit';
import { useMediaQuery } from '@coach/kit/lib/use-media-query.ts';
import { PlainTable, plainTableCell } from '@coach/kit/tables';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import * as styles from './coaching-log.css.ts';
import { formatDay, formatHours } from './labels.ts';

/** Below this width the clients are cards: seven columns do not fit a phone. */
const phoneQuery = '(max-width: 599px)';

/** The contact cell: the e-mail when the client agreed to share it, else why it is blank. */
function Contact({ row }: { row: CoachingLogRow }) {
  if (row.contactEmail) return <>{row.contactEmail}</>;
  return (
    <span className={styles.withheld}>
      <span>
        <Trans>Not shared</Trans>
      </span>
      <span className={styles.muted}>
        <Trans>The client has not agreed to share their e-mail; ask them before you apply.</Trans>
      </span>
    </span>
  );
}

/** A row's parts in the page's language, shared by the table and the cards. */
function useRowTexts(lang: Lang) {
  const { t } = useLingui();
  return (row: CoachingLogRow) => {
    const size = row.groupSize;
    return {
      kind: row.kind === 'individual' ? t`Individual` : t`Group of ${size}`,
      start: formatDay(row.startDate, lang, 'short'),
      end: formatDay(row.endDate, lang, 'short'),
      paid: formatHours(row.paidHours, lang),
      proBono: formatHours(row.proBonoHours, lang),
    };
  };
}

function ClientTable({ rows, totals }: { rows: readonly CoachingLogRow[]; totals: CoachingTotals }) {
  const { t } = useLingui();
  const lang = useLang();
  const textsOf = useRowTexts(lang);
  const cell = plainTableCell.comfortable;
  const numberCell = `${cell} ${styles.numberCell}`;
  const headCell = `${cell} ${styles.rowHead}`;
  return (
    <PlainTable
      label={t`Your clients, in the order you began coaching them`}
      headings={[
        t`Client`,
        t`Contact e-mail`,
        t`Individual or group`,
        t`Start date`,
        t`End date`,
        t`Paid hours`,
        t`Pro bono hours`,
      ]}
    >
      {rows.map((row) => {
        const texts = textsOf(row);
        return (
          <tr key={row.clientAccountId}>
            <th scope="row" className={headCell}>
              {row.clientName}
            </th>
            <td className={`${cell} ${styles.contactCell}`}>
              <Contact row={row} />
            </td>
            <td className={cell}>{texts.kind}</td>
            <td className={cell}>
              <time className={styles.nowrap} dateTime={row.startDate}>
                {texts.start}
              </time>
            </td>
            <td className={cell}>
              <time className={styles.nowrap} dateTime={row.endDate}>
                {texts.end}
              </time>
            </td>
            <td className={numberCell}>
              <span className={styles.number}>{texts.paid}</span>
            </td>
            <td className={numberCell}>
              <span className={styles.number}>{texts.proBono}</span>
            </td>
          </tr>
        );
      })}
      <tr className={styles.totalRow}>
        <th scope="row" className={headCell} colSpan={5}>
          <Trans>Total</Trans>
        </th>
        <td className={numberCell}>
          <span className={styles.number}>{formatHours(totals.paidHours, lang)}</span>
        </td>
        <td className={numberCell}>
          <span className={styles.number}>{formatHours(totals.proBonoHours, lang)}</span>
        </td>
      </tr>
    </PlainTable>
  );
}

function Fact({ label, children }: { label: ReactNode; children: ReactNode }) {
  return (
    <div className={styles.fact}>
      <dt className={styles.term}>{label}</dt>
      <dd className={styles.definition}>{children}</dd>
    </div>
  );
}

function ClientCards({ rows, totals }: { rows: readonly CoachingLogRow[]; totals: CoachingTotals }) {
  const { t } = useLingui();
  const lang = useLang();
  const textsOf = useRowTexts(lang);
  return (
    <ul className={styles.clientList} aria-label={t`Your clients, in the order you began coaching them`}>
      {rows.map((row) => {
        const texts = textsOf(row);
        return (
          <li key={row.clientAccountId} className={styles.clientItem}>
            <h3 className={styles.clientTitle}>{row.clientName}</h3>
            <dl className={styles.facts}>
              <Fact label={<Trans>Contact e-mail</Trans>}>
                <Contact row={row} />
              </Fact>
              <Fact label={<Trans>Individual or group</Trans>}>{texts.kind}</Fact>
              <Fact label={<Trans>Start date</Trans>}>{texts.start}</Fact>
              <Fact label={<Trans>End date</Trans>}>{texts.end}</Fact>
              <Fact label={<Trans>Paid hours</Trans>}>{texts.paid}</Fact>
              <Fact label={<Trans>Pro bono hours</Trans>}>{texts.proBono}</Fact>
            </dl>
          </li>
        );
      })}
      <li className={styles.clientItem}>
        <h3 className={styles.clientTitle}>
          <Trans>Total</Trans>
        </h3>
        <dl className={styles.facts}>
          <Fact label={<Trans>Paid hours</Trans>}>{formatHours(totals.paidHours, lang)}</Fact>
          <Fact label={<Trans>Pro bono hours</Trans>}>{formatHours(totals.proBonoHours, lang)}</Fact>
        </dl>
      </li>
    </ul>
  );
}

/**
 * The log's rows as ICF's client coaching log lists them: one per client, with the contact e-mail
 * only where the client agreed to share it, and a total of paid and pro bono hours. A table on
 * wide screens, cards on phones.
 */
export function ClientsTable({ rows, totals }: { rows: readonly CoachingLogRow[]; totals: CoachingTotals }) {
  const phone = useMediaQuery(phoneQuery);
  return phone ? <ClientCards rows={rows} totals={totals} /> : <ClientTable rows={rows} totals={totals} />;
}
