import type { Account, MembershipPackage, NewCheckout, NewMembershipPackage, NewOrder } from '@coach/core';
import { DomainError } from '@coach/core/errors/domain-error';
import { describe, expect, it } from 'vitest';
import { contractHelpers } from './contract-helpers.ts';
import type { PersistenceUnderTest } from './persistence-under-test.ts';

const day = (date: number, time = '10:00') =>
  new Date(`2026-03-${String(date).padStart(2, '0')}T${time}:00Z`);

/**
 * Packages for sale and retired, checkouts, orders and membership notices: the payments part of
 * the repository contract, called from `describeRepositoryContract` so that memory, PGlite and
 * PostgreSQL all pass it. `kind` names the store (row locks only hold on PostgreSQL).
 */
export function describePaymentsContract(persistence: () => PersistenceUnderTest, kind: string): void {
  const { reads, write, member } = contractHelpers(persistence, 'payments');
  let counter = 0;
  const packageOf = (overrides: Partial<NewMembershipPackage> = {}): NewMembershipPackage => ({
    code: `PKG-${++counter}`,
    nameTr: 'Danışan 6 ay',
    nameEn: 'Coachee 6 months',
    periodMonths: 6,
    priceUsd: '49.90',
    coachLevel: false,
    ...overrides,
  });
  const insertPackage = (overrides: Partial<NewMembershipPackage> = {}) =>
    write(({ membershipPackages }) => membershipPackages.insert(packageOf(overrides)));
  const checkoutOf = (accountId: string, membershipPackageId: string, overrides: Partial<NewCheckout> = {}) =>
    ({
      token: `token-${++counter}-${Math.random().toString(36).slice(2)}`,
      provider: 'sandbox',
      accountId,
      membershipPackageId,
      purpose: 'renewal',
      priceUsd: '49.90',
      currency: 'USD',
      locale: 'tr',
      createdAt: day(2),
      ...overrides,
    }) satisfies NewCheckout;
  const startCheckout = (
    accountId: string,
    membershipPackageId: string,
    overrides: Partial<NewCheckout> = {},
  ) => write(({ checkouts }) => checkouts.insert(checkoutOf(accountId, membershipPackageId, overrides)));
  const orderOf = (
    account: Account,
    membershipPackage: MembershipPackage,
    overrides: Partial<NewOrder> = {},
  ) =>
    ({
      accountId: account.id,
      buyerName: `${account.name} ${account.surname}`,
      buyerEmail: account.email,
      membershipPackageId: membershipPackage.id,
      checkoutId: null,
      method: 'card',
      provider: null,
      providerReference: null,
      periodMonths: membershipPackage.periodMonths,
      priceUsd: membershipPackage.priceUsd,
      currency: 'USD',
      note: null,
      grantedByAccountId: null,
      startsAt: day(2),
      endsAt: new Date('2026-09-02T10:00:00Z'),
      createdAt: day(2),
      ...overrides,
    }) satisfies NewOrder;
  const insertOrder = (order: NewOrder) => write(({ orders }) => orders.insert(order));

  describe('membership packages', () => {
    it('stores a package on sale, lists those on sale cheapest first (ties by code), and all of them', async () => {
      const dear = await insertPackage({ code: 'DEAR', priceUsd: '120.00' });
      const cheapB = await insertPackage({ code: 'CHEAP-B', priceUsd: '9.50' });
      const cheapA = await insertPackage({ code: 'CHEAP-A', priceUsd: '9.50' });
      // 100 > 20 as numbers, not as text: the order is by amount.
      const middle = await insertPackage({ code: 'MIDDLE', priceUsd: '20.00' });
      expect(dear).toEqual({
        id: expect.any(String),
        ...packageOf({ code: 'DEAR', priceUsd: '120.00' }),
        code: 'DEAR',
        retiredAt: null,
      });
      expect(await reads().membershipPackages.findById(dear.id)).toEqual(dear);
      expect(await write(({ membershipPackages }) => membershipPackages.findByIdForUpdate(dear.id))).toEqual(
        dear,
      );
      expect(await reads().membershipPackages.findById('00000000-0000-4000-8000-000000000000')).toBeNull();

      await write(({ membershipPackages }) => membershipPackages.retire(middle.id, day(3)));
      expect(await reads().membershipPackages.findById(middle.id)).toEqual({ ...middle, retiredAt: day(3) });
      expect((await reads().membershipPackages.listForSale()).map((p) => p.code)).toEqual([
        'CHEAP-A',
        'CHEAP-B',
        'DEAR',
      ]);
      expect((await reads().membershipPackages.list()).map((p) => p.code)).toEqual([
        cheapA.code,
        cheapB.code,
        'MIDDLE',
        'DEAR',
      ]);
      expect(await reads().membershipPackages.count()).toBe(4);
    });

    it('changes a package, answers null for one that is gone, and refuses a taken code (4005 code)', async () => {
      const first = await insertPackage({ code: 'FIRST' });
      const second = await insertPackage({ code: 'SECOND' });
      const changes = packageOf({
        code: 'RENAMED',
        nameEn: 'Coach 12 months',
        periodMonths: 12,
        coachLevel: true,
      });
      const updated = await write(({ membershipPackages }) => membershipPackages.update(first.id, changes));
      expect(updated).toEqual({ id: first.id, ...changes, retiredAt: null });
      expect(await reads().membershipPackages.findById(first.id)).toEqual(updated);
      expect(
        await write(({ membershipPackages }) =>
          membershipPackages.update('00000000-0000-4000-8000-000000000000', packageOf()),
        ),
      ).toBeNull();

      const takenOnInsert = insertPackage({ code: 'SECOND' });
      await expect(takenOnInsert).rejects.toThrow(DomainError);
      await expect(takenOnInsert).rejects.toMatchObject({ key: 'nameTaken', data: { field: 'code' } });
      await expect(
        write(({ membershipPackages }) =>
          membershipPackages.update(second.id, { ...changes, code: 'RENAMED' }),
        ),
      ).rejects.toMatchObject({ key: 'nameTaken', data: { field: 'code' } });
      // Keeping its own code is no collision.
      await write(({ membershipPackages }) =>
        membershipPackages.update(second.id, packageOf({ code: 'SECOND', priceUsd: '55.00' })),
      );
      expect(await reads().membershipPackages.findById(second.id)).toMatchObject({
        code: 'SECOND',
        priceUsd: '55.00',
      });
      expect(await reads().membershipPackages.count()).toBe(2);
    });

    it('knows a package is referenced by a holder, a checkout or an order, and deletes one that is not', async () => {
      const [held, checkedOut, ordered, free] = [
        await insertPackage(),
        await insertPackage(),
        await insertPackage(),
        await insertPackage(),
      ];
      const isReferenced = (id: string) =>
        write(({ membershipPackages }) => membershipPackages.isReferenced(id));
      expect(await isReferenced(held.id)).toBe(false);
      const holder = await member({ membershipPackageId: held.id });
      const buyer = await member();
      await startCheckout(buyer.id, checkedOut.id);
      const orderer = await member();
      await insertOrder(orderOf(orderer, ordered));
      // The order is a record of money: it keeps naming the package after its buyer is gone.
      await write(({ accounts }) => accounts.delete(orderer.id));

      expect(await isReferenced(held.id)).toBe(true);
      expect(await isReferenced(checkedOut.id)).toBe(true);
      expect(await isReferenced(ordered.id)).toBe(true);
      expect(await isReferenced(free.id)).toBe(false);
      expect(holder.membershipPackageId).toBe(held.id);

      expect(await write(({ membershipPackages }) => membershipPackages.delete(free.id))).toBe(true);
      expect(await write(({ membershipPackages }) => membershipPackages.delete(free.id))).toBe(false);
      expect(await reads().membershipPackages.findById(free.id)).toBeNull();
      expect(await reads().membershipPackages.count()).toBe(3);
    });
  });

  describe('checkouts', () => {
    it('stores a pending checkout, finds it by token, and settles it once', async () => {
      const ayse = await member();
      const pkg = await insertPackage();
      const checkout = await startCheckout(ayse.id, pkg.id, { purpose: 'registration', locale: 'en' });
      expect(checkout).toEqual({
        id: expect.any(String),
        ...checkoutOf(ayse.id, pkg.id, { token: checkout.token, purpose: 'registration', locale: 'en' }),
        status: 'pending',
        failureCode: null,
        failureMessage: null,
        providerPaymentId: null,
        settledAt: null,
      });
      expect(await reads().checkouts.findByToken(checkout.token)).toEqual(checkout);
      expect(await reads().checkouts.findByToken('no-such-token')).toBeNull();
      expect(await write(({ checkouts }) => checkouts.findByTokenForUpdate(checkout.token))).toEqual(
        checkout,
      );
      expect(await write(({ checkouts }) => checkouts.findByTokenForUpdate('no-such-token'))).toBeNull();

      const settlement = {
        status: 'failed',
        failureCode: 'card_declined',
        failureMessage: 'Kart reddedildi.',
        providerPaymentId: null,
        settledAt: day(2, '10:05'),
      } as const;
      await write(({ checkouts }) => checkouts.settle(checkout.id, settlement));
      expect(await reads().checkouts.findByToken(checkout.token)).toEqual({ ...checkout, ...settlement });

      // A second settlement would count one payment twice: it fails and changes nothing.
      await expect(
        write(({ checkouts }) =>
          checkouts.settle(checkout.id, {
            status: 'paid',
            failureCode: null,
            failureMessage: null,
            providerPaymentId: 'pay-1',
            settledAt: day(2, '10:06'),
          }),
        ),
      ).rejects.toThrow();
      expect(await reads().checkouts.findByToken(checkout.token)).toEqual({ ...checkout, ...settlement });
    });

    it('refuses a second checkout with the same token', async () => {
      const ayse = await member();
      const pkg = await insertPackage();
      const checkout = await startCheckout(ayse.id, pkg.id);
      await expect(startCheckout(ayse.id, pkg.id, { token: checkout.token })).rejects.toThrow();
    });

    it.runIf(kind === 'postgres')(
      'holds a checkout locked for update until its unit of work ends: the next one sees it settled',
      async () => {
        const ayse = await member();
        const pkg = await insertPackage();
        const checkout = await startCheckout(ayse.id, pkg.id);
        let release: () => void = () => {};
        const held = new Promise<void>((resolve) => {
          release = resolve;
        });
        let locked: () => void = () => {};
        const isLocked = new Promise<void>((resolve) => {
          locked = resolve;
        });
        const first = write(async ({ checkouts }) => {
          await checkouts.findByTokenForUpdate(checkout.token);
          locked();
          await held;
          await checkouts.settle(checkout.id, {
            status: 'paid',
            failureCode: null,
            failureMessage: null,
            providerPaymentId: 'pay-1',
            settledAt: day(2, '10:05'),
          });
        });
        await isLocked;
        let secondSaw: string | undefined;
        const second = write(async ({ checkouts }) => {
          secondSaw = (await checkouts.findByTokenForUpdate(checkout.token))?.status;
        });
        await new Promise((resolve) => setTimeout(resolve, 100));
        // Still waiting on the first one's lock.
        expect(secondSaw).toBeUndefined();
        release();
        await Promise.all([first, second]);
        expect(secondSaw).toBe('paid');
      },
    );
  });

  describe('orders', () => {
    it('numbers orders in sequence and lists an account’s orders newest first, with names and granter', async () => {
      const ayse = await member();
      const other = await member();
      const admin = await member({ name: 'Yönetici', surname: 'Kaya', accountRoleType: 'Administrator' });
      const coachee = await insertPackage({
        code: 'COACHEE-6',
        nameTr: 'Danışan 6 ay',
        nameEn: 'Coachee 6 months',
      });
      const coach = await insertPackage({ code: 'COACH-12', nameTr: 'Koç 12 ay', nameEn: 'Coach 12 months' });
      const checkout = await startCheckout(ayse.id, coachee.id);

      const bought = await insertOrder(orderOf(ayse, coachee, { checkoutId: checkout.id }));
      const granted = await insertOrder(
        orderOf(ayse, coach, {
          method: 'manual',
          note: 'Havale',
          grantedByAccountId: admin.id,
          periodMonths: 12,
          priceUsd: '0.00',
          startsAt: new Date('2026-09-02T10:00:00Z'),
          endsAt: new Date('2027-09-02T10:00:00Z'),
          createdAt: day(5),
        }),
      );
      await insertOrder(orderOf(other, coachee));

      expect(bought).toEqual({
        id: expect.any(String),
        orderNumber: expect.any(Number),
        ...orderOf(ayse, coachee, { checkoutId: checkout.id }),
      });
      expect(bought.orderNumber).toBeGreaterThanOrEqual(100001);
      expect(granted.orderNumber).toBeGreaterThan(bought.orderNumber);

      const history = await reads().orders.listByAccount(ayse.id);
      expect(history).toEqual([
        {
          ...granted,
          packageCode: 'COACH-12',
          packageNameTr: 'Koç 12 ay',
          packageNameEn: 'Coach 12 months',
          grantedByName: 'Yönetici Kaya',
        },
        {
          ...bought,
          packageCode: 'COACHEE-6',
          packageNameTr: 'Danışan 6 ay',
          packageNameEn: 'Coachee 6 months',
          grantedByName: null,
        },
      ]);
      expect(await reads().orders.findByCheckoutId(checkout.id)).toEqual(history[1]);
      expect(await reads().orders.findByCheckoutId('00000000-0000-4000-8000-000000000000')).toBeNull();
      expect(await reads().orders.listByAccount('00000000-0000-4000-8000-000000000000')).toEqual([]);
    });

    it('lists every order for the back office: search folded both ways, filters, both orders, and one with its payment', async () => {
      const sule = await member({ name: 'Şule', surname: 'Çelik' });
      const john = await member({ name: 'John', surname: 'Smith' });
      const admin = await member({ name: 'Yönetici', surname: 'Kaya', accountRoleType: 'Administrator' });
      const coachee = await insertPackage({ code: 'COACHEE-6' });
      const coach = await insertPackage({ code: 'COACH-12', periodMonths: 12 });
      const paid = await startCheckout(sule.id, coachee.id, { provider: 'iyzico' });
      await write(({ checkouts }) =>
        checkouts.settle(paid.id, {
          status: 'paid',
          failureCode: null,
          failureMessage: null,
          providerPaymentId: 'iyz-777',
          settledAt: day(3),
        }),
      );
      const bySule = await insertOrder(
        orderOf(sule, coachee, {
          checkoutId: paid.id,
          provider: 'iyzico',
          providerReference: 'iyz-777',
          createdAt: day(3),
        }),
      );
      await write(({ orders }) =>
        orders.insertPeriod({
          accountId: sule.id,
          membershipPackageId: coachee.id,
          orderId: bySule.id,
          startsAt: bySule.startsAt,
          endsAt: bySule.endsAt,
          createdAt: day(3),
        }),
      );
      const sandbox = await startCheckout(john.id, coachee.id);
      const byJohn = await insertOrder(
        orderOf(john, coachee, { checkoutId: sandbox.id, provider: 'sandbox', createdAt: day(3) }),
      );
      const granted = await insertOrder(
        orderOf(john, coach, {
          method: 'manual',
          note: 'Havale',
          grantedByAccountId: admin.id,
          createdAt: day(9),
        }),
      );
      const search = (query: Partial<Parameters<ReturnType<typeof reads>['orders']['search']>[0]> = {}) =>
        reads().orders.search({ search: '', oldestFirst: false, offset: 0, limit: 20, ...query });
      const numbers = async (query: Parameters<typeof search>[0] = {}) => {
        const { items, total } = await search(query);
        return { numbers: items.map((item) => item.orderNumber), total };
      };

      // Newest first, ties (the same moment) by number the same way; oldest first turns both round.
      expect(await numbers()).toEqual({
        numbers: [granted.orderNumber, byJohn.orderNumber, bySule.orderNumber],
        total: 3,
      });
      expect(await numbers({ oldestFirst: true })).toEqual({
        numbers: [bySule.orderNumber, byJohn.orderNumber, granted.orderNumber],
        total: 3,
      });
      expect(await numbers({ offset: 1, limit: 1 })).toEqual({ numbers: [byJohn.orderNumber], total: 3 });
      // Turkish letters fold both ways, in the name and the e-mail; the number finds its order.
      for (const words of ['sule celik', 'ŞULE', 'çelik'])
        expect(await numbers({ search: words })).toEqual({ numbers: [bySule.orderNumber], total: 1 });
      expect(await numbers({ search: String(granted.orderNumber) })).toEqual({
        numbers: [granted.orderNumber],
        total: 1,
      });
      expect(await numbers({ search: 'smith 100%' })).toEqual({ numbers: [], total: 0 });
      // Days (the end excluded), package, method and provider.
      expect(await numbers({ createdFrom: day(3), createdBefore: day(4) })).toEqual({
        numbers: [byJohn.orderNumber, bySule.orderNumber],
        total: 2,
      });
      expect(await numbers({ membershipPackageId: coach.id })).toEqual({
        numbers: [granted.orderNumber],
        total: 1,
      });
      expect(await numbers({ method: 'card' })).toEqual({
        numbers: [byJohn.orderNumber, bySule.orderNumber],
        total: 2,
      });
      expect(await numbers({ provider: 'iyzico' })).toEqual({ numbers: [bySule.orderNumber], total: 1 });

      const [listedSule] = (await search({ provider: 'iyzico' })).items;
      expect(listedSule).toMatchObject({
        id: bySule.id,
        buyerName: 'Şule Çelik',
        packageCode: 'COACHEE-6',
        provider: 'iyzico',
        providerReference: 'iyz-777',
        grantedByName: null,
      });
      expect(await reads().orders.findWithPayment(bySule.id)).toEqual({
        order: listedSule,
        checkout: { status: 'paid', createdAt: day(2), settledAt: day(3), locale: 'tr' },
        period: { startsAt: bySule.startsAt, endsAt: bySule.endsAt },
      });
      expect(await reads().orders.findWithPayment(granted.id)).toMatchObject({
        order: { provider: null, providerReference: null, grantedByName: 'Yönetici Kaya', note: 'Havale' },
        checkout: null,
        period: null,
      });
      expect(await reads().orders.findWithPayment('00000000-0000-4000-8000-000000000000')).toBeNull();

      // An export's keyset batches: the filters' orders newest first, each batch after the last
      // order read (ties, the same moment, by number the same way), and their number.
      const after = async (match: Parameters<typeof search>[0], last: typeof bySule | null, limit: number) =>
        (await reads().orders.listMatchingAfter({ search: '', ...match }, last, limit)).map(
          (item) => item.orderNumber,
        );
      const [, second] = (await search()).items;
      expect(await after({}, null, 2)).toEqual([granted.orderNumber, byJohn.orderNumber]);
      expect(await after({}, second ?? null, 2)).toEqual([bySule.orderNumber]);
      expect(await after({}, bySule, 2)).toEqual([]);
      expect(await after({ method: 'card' }, null, 1)).toEqual([byJohn.orderNumber]);
      expect(await after({ method: 'card' }, byJohn, 5)).toEqual([bySule.orderNumber]);
      expect(await after({ search: 'şule', createdFrom: day(3), createdBefore: day(4) }, null, 5)).toEqual([
        bySule.orderNumber,
      ]);
      expect(await reads().orders.countMatching({ search: '' })).toBe(3);
      expect(await reads().orders.countMatching({ search: 'smith', provider: 'sandbox' })).toBe(1);
      expect(await reads().orders.countMatching({ search: '', membershipPackageId: coach.id })).toBe(1);
    });

    it('keeps membership periods with their levels, earliest first, corrects them, and gives them to the eligibility facts', async () => {
      const ayse = await member();
      const coachee = await insertPackage({ code: 'COACHEE-6' });
      const coach = await insertPackage({ code: 'COACH-12', coachLevel: true, periodMonths: 12 });
      const order = await insertOrder(orderOf(ayse, coach, { startsAt: day(2), endsAt: day(20) }));
      const later = await write(({ orders }) =>
        orders.insertPeriod({
          accountId: ayse.id,
          membershipPackageId: coachee.id,
          orderId: null,
          startsAt: day(20),
          endsAt: day(28),
          createdAt: day(3),
        }),
      );
      const first = await write(({ orders }) =>
        orders.insertPeriod({
          accountId: ayse.id,
          membershipPackageId: coach.id,
          orderId: order.id,
          startsAt: day(2),
          endsAt: day(20),
          createdAt: day(2),
        }),
      );
      expect(await reads().orders.listPeriods(ayse.id)).toEqual([
        { ...first, coachLevel: true },
        { ...later, coachLevel: false },
      ]);
      // The eligibility facts carry the period covering the moment asked about, and none outside.
      const periodsAt = async (at: Date) =>
        (await reads().projectRequests.eligibilityOf([ayse.id], at)).get(ayse.id)?.periods;
      expect(await periodsAt(day(2))).toEqual([{ startsAt: day(2), endsAt: day(20), coachLevel: true }]);
      expect(await periodsAt(day(20))).toEqual([{ startsAt: day(20), endsAt: day(28), coachLevel: false }]);
      expect(await periodsAt(day(1))).toEqual([]);
      expect(await periodsAt(day(28))).toEqual([]);
      // One period per order; an end before the start is refused.
      await expect(
        write(({ orders }) => orders.insertPeriod({ ...first, startsAt: day(1) })),
      ).rejects.toThrow();
      await expect(
        write(({ orders }) => orders.insertPeriod({ ...first, orderId: null, endsAt: day(1) })),
      ).rejects.toThrow();
      await write(({ orders }) =>
        orders.updatePeriod(later.id, { endsAt: day(25), membershipPackageId: coach.id }),
      );
      await write(({ orders }) => orders.deletePeriod(first.id));
      expect(await reads().orders.listPeriods(ayse.id)).toEqual([
        { ...later, endsAt: day(25), membershipPackageId: coach.id, coachLevel: true },
      ]);
      expect(await write(({ membershipPackages }) => membershipPackages.isReferenced(coach.id))).toBe(true);
    });

    it('refuses a second order for one checkout', async () => {
      const ayse = await member();
      const pkg = await insertPackage();
      const checkout = await startCheckout(ayse.id, pkg.id);
      await insertOrder(orderOf(ayse, pkg, { checkoutId: checkout.id }));
      await expect(insertOrder(orderOf(ayse, pkg, { checkoutId: checkout.id }))).rejects.toThrow();
      expect(await reads().orders.listByAccount(ayse.id)).toHaveLength(1);
    });

    it('keeps the orders when the buyer or the granter is deleted, without their accounts', async () => {
      const ayse = await member();
      const admin = await member({ name: 'Yönetici', surname: 'Kaya', accountRoleType: 'Administrator' });
      const pkg = await insertPackage();
      const checkout = await startCheckout(ayse.id, pkg.id);
      const order = await insertOrder(
        orderOf(ayse, pkg, {
          checkoutId: checkout.id,
          provider: 'sandbox',
          providerReference: 'sb-42',
          grantedByAccountId: admin.id,
        }),
      );
      await write(({ accounts }) => accounts.delete(admin.id));
      expect((await reads().orders.findByCheckoutId(checkout.id))?.grantedByName).toBeNull();
      await write(({ accounts }) => accounts.delete(ayse.id));
      // The checkout went with the account; the order stays, with the buyer's name and e-mail.
      expect(await reads().checkouts.findByToken(checkout.token)).toBeNull();
      expect(await reads().orders.listByAccount(ayse.id)).toEqual([]);
      expect(await write(({ membershipPackages }) => membershipPackages.isReferenced(pkg.id))).toBe(true);
      expect(order.buyerEmail).toBe(ayse.email);
      // How it was paid stays with the order, for the accounts: the provider and its reference.
      const { items } = await reads().orders.search({
        search: ayse.email,
        oldestFirst: false,
        offset: 0,
        limit: 20,
      });
      expect(items).toMatchObject([
        { id: order.id, accountId: null, checkoutId: null, provider: 'sandbox', providerReference: 'sb-42' },
      ]);
    });
  });

  describe('membership notices', () => {
    const window = { from: day(2), to: day(9) };

    it('lists active members whose membership ends in (from, to] without a notice, oldest end first', async () => {
      const late = await member({ subscriptionEndDate: day(9) });
      const early = await member({ subscriptionEndDate: day(3) });
      const middle = await member({ subscriptionEndDate: day(5) });
      await member({ subscriptionEndDate: day(2) }); // ended at `from`: the last run saw it
      await member({ subscriptionEndDate: day(10) }); // not yet
      await member({ subscriptionEndDate: null });
      await member({ subscriptionEndDate: day(4), accountRoleType: 'Guest' });
      await member({ subscriptionEndDate: day(4), accountRoleType: 'Administrator' });
      const passive = await member({ subscriptionEndDate: day(4) });
      await write(({ accounts }) => accounts.setAccess(passive.id, { status: 'passive', isLocked: false }));

      const due = await write(({ membershipNotices }) => membershipNotices.listDue('expiring', window, 10));
      expect(due.map((account) => account.id)).toEqual([early.id, middle.id, late.id]);
      expect(due[0]).toEqual(await reads().accounts.findById(early.id));
      const firstTwo = await write(({ membershipNotices }) =>
        membershipNotices.listDue('expiring', window, 2),
      );
      expect(firstTwo.map((account) => account.id)).toEqual([early.id, middle.id]);
    });

    it('records a notice once per member, kind and end date; a renewal makes the member due again', async () => {
      const ayse = await member({ subscriptionEndDate: day(5) });
      const notice = {
        accountId: ayse.id,
        kind: 'expiring',
        subscriptionEndDate: day(5),
        sentAt: day(2),
      } as const;
      const listDue = (kind: 'expiring' | 'expired') =>
        write(({ membershipNotices }) => membershipNotices.listDue(kind, window, 10));

      expect(await write(({ membershipNotices }) => membershipNotices.record(notice))).toBe(true);
      expect(
        await write(({ membershipNotices }) => membershipNotices.record({ ...notice, sentAt: day(3) })),
      ).toBe(false);
      expect(await listDue('expiring')).toEqual([]);
      // The other mail is its own notice.
      expect((await listDue('expired')).map((account) => account.id)).toEqual([ayse.id]);

      await write(({ accounts }) => accounts.update(ayse.id, { subscriptionEndDate: day(8) }));
      expect((await listDue('expiring')).map((account) => account.id)).toEqual([ayse.id]);
      expect(
        await write(({ membershipNotices }) =>
          membershipNotices.record({ ...notice, subscriptionEndDate: day(8) }),
        ),
      ).toBe(true);
      expect(await listDue('expiring')).toEqual([]);
    });
  });
}
