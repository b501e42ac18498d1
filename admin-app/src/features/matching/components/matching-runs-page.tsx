import {
  formatDateTime,
  formatNumber,
  Link,
  LoadingBlock,
  PageTitle,
  useLang,
  useLangPath,
} from '@coach/kit';
import { useErrorPageOnFailure, useListParams } from '@coach/kit/area';
import { ServerTable, type ServerTableColumn, serverColumnHelper } from '@coach/kit/tables';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { type MatchingRunView, useMatchingRuns } from '../api/matching.ts';
import { HowStarted } from './how-started.tsx';
import * as styles from './matching.css.ts';

const column = serverColumnHelper<MatchingRunView>();
const noSort = () => {};

/**
 * `/admin/matching-runs`: every matching run kept (the schedule's, the administrators', the command
 * line's), newest first, a page at a time; each opens on its pairs and left-overs.
 */
export function MatchingRunsPage() {
  const { t } = useLingui();
  const lang = useLang();
  const langPath = useLangPath();
  const list = useListParams({ defaultSort: '-startedAt', pageSize: 20 });
  const query = useMemo(() => ({ page: list.query.page, pageSize: list.query.pageSize }), [list.query]);
  const { data, error, isPending, isFetching } = useMatchingRuns(query);
  useErrorPageOnFailure(error);

  const columns = useMemo<ServerTableColumn<MatchingRunView>[]>(
    () => [
      column.accessor('startedAt', {
        header: () => t`Run`,
        cell: ({ row }) => (
          <Link className={styles.link} to={langPath(`/admin/matching-runs/${row.original.matchingRunId}`)}>
            {formatDateTime(row.original.startedAt, lang)}
          </Link>
        ),
      }),
      column.accessor('trigger', {
        header: () => t`How started`,
        cell: ({ row }) => <HowStarted run={row.original} />,
      }),
      column.display({
        id: 'requests',
        header: () => t`Requests`,
        cell: ({ row }) => (
          <span className={styles.number}>
            {formatNumber(row.original.coachRequests + row.original.coacheeRequests, lang)}
          </span>
        ),
      }),
      column.accessor('pairs', {
        header: () => t`Pairs`,
        cell: ({ row }) => <span className={styles.number}>{formatNumber(row.original.pairs, lang)}</span>,
      }),
      column.accessor('unmatched', {
        header: () => t`Left over`,
        cell: ({ row }) => (
          <span className={styles.number}>{formatNumber(row.original.unmatched, lang)}</span>
        ),
      }),
      column.accessor('durationMs', {
        header: () => t`Duration`,
        cell: ({ row }) => {
          const seconds = formatNumber(Math.round(row.original.durationMs) / 1000, lang);
          return <span className={styles.number}>{t`${seconds} s`}</span>;
        },
      }),
    ],
    [t, lang, langPath],
  );

  const total = data?.total ?? 0;
  return (
    <div className={styles.page}>
      <PageTitle
        subtitle={
          <Plural
            value={total}
            _0="No matching run has been kept yet."
            one="One matching run, with the pairs it made and the requests it left."
            other="# matching runs, newest first, with the pairs each made and the requests it left."
          />
        }
      >
        <Trans>Matching runs</Trans>
      </PageTitle>
      {isPending || !data ? (
        <LoadingBlock label={t`Loading the matching runs…`} />
      ) : (
        <ServerTable
          label={t`Matching runs`}
          columns={columns}
          data={data.items}
          total={total}
          page={list.page}
          pageSize={list.pageSize}
          sort=""
          onSortChange={noSort}
          onPageChange={list.setPage}
          isLoading={isFetching}
          emptyText={<Trans>No matching run yet.</Trans>}
          getRowId={(row) => row.matchingRunId}
        />
      )}
    </div>
  );
}
