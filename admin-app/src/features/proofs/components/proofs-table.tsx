import { Button, formatDateTime, isApiError, toast, useLang, VisuallyHidden } from '@coach/kit';
import { formatBytes } from '@coach/kit/area';
import { ActionMenu } from '@coach/kit/menus';
import {
  type ServerListState,
  ServerTable,
  type ServerTableColumn,
  serverColumnHelper,
} from '@coach/kit/tables';
import { Trans, useLingui } from '@lingui/react/macro';
import { Download, Eye, Trash2 } from 'lucide-react';
import { useMemo } from 'react';
import { downloadProof, type ReviewItem } from '../api/proofs.ts';
import { OverduePill, ProofStatePill } from './proof-state-pill.tsx';
import * as styles from './proofs.css.ts';

const column = serverColumnHelper<ReviewItem>();

type ProofsTableProps = ServerListState & {
  items: ReviewItem[];
  onReview: (proof: ReviewItem) => void;
  onDelete: (proof: ReviewItem) => void;
};

/** The proofs of one state, a page at a time; overdue ones say so in words. */
export function ProofsTable({ onReview, onDelete, ...table }: ProofsTableProps) {
  const { t } = useLingui();
  const lang = useLang();

  const columns = useMemo<ServerTableColumn<ReviewItem>[]>(() => {
    const download = (proof: ReviewItem) =>
      downloadProof(proof).catch((error: unknown) =>
        toast.error(isApiError(error) ? error.message : t`The file could not be downloaded.`),
      );
    return [
      column.accessor('memberName', {
        header: () => t`Member`,
        meta: { priority: 'key' },
        enableSorting: true,
        cell: ({ row }) => (
          <div className={styles.stack}>
            <span className={styles.strong}>{row.original.memberName}</span>
            <span className={styles.muted}>{row.original.memberEmail}</span>
          </div>
        ),
      }),
      column.accessor('fileName', {
        header: () => t`File`,
        meta: { priority: 'default' },
        cell: ({ row }) => (
          <div className={styles.stack}>
            <span className={styles.strong}>{row.original.fileName}</span>
            <span className={styles.muted}>
              {formatBytes(row.original.sizeBytes, lang)}
              {row.original.uploadedByAdministrator ? ` · ${t`uploaded by an administrator`}` : ''}
            </span>
          </div>
        ),
      }),
      column.accessor('createdAt', {
        header: () => t`Uploaded`,
        meta: { priority: 'default' },
        enableSorting: true,
        cell: ({ row }) => {
          const due = formatDateTime(row.original.reviewDueAt, lang);
          return (
            <div className={styles.stack}>
              <span>{formatDateTime(row.original.createdAt, lang)}</span>
              {row.original.state === 'pending' ? (
                <span className={styles.muted}>
                  <Trans>Review due {due}</Trans>
                </span>
              ) : null}
            </div>
          );
        },
      }),
      column.accessor('state', {
        header: () => t`State`,
        meta: { priority: 'key' },
        cell: ({ row }) => (
          <div className={styles.stack}>
            <span>
              <ProofStatePill state={row.original.state} /> {row.original.overdue ? <OverduePill /> : null}
            </span>
            {row.original.reviewedAt ? (
              <span className={styles.muted}>{formatDateTime(row.original.reviewedAt, lang)}</span>
            ) : null}
          </div>
        ),
      }),
      column.display({
        id: 'actions',
        header: () => <VisuallyHidden>{t`Actions`}</VisuallyHidden>,
        cell: ({ row }) => {
          const proof = row.original;
          const memberName = proof.memberName;
          return (
            <div className={styles.rowActions}>
              <Button
                size="sm"
                variant={proof.state === 'pending' ? 'primary' : 'secondary'}
                icon={<Eye size={16} aria-hidden="true" />}
                onClick={() => onReview(proof)}
                aria-label={
                  proof.state === 'pending'
                    ? t`Review the proof of ${memberName}`
                    : t`View the proof of ${memberName}`
                }
              >
                {proof.state === 'pending' ? <Trans>Review</Trans> : <Trans>View</Trans>}
              </Button>
              <ActionMenu
                label={t`More actions for the proof of ${memberName}`}
                items={[
                  {
                    id: 'download',
                    label: t`Download`,
                    icon: <Download size={16} />,
                    onAction: () => download(proof),
                  },
                  {
                    id: 'delete',
                    label: t`Delete…`,
                    icon: <Trash2 size={16} />,
                    tone: 'danger',
                    onAction: () => onDelete(proof),
                  },
                ]}
              />
            </div>
          );
        },
      }),
    ];
  }, [t, lang, onReview, onDelete]);

  return (
    <ServerTable
      label={t`Proofs of education`}
      tableId="proofs"
      columns={columns}
      data={table.items}
      total={table.total}
      page={table.page}
      pageSize={table.pageSize}
      sort={table.sort}
      onSortChange={table.onSortChange}
      onPageChange={table.onPageChange}
      isLoading={table.isLoading}
      emptyText={<Trans>No proof matches.</Trans>}
      getRowId={(row) => row.id}
    />
  );
}
