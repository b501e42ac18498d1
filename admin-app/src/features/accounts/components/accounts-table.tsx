import type { AccountView } from '@coach/core/contracts';
import { formatDate, formatDateTime, formatNumber, useLang, VisuallyHidden } from '@coach/kit';
import { roleLabels } from '@coach/kit/area';
import { ActionMenu, type ActionMenuItem } from '@coach/kit/menus';
import {
  type DataTableSelection,
  type ServerListState,
  ServerTable,
  type ServerTableColumn,
  serverColumnHelper,
} from '@coach/kit/tables';
import { Trans, useLingui } from '@lingui/react/macro';
import { Lock, LockOpen, Pencil, Trash2, UserCheck, UserRound, UserX } from 'lucide-react';
import { useMemo } from 'react';
import { AccountAccessPills } from './account-pills.tsx';
import * as styles from './accounts.css.ts';

const column = serverColumnHelper<AccountView>();

/** What the row menu can ask for; the page opens the dialogs. */
export type AccountAction = {
  kind: 'profile' | 'edit' | 'delete' | 'activate' | 'deactivate' | 'lock' | 'unlock';
  account: AccountView;
};

type AccountsTableProps = ServerListState & {
  items: AccountView[];
  /** Null for those who may only list and add (salesmen): no row actions. */
  onAction: ((action: AccountAction) => void) | null;
  /** The signed-in administrator's own account: no passive, lock or delete for it. */
  ownAccountId: string | null;
  /** A checkbox per row, for bulk actions (administrators; the app layer brings them). */
  selection?: DataTableSelection<AccountView> | undefined;
};

/** The accounts, a page at a time, sorted by the server; each column id is the sort key it sends. */
export function AccountsTable({ onAction, ownAccountId, selection, ...table }: AccountsTableProps) {
  const { t, i18n } = useLingui();
  const lang = useLang();

  const columns = useMemo<ServerTableColumn<AccountView>[]>(() => {
    const menuOf = (account: AccountView, act: (action: AccountAction) => void): ActionMenuItem[] => {
      const own = account.accountId === ownAccountId;
      const item = (kind: AccountAction['kind']) => () => act({ kind, account });
      return [
        { id: 'profile', label: t`View profile`, icon: <UserRound size={16} />, onAction: item('profile') },
        { id: 'edit', label: t`Edit`, icon: <Pencil size={16} />, onAction: item('edit') },
        account.status === 'active'
          ? {
              id: 'deactivate',
              label: t`Make passive`,
              icon: <UserX size={16} />,
              isDisabled: own,
              onAction: item('deactivate'),
            }
          : {
              id: 'activate',
              label: t`Make active`,
              icon: <UserCheck size={16} />,
              onAction: item('activate'),
            },
        account.isLocked
          ? { id: 'unlock', label: t`Unlock`, icon: <LockOpen size={16} />, onAction: item('unlock') }
          : {
              id: 'lock',
              label: t`Lock`,
              icon: <Lock size={16} />,
              tone: 'danger',
              isDisabled: own,
              onAction: item('lock'),
            },
        {
          id: 'delete',
          label: t`Delete`,
          icon: <Trash2 size={16} />,
          tone: 'danger',
          isDisabled: own,
          onAction: item('delete'),
        },
      ];
    };
    const columns: ServerTableColumn<AccountView>[] = [
      column.accessor('fullName', {
        id: 'name',
        header: () => t`Name`,
        enableSorting: true,
        meta: { priority: 'key' },
        cell: ({ row }) => (
          <div className={styles.stack}>
            <span>{row.original.fullName}</span>
            {row.original.phone ? <span className={styles.muted}>{row.original.phone}</span> : null}
          </div>
        ),
      }),
      column.accessor('email', { header: () => t`E-mail`, enableSorting: true }),
      column.accessor('accountRoleType', {
        id: 'role',
        header: () => t`Role`,
        enableSorting: true,
        meta: { priority: 'key' },
        cell: ({ row }) => i18n._(roleLabels[row.original.accountRoleType]),
      }),
      column.accessor('status', {
        header: () => t`Access`,
        enableSorting: true,
        meta: { priority: 'key' },
        cell: ({ row }) => <AccountAccessPills account={row.original} />,
      }),
      column.accessor('score', {
        header: () => t`Score`,
        enableSorting: true,
        meta: { priority: 'optional' },
        cell: ({ row }) => formatNumber(row.original.score, lang),
      }),
      column.accessor('lastLoginAt', {
        header: () => t`Last sign-in`,
        enableSorting: true,
        cell: ({ row }) => (
          <span className={styles.nowrap}>
            {row.original.lastLoginAt ? formatDateTime(row.original.lastLoginAt, lang) : t`Never signed in`}
          </span>
        ),
      }),
      column.accessor('createdAt', {
        header: () => t`Created`,
        enableSorting: true,
        meta: { priority: 'optional' },
        cell: ({ row }) => <span className={styles.nowrap}>{formatDate(row.original.createdAt, lang)}</span>,
      }),
    ];
    if (!onAction) return columns;
    return [
      ...columns,
      column.display({
        id: 'actions',
        header: () => <VisuallyHidden>{t`Actions`}</VisuallyHidden>,
        meta: { label: t`Actions` },
        cell: ({ row }) => (
          <ActionMenu
            label={t`Actions for ${row.original.fullName}`}
            items={menuOf(row.original, onAction)}
          />
        ),
      }),
    ];
  }, [t, i18n, lang, onAction, ownAccountId]);

  return (
    <ServerTable
      label={t`Accounts`}
      tableId="accounts"
      columns={columns}
      data={table.items}
      total={table.total}
      page={table.page}
      pageSize={table.pageSize}
      sort={table.sort}
      onSortChange={table.onSortChange}
      onPageChange={table.onPageChange}
      isLoading={table.isLoading}
      emptyText={<Trans>No account matches.</Trans>}
      getRowId={(row) => row.accountId}
      {...(selection ? { selection } : {})}
    />
  );
}
