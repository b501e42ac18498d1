import { type OpenRequestFilterInput, projectRoles } from '@coach/core/contracts';
import { Button, Card, LoadingBlock, PageTitle, useSearchParams } from '@coach/kit';
import { useErrorPageOnFailure, useListParams } from '@coach/kit/area';
import { SearchField } from '@coach/kit/tables';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Link2, Play } from 'lucide-react';
import { type ReactNode, useCallback, useId, useState } from 'react';
import { defaultPendingSort, type PendingAssignment, roleFilterOf, usePendingPage } from '../api/matching.ts';
import { ManualMatchingDialog } from './manual-matching-dialog.tsx';
import * as styles from './matching.css.ts';
import { PendingTable } from './pending-table.tsx';
import { RunMatchingDialog } from './run-matching-dialog.tsx';

/**
 * `/admin/pending-assignment`: the open requests waiting for a partner, the longest waiting first,
 * with why the last run passed each over. From here an administrator pairs two requests by hand
 * or runs the matching now (after seeing what it would do). Role, search, order and page live in
 * the address. `exportAction` is the lists' export control, placed by the app layer with the
 * list's current side and search.
 */
export function PendingAssignmentPage({
  exportAction,
}: {
  exportAction?: (filters: OpenRequestFilterInput) => ReactNode;
}) {
  const { t } = useLingui();
  const list = useListParams({ defaultSort: defaultPendingSort, pageSize: 20 });
  const [params, setParams] = useSearchParams();
  const role = roleFilterOf(params);
  const { data, error, isPending, isFetching } = usePendingPage(list.query, role);
  useErrorPageOnFailure(error);
  const roleId = useId();
  /** The request manual matching was opened from; `'none'` for the toolbar's button. */
  const [pairing, setPairing] = useState<PendingAssignment | 'none' | null>(null);
  const [running, setRunning] = useState(false);
  const pair = useCallback((request: PendingAssignment) => setPairing(request), []);

  const setRole = (value: string) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (value) next.set('role', value);
      else next.delete('role');
      next.delete('page');
      return next;
    });

  const total = data?.total ?? 0;
  return (
    <div className={styles.page}>
      <PageTitle
        subtitle={
          <Trans>
            Requests waiting for a partner. The matching run pairs them on the schedule set in the settings
            (working days only); here you pair two by hand or run it now.
          </Trans>
        }
        actions={
          <div className={styles.titleActions}>
            {exportAction?.({ search: list.search, ...(role ? { role } : {}) })}
            <Button
              variant="secondary"
              icon={<Link2 size={18} aria-hidden="true" />}
              onClick={() => setPairing('none')}
            >
              <Trans>Pair by hand</Trans>
            </Button>
            <Button icon={<Play size={18} aria-hidden="true" />} onClick={() => setRunning(true)}>
              <Trans>Run matching now</Trans>
            </Button>
          </div>
        }
      >
        <Trans>Pending assignments</Trans>
      </PageTitle>
      <Card
        title={<Trans>Open requests</Trans>}
        description={
          <Plural value={total} _0="No open request." one="# open request" other="# open requests" />
        }
      >
        <div className={styles.toolbar}>
          <SearchField
            label={t`Search requests`}
            value={list.search}
            onSearch={list.setSearch}
            placeholder={t`Name or e-mail`}
          />
          <div className={styles.filter}>
            <label htmlFor={roleId} className={styles.filterLabel}>
              <Trans>Role</Trans>
            </label>
            <select
              id={roleId}
              className={styles.select}
              value={role ?? ''}
              onChange={(event) => setRole(event.target.value)}
            >
              <option value="">{t`Coaches and coachees`}</option>
              {projectRoles.map((value) => (
                <option key={value} value={value}>
                  {value === 'coach' ? t`Coach requests` : t`Coachee requests`}
                </option>
              ))}
            </select>
          </div>
        </div>
        {isPending || !data ? (
          <LoadingBlock label={t`Loading the open requests…`} />
        ) : (
          <PendingTable
            items={data.items}
            total={total}
            page={list.page}
            pageSize={list.pageSize}
            sort={list.sort}
            onSortChange={list.setSort}
            onPageChange={list.setPage}
            isLoading={isFetching}
            onPair={pair}
          />
        )}
      </Card>
      {pairing ? (
        <ManualMatchingDialog
          initial={pairing === 'none' ? null : pairing}
          onClose={() => setPairing(null)}
        />
      ) : null}
      {running ? <RunMatchingDialog onClose={() => setRunning(false)} /> : null}
    </div>
  );
}
