import type {
  AccountRoleType,
  AccountSortKey,
  AccountStatus,
  AccountView,
  CorrectIdentityInput,
  CreateAccountInput,
  UpdateAccountInput,
} from '@coach/core/contracts';
import { accountRoleTypes, accountSortKeys, accountStatuses } from '@coach/core/contracts';
import { api, keepPreviousData, unwrap, useMutation, useQuery, useQueryClient } from '@coach/kit/query';

export type { AccountView };

export const accountKeys = {
  all: ['accounts'] as const,
  page: (query: Record<string, string>) => ['accounts', 'page', query] as const,
  roles: ['accounts', 'roles'] as const,
};

type AccountSort = `${'' | '-'}${AccountSortKey}`;
const accountSorts = new Set<string>(accountSortKeys.flatMap((key) => [key, `-${key}`]));
export const defaultAccountSort: AccountSort = '-createdAt';

/** A sort from the address the server takes, or the default one (a hand-edited address stays usable). */
export function accountSortOf(sort: string): AccountSort {
  return accountSorts.has(sort) ? (sort as AccountSort) : defaultAccountSort;
}

/** The list's filters, as the address holds them; null shows every role, status or lock. */
export type AccountFilters = {
  role: AccountRoleType | null;
  status: AccountStatus | null;
  /** `'true'`: only the accounts an administrator locked; `'false'`: only those not locked. */
  locked: 'true' | 'false' | null;
};

/** The filters of the address the server takes; anything else (a hand-edited address) shows all. */
export function accountFiltersOf(params: URLSearchParams): AccountFilters {
  const role = params.get('role');
  const status = params.get('status');
  const locked = params.get('locked');
  return {
    role: accountRoleTypes.find((known) => known === role) ?? null,
    status: accountStatuses.find((known) => known === status) ?? null,
    locked: locked === 'true' || locked === 'false' ? locked : null,
  };
}

type ListQuery = { page: string; pageSize: string; search: string; sort: string };

/** `GET /api/accounts`: one page; the previous page stays shown while the next loads. */
export function useAccountPage(query: ListQuery, { role, status, locked }: AccountFilters) {
  const full = {
    ...query,
    sort: accountSortOf(query.sort),
    ...(role ? { role } : {}),
    ...(status ? { status } : {}),
    ...(locked ? { locked } : {}),
  };
  return useQuery({
    queryKey: accountKeys.page(full),
    queryFn: () => unwrap(api.api.accounts.$get({ query: full })),
    placeholderData: keepPreviousData,
  });
}

/** `GET /api/accountroles`: every role and whether the signed-in person may give it. */
export function useAccountRoles() {
  return useQuery({
    queryKey: accountKeys.roles,
    queryFn: () => unwrap(api.api.accountroles.$get()),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

function useAccountMutation<Input, Output>(call: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSettled: () => queryClient.invalidateQueries({ queryKey: accountKeys.all }),
  });
}

/** `POST /api/accounts` */
export function useCreateAccount() {
  return useAccountMutation((input: CreateAccountInput) => unwrap(api.api.accounts.$post({ json: input })));
}

/** `PUT /api/accounts` */
export function useUpdateAccount() {
  return useAccountMutation((input: UpdateAccountInput) => unwrap(api.api.accounts.$put({ json: input })));
}

/** `POST /api/accounts/correctidentity`: an administrator corrects a mistyped identity document. */
export function useCorrectIdentity() {
  return useAccountMutation((input: CorrectIdentityInput) =>
    unwrap(api.api.accounts.correctidentity.$post({ json: input })),
  );
}

/** `POST /api/accounts/changeaccess`: passive or active, locked or unlocked. */
export function useChangeAccountAccess() {
  return useAccountMutation((input: { accountId: string; status?: AccountStatus; isLocked?: boolean }) =>
    unwrap(api.api.accounts.changeaccess.$post({ json: input })),
  );
}

/** `DELETE /api/accounts` {accountId} */
export function useDeleteAccount() {
  return useAccountMutation((accountId: string) => unwrap(api.api.accounts.$delete({ json: { accountId } })));
}
