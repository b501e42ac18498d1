import {
  type AccountView,
  createMembershipPackageInputSchema,
  deleteMembershipPackageInputSchema,
  grantMembershipInputSchema,
  type MembershipPackageView,
  type OrderView,
  orderHistoryInputSchema,
  type Permission,
  updateMembershipPackageInputSchema,
} from '@coach/core/contracts';
import { demoAccounts } from '@coach/kit/mocks/fixtures.ts';
import { answer } from '@coach/kit/mocks/handlers.ts';
import { http } from 'msw';
import type { z } from 'zod';
import { demoSalesman } from './account-fixtures.ts';
import { demoMembershipPackages, demoOrders } from './membership-fixtures.ts';
import { memberAccount } from './profile-handlers.ts';

// msw handlers for the packages page and the orders on a profile, answering like the server
// (envelope, 401/403, 4034 for input the shared schemas refuse, 4005 for a taken code, 4062/4065
// for a grant it refuses). Each call of `membershipHandlers` starts from the demo data and keeps
// its changes, so that what a test did shows in the lists.

const people = [...demoAccounts, demoSalesman];

function callerOf(request: Request) {
  const token = request.headers.get('authorization')?.replace(/^Bearer\s+/i, '');
  return people.find((person) => person.token === token) ?? null;
}

/** 401 or 403 like the server, or null when the caller holds one of `allowed`. */
function refused(request: Request, ...allowed: Permission[]): Response | null {
  const caller = callerOf(request);
  if (!caller) return answer(request, 401, 'unauthorized');
  return allowed.some((permission) => caller.user.permissions.includes(permission))
    ? null
    : answer(request, 403, 'forbidden');
}

function parse<Schema extends z.ZodType>(request: Request, schema: Schema, input: unknown) {
  const result = schema.safeParse(input);
  if (result.success) return { data: result.data as z.output<Schema> };
  const fields = Object.fromEntries(
    result.error.issues.map((issue) => [issue.path.join('.'), issue.message]),
  );
  return { refusal: answer(request, 400, 'validationFailed', { fields }) };
}

/** Calendar months on the UTC calendar: near enough for a stand-in (the server counts in Istanbul). */
function addMonths(iso: string, months: number): string {
  const date = new Date(iso);
  date.setUTCMonth(date.getUTCMonth() + months);
  return date.toISOString();
}

/**
 * The handlers, with their own copy of the demo data. Register them before the profile's handlers,
 * whose `accounts/:id` would also answer `accounts/accountorderhistory`. With `answerAccount` they
 * answer `accounts/{member}` too, with the membership a grant changed (the ledger's handlers answer
 * it with the score: only one of them can).
 */
