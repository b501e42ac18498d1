import { type AccountListFilterInput, accountRoleTypes, accountStatuses } from '@coach/core/contracts';
import {
  Button,
  Card,
  LoadingBlock,
  PageTitle,
  useCurrentUser,
  useLangPath,
  useNavigate,
  useSearchParams,
} from '@coach/kit';
import { DialogLoading, lazyNamed, roleLabels, useErrorPageOnFailure, useListParams } from '@coach/kit/area';
import { type DataTableSelection, SearchField } from '@coach/kit/tables';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { UserPlus } from 'lucide-react';
import { type ReactNode, Suspense, useCallback, useId, useRef, useState } from 'react';
import {
  type AccountFilters,
  type AccountView,
  accountFiltersOf,
  defaultAccountSort,
  useAccountPage,
} from '../api/accounts.ts';
import { type AccessRequest, needsConfirmation, useAccessChange } from './access-change-dialogs.tsx';
import * as styles from './accounts.css.ts';
import { type AccountAction, AccountsTable } from './accounts-table.tsx';
import { statusLabels } from './labels.ts';

// The form (zod, the phone number's rules, react-hook-form, the pickers) comes when it is opened:
// the list is what the page shows first (issue 30, ADR 0026).
const AccountDialog = lazyNamed(() => import('./account-dialog.tsx'), 'AccountDialog');
const AccessConfirmDialogs = lazyNamed(() => import('./access-confirm-dialogs.tsx'), 'AccessConfirmDialogs');

/** What the list shows now, for the bulk actions the app layer may bring. */
export type AccountListNow = AccountFilters & { search: string; total: number };

/** Bulk actions over the list: the rows' checkboxes and the bar above them (null: none for this user). */
export type UseAccountsBulk = (list: AccountListNow) => {
  selection: DataTableSelection<AccountView>;
  bar: ReactNode;
} | null;

const noBulk: UseAccountsBulk = () => null;

/** The list's search and filters as an export takes them (the lock a boolean in a JSON body). */
function exportFiltersOf(search: string, { role, status, locked }: AccountFilters): AccountListFilterInput {
  return {
    search,
    ...(role ? { role } : {}),
    ...(status ? { status } : {}),
    ...(locked ? { locked: locked === 'true' } : {}),
  };
}

/**
 * `/admin/account`: every account, searched, filtered, sorted and paged on the server, with the
 * search, filters, order and page in the address. Administrators add, edit, make passive or
 * active, lock or unlock and delete; salesmen list and add. `toolbar` holds what other features
 * add beside "Add an account" (the app layer passes the Excel import); `exportAction` the lists'
 * export control, given the list's current search and filters; `useBulk` the bulk actions (a hook
 * of the accounts-bulk feature, passed by the app layer, stable).
 */
