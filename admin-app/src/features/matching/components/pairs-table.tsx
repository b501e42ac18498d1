import { Pill } from '@coach/kit';
import { ServerTable, type ServerTableColumn, serverColumnHelper } from '@coach/kit/tables';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import type { MatchingLeftOver, MatchingPairView } from '../api/matching.ts';
import { languageNames, roleLabels, useReasonText } from './labels.ts';
import * as styles from './matching.css.ts';
import { PersonLink, Waited } from './matching-parts.tsx';

/** A page of a list the server pages (a preview's or a kept run's): which, and how to turn it. */
interface PagedRows<Row> {
  readonly items: Row[];
  readonly total: number;
  readonly page: number;
  readonly pageSize: number;
  readonly onPageChange: (page: number) => void;
  readonly isLoading?: boolean;
}

const noSort = () => {};

const pairColumn = serverColumnHelper<MatchingPairView>();

/**
 * Who is (or would be) paired with whom: the coach and the coachee linking to their accounts, the
 * language they share, and how long each request waited, in the order the run writes them.
 */
export function PairsTable(props: PagedRows<MatchingPairView> & { label: string }) {
  const { t } = useLingui();
  const columns = useMemo<ServerTableColumn<MatchingPairView>[]>(
    () => [
      pairColumn.display({
        id: 'coach',
        header: () => t`Coach`,
        cell: ({ row }) => <PersonLink person={row.original.coach} />,
      }),
      pairColumn.display({
        id: 'coachee',
        header: () => t`Coachee`,
        cell: ({ row }) => <PersonLink person={row.original.coachee} />,
      }),
      pairColumn.accessor('language', {
        header: () => t`Language`,
        cell: ({ row }) => languageNames[row.original.language],
      }),
      pairColumn.display({
        id: 'coachWaited',
        header: () => t`Coach waited`,
        cell: ({ row }) => <Waited waited={row.original.coach.waited} />,
      }),
      pairColumn.display({
        id: 'coacheeWaited',
        header: () => t`Coachee waited`,
        cell: ({ row }) => <Waited waited={row.original.coachee.waited} />,
      }),
    ],
    [t],
  );
  return (
    <ServerTable
      label={props.label}
      columns={columns}
      data={props.items}
      total={props.total}
      page={props.page}
      pageSize={props.pageSize}
      sort=""
      onSortChange={noSort}
      onPageChange={props.onPageChange}
      isLoading={props.isLoading ?? false}
      emptyText={<Trans>No pair.</Trans>}
      getRowId={(row) => row.coachRequestId}
    />
  );
}

const leftOverColumn = serverColumnHelper<MatchingLeftOver>();

/** A component of its own so that the columns stay the same when the limits its sentences name arrive. */
function ReasonText({ reason }: { reason: MatchingLeftOver['reason'] }) {
  const reasonText = useReasonText();
  return <p className={styles.reason}>{reasonText(reason)}</p>;
}

/** The requests a run leaves (or would leave) unpaired, oldest first, each with its reason in words. */
export function LeftOversTable(props: PagedRows<MatchingLeftOver> & { label: string }) {
  const { t, i18n } = useLingui();
  const columns = useMemo<ServerTableColumn<MatchingLeftOver>[]>(
    () => [
      leftOverColumn.display({
        id: 'member',
        header: () => t`Member`,
        cell: ({ row }) => <PersonLink person={row.original.member} />,
      }),
      leftOverColumn.accessor('side', {
        header: () => t`Role`,
        cell: ({ row }) => (
          <Pill tone={row.original.side === 'coach' ? 'info' : 'neutral'}>
            {i18n._(roleLabels[row.original.side])}
          </Pill>
        ),
      }),
      leftOverColumn.accessor('reason', {
        header: () => t`Why not paired`,
        cell: ({ row }) => <ReasonText reason={row.original.reason} />,
      }),
      leftOverColumn.display({
        id: 'waited',
        header: () => t`Waited`,
        cell: ({ row }) => <Waited waited={row.original.waited} />,
      }),
    ],
    [t, i18n],
  );
  return (
    <ServerTable
      label={props.label}
      columns={columns}
      data={props.items}
      total={props.total}
      page={props.page}
      pageSize={props.pageSize}
      sort=""
      onSortChange={noSort}
      onPageChange={props.onPageChange}
      isLoading={props.isLoading ?? false}
      emptyText={<Trans>No request left over.</Trans>}
      getRowId={(row) => row.requestId}
    />
  );
}
