import type { ImportRowsInvalidData } from '@coach/core/contracts';
import { PlainTable, plainTableCell } from '@coach/kit/tables';
import { Trans, useLingui } from '@lingui/react/macro';
import * as styles from './accounts-excel.css.ts';

/**
 * Every problem of the file, one line each, with the row and column as the spreadsheet program
 * shows them, so the administrator can go straight to the cell. Nothing was imported.
 */
export function ImportErrorReport({ report, message }: { report: ImportRowsInvalidData; message: string }) {
  const { t } = useLingui();
  const listed = report.rows.length;
  return (
    <div className={styles.body}>
      <p role="alert">{message}</p>
      <div className={styles.report}>
        <PlainTable
          label={t`Problems in the file`}
          headings={[t`Row`, t`Column`, t`Problem`]}
          density="compact"
        >
          {report.rows.map((problem, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a row may have several problems; the list never changes
            <tr key={`${problem.row}-${problem.field}-${index}`}>
              <td className={`${plainTableCell.compact} ${styles.rowNumber}`}>{problem.row}</td>
              <td className={`${plainTableCell.compact} ${styles.column}`}>{problem.column || '—'}</td>
              <td className={plainTableCell.compact}>{problem.message}</td>
            </tr>
          ))}
        </PlainTable>
      </div>
      {report.truncated ? (
        <p className={styles.hint}>
          <Trans>
            The first {listed} problems are listed; correct them and upload again to see the rest.
          </Trans>
        </p>
      ) : null}
    </div>
  );
}
