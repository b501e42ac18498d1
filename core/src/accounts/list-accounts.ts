import { accountListQuerySchema, accountPageSchema } from '../contracts/account-admin.ts';
import type { AccountSortKey } from '../contracts/account-values.ts';
import { parseSort } from '../contracts/common.ts';
import { defineUseCase } from '../shared/use-case.ts';
import { toAccountView } from './domain/account-view.ts';
import { backOfficeViewerOf } from './domain/personal-data-visibility.ts';

/** The accounts list of the back office: searched, filtered, sorted and paged on the server. */
export const listAccounts = defineUseCase({
  name: 'accounts.list',
  summary:
    'Accounts, searched by name, surname, e-mail or phone, filtered by role, status and lock, sorted and paged',
  access: 'accounts.read',
  input: accountListQuerySchema,
  output: accountPageSchema,
  errors: [],
  async run({ ctx, input }) {
    const { items, total } = await ctx.repositories.accounts.search({
      search: input.search,
      role: input.role,
      status: input.status,
      locked: input.locked,
      // The cast only narrows what listQuerySchema's typing widens; the schema admits no other value.
      sort: parseSort<AccountSortKey>(input.sort as `${'' | '-'}${AccountSortKey}`),
      offset: (input.page - 1) * input.pageSize,
      limit: input.pageSize,
    });
    const viewer = backOfficeViewerOf(ctx.actor);
    return {
      items: items.map((account) => toAccountView(account, viewer)),
      total,
      page: input.page,
      pageSize: input.pageSize,
    };
  },
});
