import {
  type AccountRoleType,
  type AccountView,
  accountIdInputSchema,
  accountListQuerySchema,
  accountRoleTypes,
  changeAccountAccessInputSchema,
  correctIdentityInputSchema,
  createAccountInputSchema,
  type Permission,
  updateAccountInputSchema,
} from '@coach/core/contracts';
import { demoAccounts } from '@coach/kit/mocks/fixtures.ts';
import { answer } from '@coach/kit/mocks/handlers.ts';
import { http } from 'msw';
import type { z } from 'zod';
import { demoAccountViews, demoCities, demoCountries, demoSalesman, demoStates } from './account-fixtures.ts';
import { demoMembershipPackages } from './membership-fixtures.ts';

// msw handlers for the accounts page, answering like the server: the envelope, 401/403, 4034 for
// input the shared schemas refuse, 4006/4018 for duplicates, 4046 for one's own account. The
// accounts are kept in memory so that changes show in the list; `resetAccounts` starts each test
// from the demo data.

let accounts: AccountView[] = structuredClone(demoAccountViews);

export function resetAccounts() {
  accounts = structuredClone(demoAccountViews);
}

/** The accounts as the handlers hold them now, for a test to check what a call changed. */
export const currentAccounts = () => accounts;

const people = [...demoAccounts, demoSalesman];

function callerOf(request: Request, permission: Permission) {
  const token = request.headers.get('authorization')?.replace(/^Bearer\s+/i, '');
  const caller = people.find((person) => person.token === token);
  if (!caller) return { refusal: answer(request, 401, 'unauthorized') };
  if (!caller.user.permissions.includes(permission)) return { refusal: answer(request, 403, 'forbidden') };
  return { caller };
}

function parse<Schema extends z.ZodType>(request: Request, schema: Schema, input: unknown) {
  const result = schema.safeParse(input);
  if (result.success) return { data: result.data as z.output<Schema> };
  const fields = Object.fromEntries(
    result.error.issues.map((issue) => [issue.path.join('.'), issue.message]),
  );
  return { refusal: answer(request, 400, 'validationFailed', { fields }) };
}

const mayAssign = (permissions: readonly string[], role: AccountRoleType) =>
  permissions.includes('accounts.write') || role === 'User' || role === 'Guest';

const sortValue = (account: AccountView, key: string): string | number =>
  key === 'name'
    ? account.fullName
    : key === 'role'
      ? account.accountRoleType
      : (account[key as keyof AccountView] as string);

