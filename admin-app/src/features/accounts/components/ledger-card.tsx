import type { LedgerEntryView, LedgerFilterInput } from '@coach/core/contracts';
import {
  apiCodes,
  Button,
  ButtonLink,
  Card,
  formatDateTime,
  formatNumber,
  isApiError,
  LoadingBlock,
  useCurrentUser,
  useLang,
  useLangPath,
} from '@coach/kit';
import { DialogLoading, FormError, lazyNamed } from '@coach/kit/area';
import { columnHelper, DataTable, type DataTableColumn } from '@coach/kit/tables';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { FolderKanban, PlusCircle } from 'lucide-react';
import { type ReactNode, Suspense, useMemo, useState } from 'react';
import { useLedger } from '../api/ledger.ts';
import * as styles from './ledger.css.ts';
import { ledgerReasonLabels, signed } from './ledger-labels.ts';

// The adjustment's form comes when it is opened: the card shows the ledger first (issue 30).
const AdjustPointsDialog = lazyNamed(() => import('./adjust-points-dialog.tsx'), 'AdjustPointsDialog');

/**
 * A member's points on their profile: the score, every entry that made it (newest first) and, for
 * administrators, "Adjust points". Shown only to those who may adjust, since only they may read
 * another member's ledger; an account that does not exist shows nothing (the profile says so).
 * `exportAction` is the lists' export control, placed by the app layer for this member's entries.
 */
export function LedgerCard({ accountId, exportAction }: LedgerProps) {
  const { user } = useCurrentUser();
  if (!user?.permissions.includes('points.adjust')) return null;
  return <Ledger accountId={accountId} exportAction={exportAction} />;
}

type LedgerProps = {
  accountId: string;
  exportAction?: ((filters: LedgerFilterInput) => ReactNode) | undefined;
};

function Ledger({ accountId, exportAction }: LedgerProps) {
  const { t } = useLingui();
  const lang = useLang();
  const langPath = useLangPath();
  const { data, error, isPending } = useLedger(accountId);
  const [adjusting, setAdjusting] = useState(false);
  const number = (value: number) => formatNumber(value, lang);

  if (isApiError(error) && (error.status === 404 || error.code === apiCodes.validation)) return null;
  const balance = data ? number(data.balance) : '';
  const entries = data ? [...data.entries].reverse() : [];

  return (
    <Card
      title={<Trans>Points</Trans>}
      description={
        <Trans>
          Every change of the score with its reason. Entries are never changed: a correction is a new entry.
        </Trans>
      }
    >
      <div className={styles.head}>
        <p className={styles.balance} aria-live="polite">
          {data ? <Trans>Score: {balance}</Trans> : null}
        </p>
        <div className={styles.actions}>
          {exportAction?.({ accountId })}
          <ButtonLink
            to={langPath(`/admin/user-project?accountId=${encodeURIComponent(accountId)}`)}
            variant="secondary"
            icon={<FolderKanban size={18} aria-hidden="true" />}
          >
            <Trans>Their projects</Trans>
          </ButtonLink>
          <Button
            icon={<PlusCircle size={18} aria-hidden="true" />}
            onClick={() => setAdjusting(true)}
            disabled={!data}
          >
            <Trans>Adjust points…</Trans>
          </Button>
        </div>
      </div>
      {isPending ? (
        <LoadingBlock label={t`Loading the points…`} />
      ) : error ? (
        <FormError error={error} />
      ) : entries.length === 0 ? (
        <p className={styles.muted}>
          <Trans>No points have moved yet.</Trans>
        </p>
      ) : (
        <>
          <p className={styles.muted}>
            <Plural value={entries.length} one="# entry, newest first" other="# entries, newest first" />
          </p>
          <LedgerTable entries={entries} />
        </>
      )}
      {adjusting ? (
        <Suspense fallback={<DialogLoading />}>
          <AdjustPointsDialog accountId={accountId} onClose={() => setAdjusting(false)} />
        </Suspense>
      ) : null}
    </Card>
  );
}

const column = columnHelper<LedgerEntryView>();

/** The entries, newest first: when, why, how many, who made it (an administrator or the system). */
function LedgerTable({ entries }: { entries: LedgerEntryView[] }) {
  const { t, i18n } = useLingui();
  const lang = useLang();
  const columns = useMemo<DataTableColumn<LedgerEntryView>[]>(() => {
    const number = (value: number) => formatNumber(value, lang);
    return [
      column.accessor('createdAt', {
        header: () => t`Date`,
        meta: { priority: 'key' },
        cell: ({ row }) => (
          <span className={styles.nowrap}>{formatDateTime(row.original.createdAt, lang)}</span>
        ),
      }),
      column.accessor('reason', {
        header: () => t`Reason`,
        meta: { priority: 'key' },
        cell: ({ row }) => i18n._(ledgerReasonLabels[row.original.reason]),
      }),
      column.accessor('delta', {
        header: () => t`Change`,
        meta: { priority: 'key' },
        cell: ({ row }) => (
          <span className={row.original.delta < 0 ? styles.loss : styles.gain}>
            {signed(row.original.delta, number)}
          </span>
        ),
      }),
      column.accessor('actor', {
        header: () => t`Made by`,
        meta: { priority: 'key' },
        cell: ({ row }) => row.original.actor?.fullName ?? t`System`,
      }),
      column.accessor('note', {
        header: () => t`Note`,
        cell: ({ row }) => <span className={styles.note}>{row.original.note ?? ''}</span>,
      }),
      column.accessor('balanceAfter', {
        header: () => t`Score after`,
        cell: ({ row }) => <span className={styles.number}>{number(row.original.balanceAfter)}</span>,
      }),
    ];
  }, [t, i18n, lang]);
  return (
    <DataTable
      label={t`Points entries`}
      tableId="ledger"
      columns={columns}
      data={entries}
      getRowId={(entry) => entry.id}
    />
  );
}
