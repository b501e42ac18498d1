import type { ProjectPerson } from '@coach/core/contracts';
import { formatDate, formatNumber, useLang, VisuallyHidden } from '@coach/kit';
import { ActionMenu, type ActionMenuItem } from '@coach/kit/menus';
import {
  type ServerListState,
  ServerTable,
  type ServerTableColumn,
  serverColumnHelper,
} from '@coach/kit/tables';
import { Trans, useLingui } from '@lingui/react/macro';
import { Ban, FileText } from 'lucide-react';
import { useMemo } from 'react';
import type { ProjectView } from '../api/projects.ts';
import { languageNames, signed } from './labels.ts';
import { ProjectStatePill } from './project-state-pill.tsx';
import * as styles from './projects.css.ts';

const column = serverColumnHelper<ProjectView>();

/** What the row menu asks for; the page opens the dialogs. */
export type ProjectAction = { kind: 'details' | 'abort'; project: ProjectView };

type ProjectsTableProps = ServerListState & {
  items: ProjectView[];
  onAction: (action: ProjectAction) => void;
  /** Those without `projects.abort` see no abort. */
  mayAbort: boolean;
};

function Person({ person }: { person: ProjectPerson }) {
  return (
    <div className={styles.stack}>
      <span>{person.fullName}</span>
      <span className={styles.muted}>{person.email}</span>
    </div>
  );
}

/** All projects, a page at a time, sorted by the server; each sortable column's id is its sort key. */
export function ProjectsTable({ onAction, mayAbort, ...table }: ProjectsTableProps) {
  const { t } = useLingui();
  const lang = useLang();

  const columns = useMemo<ServerTableColumn<ProjectView>[]>(() => {
    const number = (value: number) => formatNumber(value, lang);
    const menuOf = (project: ProjectView): ActionMenuItem[] => {
      const items: ActionMenuItem[] = [
        {
          id: 'details',
          label: t`Details`,
          icon: <FileText size={16} />,
          onAction: () => onAction({ kind: 'details', project }),
        },
      ];
      if (mayAbort && project.state === 'open') {
        items.push({
          id: 'abort',
          label: t`Abort…`,
          icon: <Ban size={16} />,
          tone: 'danger',
          onAction: () => onAction({ kind: 'abort', project }),
        });
      }
      return items;
    };
    return [
      column.accessor('coach', {
        header: () => t`Coach`,
        meta: { priority: 'key' },
        cell: ({ row }) => <Person person={row.original.coach} />,
      }),
      column.accessor('coachee', {
        header: () => t`Coachee`,
        meta: { priority: 'key' },
        cell: ({ row }) => <Person person={row.original.coachee} />,
      }),
      column.accessor('language', {
        header: () => t`Language`,
        meta: { priority: 'optional' },
        cell: ({ row }) => languageNames[row.original.language],
      }),
      column.accessor('state', {
        header: () => t`State`,
        enableSorting: true,
        meta: { priority: 'key' },
        cell: ({ row }) => <ProjectStatePill state={row.original.state} />,
      }),
      column.accessor('startedAt', {
        header: () => t`Start`,
        enableSorting: true,
        cell: ({ row }) => <span className={styles.nowrap}>{formatDate(row.original.startedAt, lang)}</span>,
      }),
      column.accessor('deadlineAt', {
        header: () => t`Deadline`,
        enableSorting: true,
        cell: ({ row }) => <span className={styles.nowrap}>{formatDate(row.original.deadlineAt, lang)}</span>,
      }),
      column.accessor('closedAt', {
        header: () => t`Closed`,
        enableSorting: true,
        meta: { priority: 'optional' },
        cell: ({ row }) =>
          row.original.closedAt ? (
            <span className={styles.nowrap}>{formatDate(row.original.closedAt, lang)}</span>
          ) : (
            <span className={styles.muted}>{t`Not yet`}</span>
          ),
      }),
      column.accessor('sessionCount', {
        header: () => t`Sessions`,
        meta: { priority: 'optional' },
        cell: ({ row }) =>
          row.original.sessionCount === null ? (
            <span className={styles.muted}>{t`None yet`}</span>
          ) : (
            <span className={styles.number}>{number(row.original.sessionCount)}</span>
          ),
      }),
      column.accessor('points', {
        header: () => t`Points moved`,
        meta: { priority: 'optional' },
        cell: ({ row }) => {
          const coach = signed(row.original.points.coach, number);
          const coachee = signed(row.original.points.coachee, number);
          return (
            <div className={styles.stack}>
              <span className={styles.number}>{t`Coach ${coach}`}</span>
              <span className={styles.number}>{t`Coachee ${coachee}`}</span>
            </div>
          );
        },
      }),
      column.display({
        id: 'actions',
        header: () => <VisuallyHidden>{t`Actions`}</VisuallyHidden>,
        meta: { label: t`Actions` },
        cell: ({ row }) => {
          const coachName = row.original.coach.fullName;
          const coacheeName = row.original.coachee.fullName;
          return (
            <ActionMenu
              label={t`Actions for the project of ${coachName} and ${coacheeName}`}
              items={menuOf(row.original)}
            />
          );
        },
      }),
    ];
  }, [t, lang, onAction, mayAbort]);

  return (
    <ServerTable
      label={t`Projects`}
      tableId="projects"
      columns={columns}
      data={table.items}
      total={table.total}
      page={table.page}
      pageSize={table.pageSize}
      sort={table.sort}
      onSortChange={table.onSortChange}
      onPageChange={table.onPageChange}
      isLoading={table.isLoading}
      emptyText={<Trans>No project matches.</Trans>}
      getRowId={(row) => row.id}
    />
  );
}
