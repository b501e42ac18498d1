import { accountRolesSchema } from '../contracts/account-admin.ts';
import { accountRoleTypes } from '../contracts/account-values.ts';
import { noInput } from '../contracts/common.ts';
import { defineUseCase } from '../shared/use-case.ts';
import { assignableRoles } from './domain/account-administration.ts';

/** Every role, marked with whether the caller may give it (a salesman: members and guests only). */
export const listAccountRoles = defineUseCase({
  name: 'accounts.roles',
  summary: 'The account roles, and which of them the caller may give to an account',
  access: 'accounts.read',
  input: noInput,
  output: accountRolesSchema,
  errors: [],
  async run({ ctx }) {
    const assignable = assignableRoles(ctx.actor);
    return accountRoleTypes.map((accountRoleType) => ({
      accountRoleType,
      assignable: assignable.includes(accountRoleType),
    }));
  },
});
