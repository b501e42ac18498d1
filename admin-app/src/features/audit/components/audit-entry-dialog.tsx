import { Button, formatDateTime, useLang } from '@coach/kit';
import { Dialog } from '@coach/kit/widgets';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { AuditEntryView } from '../api/audit.ts';
import * as styles from './audit.css.ts';
import { diffRows } from './diff.ts';
import { actionLabelOf, entityTypeLabels } from './labels.ts';

/**
 * One entry of the log: who, what, when, from where, and the record before and after, field by
 * field with the changed ones marked. Read-only: the log is never edited.
 */
export function AuditEntryDialog({ entry, onClose }: { entry: AuditEntryView; onClose: () => void }) {
  const { t, i18n } = useLingui();
  const lang = useLang();
  const [showAll, setShowAll] = useState(false);
  const rows = diffRows(entry.before, entry.after);
  const changed = rows.filter((row) => row.changed);
  const shown = showAll ? rows : changed;
  const action = actionLabelOf(entry.action);
  const entityType = entityTypeLabels[entry.entityType];
  const empty = t`(empty)`;

  return (
    <Dialog
      isOpen
      onOpenChange={(open) => !open && onClose()}
      title={action ? i18n._(action) : entry.action}
      size="large"
      footer={
        <Button variant="secondary" onClick={onClose}>
          <Trans>Close</Trans>
        </Button>
      }
    >
      <dl className={styles.facts}>
        <dt className={styles.term}>
          <Trans>When</Trans>
        </dt>
        <dd className={styles.definition}>{formatDateTime(entry.createdAt, lang)}</dd>
        <dt className={styles.term}>
          <Trans>Who</Trans>
        </dt>
        <dd className={styles.definition}>
          {entry.actorAccountId ? entry.actorLabel : <Trans>The system (command line, jobs)</Trans>}
          {entry.clientAddress ? <span className={styles.muted}> · {entry.clientAddress}</span> : null}
        </dd>
        <dt className={styles.term}>
          <Trans>Action</Trans>
        </dt>
        <dd className={`${styles.definition} ${styles.code}`}>{entry.action}</dd>
        <dt className={styles.term}>
          <Trans>Record</Trans>
        </dt>
        <dd className={styles.definition}>
          {entityType ? i18n._(entityType) : entry.entityType}
          {entry.entityId ? <span className={styles.code}> {entry.entityId}</span> : null}
        </dd>
      </dl>
      {rows.length === 0 ? (
        <p>
          <Trans>This entry keeps no record before or after.</Trans>
        </p>
      ) : (
        <>
          <div className={styles.diffScroll}>
            <table className={styles.diff}>
              <caption className={styles.muted} style={{ textAlign: 'start', marginBottom: '0.5rem' }}>
                {showAll ? (
                  <Trans>Every field, changed ones marked</Trans>
                ) : (
                  <Trans>The fields that changed</Trans>
                )}
              </caption>
              <thead>
                <tr>
                  <th scope="col" className={styles.diffCell}>
                    <Trans>Field</Trans>
                  </th>
                  <th scope="col" className={styles.diffCell}>
                    <Trans>Before</Trans>
                  </th>
                  <th scope="col" className={styles.diffCell}>
                    <Trans>After</Trans>
                  </th>
                </tr>
              </thead>
              <tbody>
                {shown.map((row) => (
                  <tr key={row.field} className={row.changed && showAll ? styles.changedRow : undefined}>
                    <th scope="row" className={`${styles.diffCell} ${styles.code}`}>
                      {row.field}
                      {row.changed && showAll ? <span className={styles.muted}> ({t`changed`})</span> : null}
                    </th>
                    <td className={`${styles.diffCell} ${row.changed ? styles.removed : ''}`}>
                      {row.before ?? empty}
                    </td>
                    <td className={`${styles.diffCell} ${row.changed ? styles.added : ''}`}>
                      {row.after ?? empty}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {changed.length < rows.length ? (
            <Button variant="secondary" size="sm" onClick={() => setShowAll((all) => !all)}>
              {showAll ? <Trans>Show only the changes</Trans> : <Trans>Show every field</Trans>}
            </Button>
          ) : null}
        </>
      )}
    </Dialog>
  );
}