export function membershipHandlers({ answerAccount = true }: { answerAccount?: boolean } = {}) {
  let packages: MembershipPackageView[] = structuredClone(demoMembershipPackages);
  let orders: OrderView[] = demoOrders();
  let member: AccountView = structuredClone(memberAccount);
  const isReferenced = (id: string) =>
    orders.some((order) => order.membershipPackageId === id) || member.membershipPackageId === id;
  const codeTaken = (code: string, exceptId?: string) =>
    packages.some((item) => item.code === code && item.membershipPackageId !== exceptId);

  return [
    http.get('*/api/membershippackages', ({ request }) => {
      const includeRetired = new URL(request.url).searchParams.get('includeRetired') === 'true';
      if (includeRetired) {
        const denied = refused(request, 'packages.read');
        if (denied) return denied;
      }
      const shown = packages
        .filter((item) => includeRetired || item.retiredAt === null)
        .sort((a, b) => Number(a.priceUsd) - Number(b.priceUsd));
      return answer(request, 200, 'done', shown);
    }),
    http.post('*/api/membershippackages', async ({ request }) => {
      const denied = refused(request, 'packages.write');
      if (denied) return denied;
      const parsed = parse(request, createMembershipPackageInputSchema, await request.json());
      if (parsed.refusal) return parsed.refusal;
      if (codeTaken(parsed.data.code)) return answer(request, 409, 'nameTaken', { field: 'code' });
      const created = { ...parsed.data, membershipPackageId: crypto.randomUUID(), retiredAt: null };
      packages = [...packages, created];
      return answer(request, 201, 'recordAdded', created);
    }),
    http.put('*/api/membershippackages', async ({ request }) => {
      const denied = refused(request, 'packages.write');
      if (denied) return denied;
      const parsed = parse(request, updateMembershipPackageInputSchema, await request.json());
      if (parsed.refusal) return parsed.refusal;
      const current = packages.find((item) => item.membershipPackageId === parsed.data.membershipPackageId);
      if (!current) return answer(request, 404, 'recordNotFound');
      if (codeTaken(parsed.data.code, current.membershipPackageId)) {
        return answer(request, 409, 'nameTaken', { field: 'code' });
      }
      const changed = { ...current, ...parsed.data };
      packages = packages.map((item) => (item === current ? changed : item));
      return answer(request, 200, 'recordUpdated', changed);
    }),
    http.delete('*/api/membershippackages', async ({ request }) => {
      const denied = refused(request, 'packages.write');
      if (denied) return denied;
      const parsed = parse(request, deleteMembershipPackageInputSchema, await request.json());
      if (parsed.refusal) return parsed.refusal;
      const { membershipPackageId } = parsed.data;
      const current = packages.find((item) => item.membershipPackageId === membershipPackageId);
      if (!current) return answer(request, 404, 'recordNotFound');
      if (isReferenced(membershipPackageId)) {
        const retiredAt = current.retiredAt ?? new Date().toISOString();
        packages = packages.map((item) => (item === current ? { ...item, retiredAt } : item));
        return answer(request, 200, 'recordDeleted', { membershipPackageId, outcome: 'retired' });
      }
      packages = packages.filter((item) => item !== current);
      return answer(request, 200, 'recordDeleted', { membershipPackageId, outcome: 'deleted' });
    }),

    http.get('*/api/accounts/accountorderhistory', ({ request }) => {
      const denied = refused(request, 'settings.own', 'orders.read');
      if (denied) return denied;
      const parsed = parse(
        request,
        orderHistoryInputSchema,
        Object.fromEntries(new URL(request.url).searchParams),
      );
      if (parsed.refusal) return parsed.refusal;
      // The demo's staff hold no orders; any account but the member is unknown here.
      if (parsed.data.accountId !== member.accountId) return answer(request, 404, 'recordNotFound');
      return refused(request, 'orders.read') ?? answer(request, 200, 'done', orders);
    }),
    http.post('*/api/orders/grant', async ({ request }) => {
      const denied = refused(request, 'orders.grant');
      if (denied) return denied;
      const parsed = parse(request, grantMembershipInputSchema, await request.json());
      if (parsed.refusal) return parsed.refusal;
      const { accountId, membershipPackageId, note } = parsed.data;
      // In the server's order: the package, then the account.
      const item = packages.find((candidate) => candidate.membershipPackageId === membershipPackageId);
      if (!item) return answer(request, 404, 'recordNotFound');
      if (item.retiredAt !== null) return answer(request, 409, 'packageNotForSale');
      if (accountId === demoSalesman.user.accountId) return answer(request, 409, 'membershipNotForStaff');
      if (accountId !== member.accountId) return answer(request, 404, 'userNotFound');
      const now = new Date().toISOString();
      const startsAt =
        member.subscriptionEndDate && member.subscriptionEndDate > now ? member.subscriptionEndDate : now;
      const order: OrderView = {
        orderId: crypto.randomUUID(),
        orderNumber: Math.max(100000, ...orders.map((one) => one.orderNumber)) + 1,
        membershipPackageId,
        packageCode: item.code,
        packageNameTr: item.nameTr,
        packageNameEn: item.nameEn,
        periodMonths: item.periodMonths,
        priceUsd: item.priceUsd,
        currency: 'USD',
        method: 'manual',
        note,
        grantedByName: callerOf(request)?.user.fullName ?? null,
        startsAt,
        endsAt: addMonths(startsAt, item.periodMonths),
        createdAt: now,
      };
      orders = [order, ...orders];
      member = { ...member, subscriptionEndDate: order.endsAt, membershipPackageId };
      return answer(request, 201, 'recordAdded', { order, subscriptionEndDate: order.endsAt });
    }),
    ...(answerAccount
      ? [
          http.get(`*/api/accounts/${memberAccount.accountId}`, ({ request }) => {
            const denied = refused(request, 'accounts.read');
            if (denied) return denied;
            return answer(request, 200, 'done', member);
          }),
        ]
      : []),
  ];
}
