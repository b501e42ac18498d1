import { Button, formatDateTime, useLang, VisuallyHidden } from '@coach/kit';
import {
  type ServerListState,
  ServerTable,
  type ServerTableColumn,
  serverColumnHelper,
} from '@coach/kit/tables';
import { Trans, useLingui } from '@lingui/react/macro';
import { Eye } from 'lucide-react';
import { useMemo } from 'react';
import type { AuditEntryView } from '../api/audit.ts';
import * as styles from './audit.css.ts';
import { actionLabelOf, entityTypeLabels } from './labels.ts';

const column = serverColumnHelper<AuditEntryView>();

type AuditTableProps = ServerListState & {
  items: AuditEntryView[];
  onOpen: (entry: AuditEntryView) => void;
  /** Shows only the entries of one record. */
  onFilterRecord: (entityType: string, entityId: string) => void;
};

/** The log, a page at a time: when, who, what, which record, and a button to see the changes. */
export function AuditTable({ onOpen, onFilterRecord, ...table }: AuditTableProps) {
  const { t, i18n } = useLingui();
  const lang = useLang();

  const columns = useMemo<ServerTableColumn<AuditEntryView>[]>(
    () => [
      column.accessor('createdAt', {
        header: () => t`When`,
        enableSorting: true,
        meta: { priority: 'key' },
        cell: ({ row }) => formatDateTime(row.original.createdAt, lang),
      }),
      column.accessor('actorLabel', {
        header: () => t`Who`,
        meta: { priority: 'key' },
        cell: ({ row }) => (
          <div className={styles.stack}>
            <span>{row.original.actorAccountId ? row.original.actorLabel : t`The system`}</span>
            {row.original.clientAddress ? (
              <span className={styles.muted}>{row.original.clientAddress}</span>
            ) : null}
          </div>
        ),
      }),
      column.accessor('action', {
        header: () => t`What`,
        meta: { priority: 'key' },
        cell: ({ row }) => {
          const label = actionLabelOf(row.original.action);
          return (
            <div className={styles.stack}>
              <span>{label ? i18n._(label) : row.original.action}</span>
              <span className={`${styles.muted} ${styles.code}`}>{row.original.action}</span>
            </div>
          );
        },
      }),
      column.accessor('entityType', {
        header: () => t`Record`,
        cell: ({ row }) => {
          const { entityType, entityId } = row.original;
          const label = entityTypeLabels[entityType];
          const kind = label ? i18n._(label) : entityType;
          return (
            <div className={styles.stack}>
              <span>{kind}</span>
              {entityId ? (
                <Button
                  variant="ghost"
                  size="sm"
                  onClick={() => onFilterRecord(entityType, entityId)}
                  aria-label={t`Show the history of ${kind} ${entityId}`}
                >
                  <span className={styles.code}>{entityId}</span>
                </Button>
              ) : null}
            </div>
          );
        },
      }),
      column.display({
        id: 'changes',
        header: () => <VisuallyHidden>{t`Changes`}</VisuallyHidden>,
        meta: { label: t`Changes`, card: 'actions' },
        cell: ({ row }) => {
          const entryId = row.original.id;
          return (
            <Button
              size="sm"
              variant="secondary"
              icon={<Eye size={16} aria-hidden="true" />}
              onClick={() => onOpen(row.original)}
              aria-label={t`Show the changes of entry ${entryId}`}
            >
              <Trans>Changes</Trans>
            </Button>
          );
        },
      }),
    ],
    [t, i18n, lang, onOpen, onFilterRecord],
  );

  return (
    <ServerTable
      label={t`Audit log`}
      tableId="audit"
      columns={columns}
      data={table.items}
      total={table.total}
      page={table.page}
      pageSize={table.pageSize}
      sort={table.sort}
      onSortChange={table.onSortChange}
      onPageChange={table.onPageChange}
      isLoading={table.isLoading}
      emptyText={<Trans>No entry matches.</Trans>}
      getRowId={(row) => String(row.id)}
    />
  );
}
