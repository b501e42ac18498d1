import type { ImportAccountsResult } from '@coach/core/contracts';
import { formatNumber } from '@coach/kit';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import * as styles from './accounts-excel.css.ts';

/** What a successful import did, in numbers; the rows it skipped by their e-mail addresses. */
export function ImportSummary({ result }: { result: ImportAccountsResult }) {
  const { i18n } = useLingui();
  const number = (value: number) => formatNumber(value, i18n.locale === 'en' ? 'en' : 'tr');
  const skippedEmails = result.skipped.map((row) => row.email).join(', ');
  return (
    <div className={styles.body}>
      <p role="status">
        <Plural
          value={result.created}
          _0="No new account was needed: every row belongs to an existing account."
          one="# account was created."
          other="# accounts were created."
        />
      </p>
      <dl className={styles.summary}>
        <dt className={styles.term}>
          <Trans>Rows in the file</Trans>
        </dt>
        <dd className={styles.definition}>{number(result.total)}</dd>
        <dt className={styles.term}>
          <Trans>New accounts</Trans>
        </dt>
        <dd className={styles.definition}>{number(result.created)}</dd>
        <dt className={styles.term}>
          <Trans>Already existing, left unchanged</Trans>
        </dt>
        <dd className={styles.definition}>{number(result.skipped.length)}</dd>
        <dt className={styles.term}>
          <Trans>Opening balances given</Trans>
        </dt>
        <dd className={styles.definition}>{number(result.openingBalances)}</dd>
        <dt className={styles.term}>
          <Trans>Set-password links mailed</Trans>
        </dt>
        <dd className={styles.definition}>{number(result.setPasswordMails)}</dd>
      </dl>
      {result.skipped.length > 0 ? (
        <p className={styles.skipped}>
          <Trans>Left unchanged: {skippedEmails}</Trans>
        </p>
      ) : null}
    </div>
  );
}