export function AccountsPage({
  toolbar,
  exportAction,
  useBulk = noBulk,
}: {
  toolbar?: ReactNode;
  exportAction?: (filters: AccountListFilterInput) => ReactNode;
  useBulk?: UseAccountsBulk;
}) {
  const { t, i18n } = useLingui();
  const langPath = useLangPath();
  const navigate = useNavigate();
  const { user } = useCurrentUser();
  const list = useListParams({ defaultSort: defaultAccountSort, pageSize: 20 });
  const [params, setParams] = useSearchParams();
  const filters = accountFiltersOf(params);
  const { data, error, isPending, isFetching } = useAccountPage(list.query, filters);
  useErrorPageOnFailure(error);
  const [editing, setEditing] = useState<AccountView | 'new' | null>(null);
  const [request, setRequest] = useState<AccessRequest | null>(null);
  const access = useAccessChange(() => setRequest(null));
  // Read through a ref, so the table's columns (which hold `act`) stay the same between renders.
  const applyAccess = useRef(access.apply);
  applyAccess.current = access.apply;
  const roleId = useId();
  const statusId = useId();
  const lockedId = useId();

  const mayManage = user?.permissions.includes('accounts.write') ?? false;
  const mayCreate = user?.permissions.includes('accounts.create') ?? false;

  const setFilter = (name: 'role' | 'status' | 'locked', value: string) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (value) next.set(name, value);
      else next.delete(name);
      next.delete('page');
      return next;
    });

  const act = useCallback(
    ({ kind, account }: AccountAction) => {
      if (kind === 'profile') navigate(langPath(`/admin/profile/${account.accountId}`));
      else if (kind === 'edit') setEditing(account);
      else if (needsConfirmation(kind)) setRequest({ kind, account });
      else applyAccess.current({ kind, account });
    },
    [navigate, langPath],
  );

  const total = data?.total ?? 0;
  const bulk = useBulk({ search: list.search, ...filters, total });
  return (
    <div className={styles.page}>
      <PageTitle
        subtitle={
          <Trans>
            Members, guests and staff: who they are, what they may do, and whether they can sign in.
          </Trans>
        }
        actions={
          <div className={styles.titleActions}>
            {/* Slots for other features' actions (export, Excel import), placed by the app layer. */}
            {exportAction?.(exportFiltersOf(list.search, filters))}
            {toolbar}
            {mayCreate ? (
              <Button icon={<UserPlus size={18} aria-hidden="true" />} onClick={() => setEditing('new')}>
                <Trans>Add an account</Trans>
              </Button>
            ) : null}
          </div>
        }
      >
        <Trans>Accounts</Trans>
      </PageTitle>
      <Card
        title={<Trans>Accounts</Trans>}
        description={<Plural value={total} _0="No account." one="# account" other="# accounts" />}
      >
        <div className={styles.toolbar}>
          <SearchField
            label={t`Search accounts`}
            value={list.search}
            onSearch={list.setSearch}
            placeholder={t`Name, e-mail or phone`}
          />
          <div className={styles.filter}>
            <label htmlFor={roleId} className={styles.filterLabel}>
              <Trans>Role</Trans>
            </label>
            <select
              id={roleId}
              className={styles.select}
              value={filters.role ?? ''}
              onChange={(event) => setFilter('role', event.target.value)}
            >
              <option value="">{t`All roles`}</option>
              {accountRoleTypes.map((role) => (
                <option key={role} value={role}>
                  {i18n._(roleLabels[role])}
                </option>
              ))}
            </select>
          </div>
          <div className={styles.filter}>
            <label htmlFor={statusId} className={styles.filterLabel}>
              <Trans>Status</Trans>
            </label>
            <select
              id={statusId}
              className={styles.select}
              value={filters.status ?? ''}
              onChange={(event) => setFilter('status', event.target.value)}
            >
              <option value="">{t`Active and passive`}</option>
              {accountStatuses.map((status) => (
                <option key={status} value={status}>
                  {i18n._(statusLabels[status])}
                </option>
              ))}
            </select>
          </div>
          <div className={styles.filter}>
            <label htmlFor={lockedId} className={styles.filterLabel}>
              <Trans>Lock state</Trans>
            </label>
            <select
              id={lockedId}
              className={styles.select}
              value={filters.locked ?? ''}
              onChange={(event) => setFilter('locked', event.target.value)}
            >
              <option value="">{t`Locked or not`}</option>
              <option value="true">{t`Locked`}</option>
              <option value="false">{t`Not locked`}</option>
            </select>
          </div>
        </div>
        {bulk?.bar}
        {isPending || !data ? (
          <LoadingBlock label={t`Loading the accounts…`} />
        ) : (
          <AccountsTable
            items={data.items}
            total={total}
            page={list.page}
            pageSize={list.pageSize}
            sort={list.sort}
            onSortChange={list.setSort}
            onPageChange={list.setPage}
            isLoading={isFetching}
            onAction={mayManage ? act : null}
            ownAccountId={user?.accountId ?? null}
            selection={bulk?.selection}
          />
        )}
      </Card>
      {editing ? (
        <Suspense fallback={<DialogLoading />}>
          <AccountDialog account={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />
        </Suspense>
      ) : null}
      {request ? (
        <Suspense fallback={<DialogLoading />}>
          <AccessConfirmDialogs request={request} onCancel={() => setRequest(null)} access={access} />
        </Suspense>
      ) : null}
    </div>
  );
}