export const accountHandlers = [
  http.get('*/api/accounts', ({ request }) => {
    const { refusal } = callerOf(request, 'accounts.read');
    if (refusal) return refusal;
    const parsed = parse(
      request,
      accountListQuerySchema,
      Object.fromEntries(new URL(request.url).searchParams),
    );
    if (parsed.refusal) return parsed.refusal;
    const { page, pageSize, search, sort, role, status } = parsed.data;
    const key = sort.replace(/^-/, '');
    const sign = sort.startsWith('-') ? -1 : 1;
    const words = search.toLocaleLowerCase('tr').split(/\s+/).filter(Boolean);
    const matching = accounts
      .filter((account) =>
        words.every((word) =>
          [account.fullName, account.email, account.phone ?? ''].some((text) =>
            text.toLocaleLowerCase('tr').includes(word),
          ),
        ),
      )
      .filter(
        (account) => (!role || account.accountRoleType === role) && (!status || account.status === status),
      )
      .sort(
        (a, b) => sign * String(sortValue(a, key) ?? '').localeCompare(String(sortValue(b, key) ?? ''), 'tr'),
      );
    const items = matching.slice((page - 1) * pageSize, page * pageSize);
    return answer(request, 200, 'done', { items, total: matching.length, page, pageSize });
  }),

  http.get('*/api/accountroles', ({ request }) => {
    const { caller, refusal } = callerOf(request, 'accounts.read');
    if (refusal) return refusal;
    const roles = accountRoleTypes.map((accountRoleType) => ({
      accountRoleType,
      assignable: mayAssign(caller.user.permissions, accountRoleType),
    }));
    return answer(request, 200, 'done', roles);
  }),

  http.post('*/api/accounts', async ({ request }) => {
    const { caller, refusal } = callerOf(request, 'accounts.create');
    if (refusal) return refusal;
    const parsed = parse(request, createAccountInputSchema, await request.json());
    if (parsed.refusal) return parsed.refusal;
    const input = parsed.data;
    if (!mayAssign(caller.user.permissions, input.accountRoleType)) return answer(request, 403, 'forbidden');
    const email = input.email.toLowerCase();
    if (accounts.some((account) => account.email === email)) return answer(request, 409, 'emailTaken');
    if (input.identityNumber && accounts.some((account) => account.identityNumber === input.identityNumber)) {
      return answer(request, 409, 'identityNumberTaken');
    }
    const created: AccountView = {
      accountId: crypto.randomUUID(),
      name: input.name,
      surname: input.surname,
      fullName: `${input.name} ${input.surname}`,
      email,
      phone: input.phone ?? null,
      identityNumber: input.identityNumber ?? null,
      passportNumber: input.passportNumber ?? null,
      countryCode: input.countryCode ?? null,
      stateCode: input.stateCode ?? null,
      city: input.city ?? null,
      accountRoleType: input.accountRoleType,
      status: 'active',
      isLocked: false,
      languages: input.languages,
      language: input.language,
      score: 0,
      subscriptionEndDate: input.subscriptionEndDate ?? null,
      membershipPackageId: null,
      lastLoginAt: null,
      // The member verifies the address, by the set-password link or the verification link.
      emailVerified: false,
      createdAt: '2026-03-02T10:00:00.000Z',
      hasPassword: Boolean(input.password),
    };
    accounts = [created, ...accounts];
    return answer(request, 201, 'recordAdded', {
      accountId: created.accountId,
      email,
      fullName: created.fullName,
      accountRoleType: created.accountRoleType,
      setPasswordMailed: !created.hasPassword,
      verificationMailed: created.hasPassword,
    });
  }),

  http.put('*/api/accounts', async ({ request }) => {
    const { caller, refusal } = callerOf(request, 'accounts.write');
    if (refusal) return refusal;
    const parsed = parse(request, updateAccountInputSchema, await request.json());
    if (parsed.refusal) return parsed.refusal;
    const { accountId, identityNumber, passportNumber, ...changes } = parsed.data;
    const current = accounts.find((account) => account.accountId === accountId);
    if (!current) return answer(request, 404, 'userNotFound');
    // The identity document is fixed: only the stored value may come back (4089).
    const sent = { identityNumber, passportNumber };
    for (const field of ['identityNumber', 'passportNumber'] as const) {
      if (sent[field] !== undefined && sent[field] !== current[field])
        return answer(request, 409, 'identityNumberFixed', { field });
    }
    const roleChanges =
      changes.accountRoleType !== undefined && changes.accountRoleType !== current.accountRoleType;
    if (roleChanges && caller.user.accountId === accountId)
      return answer(request, 409, 'cannotChangeOwnAccess');
    const defined = Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined));
    const updated = { ...current, ...defined } as AccountView;
    updated.fullName = `${updated.name} ${updated.surname}`;
    accounts = accounts.map((account) => (account.accountId === accountId ? updated : account));
    return answer(request, 200, 'recordUpdated', updated);
  }),

  http.post('*/api/accounts/changeaccess', async ({ request }) => {
    const { caller, refusal } = callerOf(request, 'accounts.write');
    if (refusal) return refusal;
    const parsed = parse(request, changeAccountAccessInputSchema, await request.json());
    if (parsed.refusal) return parsed.refusal;
    const { accountId, status, isLocked } = parsed.data;
    if (caller.user.accountId === accountId) return answer(request, 409, 'cannotChangeOwnAccess');
    if (!accounts.some((account) => account.accountId === accountId))
      return answer(request, 404, 'userNotFound');
    accounts = accounts.map((account) =>
      account.accountId === accountId
        ? { ...account, status: status ?? account.status, isLocked: isLocked ?? account.isLocked }
        : account,
    );
    return answer(request, 200, 'recordUpdated', null);
  }),

  http.post('*/api/accounts/correctidentity', async ({ request }) => {
    const { refusal } = callerOf(request, 'accounts.correctIdentity');
    if (refusal) return refusal;
    const parsed = parse(request, correctIdentityInputSchema, await request.json());
    if (parsed.refusal) return parsed.refusal;
    const { accountId, reason: _reason, ...given } = parsed.data;
    const current = accounts.find((account) => account.accountId === accountId);
    if (!current) return answer(request, 404, 'userNotFound');
    const document = {
      identityNumber: given.identityNumber ?? null,
      passportNumber: given.passportNumber ?? null,
    };
    if (
      document.identityNumber === current.identityNumber &&
      document.passportNumber === current.passportNumber
    )
      return answer(request, 409, 'identityCorrectionUnchanged');
    const holder = accounts.find(
      (account) =>
        account.accountId !== accountId &&
        ((document.identityNumber && account.identityNumber === document.identityNumber) ||
          (document.passportNumber && account.passportNumber === document.passportNumber)),
    );
    if (holder)
      return answer(request, 409, document.identityNumber ? 'identityNumberTaken' : 'passportTaken');
    const corrected = { ...current, ...document };
    accounts = accounts.map((account) => (account.accountId === accountId ? corrected : account));
    return answer(request, 200, 'recordUpdated', corrected);
  }),

  http.delete('*/api/accounts', async ({ request }) => {
    const { caller, refusal } = callerOf(request, 'accounts.write');
    if (refusal) return refusal;
    const parsed = parse(request, accountIdInputSchema, await request.json());
    if (parsed.refusal) return parsed.refusal;
    if (caller.user.accountId === parsed.data.accountId) return answer(request, 409, 'cannotChangeOwnAccess');
    if (!accounts.some((account) => account.accountId === parsed.data.accountId)) {
      return answer(request, 404, 'userNotFound');
    }
    accounts = accounts.filter((account) => account.accountId !== parsed.data.accountId);
    return answer(request, 200, 'recordDeleted', null);
  }),

  // The packages on sale, for an account's membership (the packages page has stateful handlers).
  http.get('*/api/membershippackages', ({ request }) =>
    answer(
      request,
      200,
      'done',
      demoMembershipPackages.filter((item) => item.retiredAt === null),
    ),
  ),
  http.get('*/api/countries', ({ request }) => answer(request, 200, 'done', demoCountries)),
  http.get('*/api/states/:countryId', ({ request, params }) =>
    answer(
      request,
      200,
      'done',
      demoStates.filter((state) => state.countryId === params.countryId),
    ),
  ),
  http.get('*/api/cities/:stateId', ({ request, params }) =>
    answer(
      request,
      200,
      'done',
      demoCities.filter((city) => city.stateId === params.stateId),
    ),
  ),
];

/** The salesman's `GET auth/userinfo` (the kit's handlers know the member and the administrator). */
export const salesmanUserInfo = http.get('*/api/auth/userinfo', ({ request }) => {
  const token = request.headers.get('authorization')?.replace(/^Bearer\s+/i, '');
  return token === demoSalesman.token ? answer(request, 200, 'done', demoSalesman.user) : undefined;
});
