import type {
  Account,
  AccountRoleType,
  CheckoutResult,
  MembershipPackage,
  NewMembershipPackage,
  OutboxMail,
  UseCaseContext,
} from '@coach/core';
import { retrieveCheckout } from '@coach/core/payments/retrieve-checkout';
import { startCheckout } from '@coach/core/payments/start-checkout';
import { execute } from '@coach/core/shared/use-case';
import { type ScriptedOutcome, scripted } from '../testing/scripted-payment-gateway.ts';
import { type TestContextOptions, type TestWorld, testContext } from '../testing/test-context.ts';

export { failure, outcome } from './projects-testing.ts';

const dayMs = 86_400_000;

/** A month of coaching for 10 dollars, a coach-level year for 100: the shop of every test. */
const shopPackages: Record<'month' | 'coachYear', NewMembershipPackage> = {
  month: {
    code: 'MONTH-1',
    nameTr: 'Aylık',
    nameEn: 'Monthly',
    periodMonths: 1,
    priceUsd: '10.00',
    coachLevel: false,
  },
  coachYear: {
    code: 'COACH-12',
    nameTr: 'Koç yıllık',
    nameEn: 'Coach yearly',
    periodMonths: 12,
    priceUsd: '100.00',
    coachLevel: true,
  },
};

export interface ShopMemberOptions {
  /** Member (User) unless told; a Guest has never bought a package. */
  readonly role?: AccountRoleType;
  /** Days the membership still runs (negative: ended); null: never had one (the default of guests). */
  readonly membershipDays?: number | null;
  /** The package of the current membership, by code. */
  readonly packageCode?: string;
  readonly language?: 'tr' | 'en';
  readonly emailVerified?: boolean;
}

export interface ShopMember {
  readonly ctx: UseCaseContext;
  readonly id: string;
  readonly email: string;
  readonly account: Account;
}

let identities = 0;

/**
 * The fast tier with a shop: two packages on sale, an administrator and a salesman signed in,
 * members made to measure, and the scripted payment provider of the test context.
 */
export async function shop(options: TestContextOptions = {}) {
  const world: TestWorld = testContext(options);
  const { ports, paymentGateway: gateway } = world;

  async function addPackage(fields: NewMembershipPackage): Promise<MembershipPackage> {
    await ports.unitOfWork.run(({ repositories }) =>
      repositories.membershipPackages.insertIfCodeIsNew(fields),
    );
    const found = (await ports.repositories.membershipPackages.list()).find((p) => p.code === fields.code);
    if (!found) throw new Error(`package ${fields.code} was not stored`);
    return found;
  }
  const month = await addPackage(shopPackages.month);
  const coachYear = await addPackage(shopPackages.coachYear);

  async function staff(role: 'Administrator' | 'Salesman') {
    const email = `${role.toLowerCase()}${++identities}@example.com`;
    const account = await world.createAccount({
      email,
      name: role,
      surname: 'Personel',
      accountRoleType: role,
    });
    return { ctx: await world.signedIn(await world.signIn(email)), id: account.id, email, account };
  }
  const admin = await staff('Administrator');
  const salesman = await staff('Salesman');

  /** A signed-in member or guest; the membership runs a year from now unless told. */
  async function member(name: string, memberOptions: ShopMemberOptions = {}): Promise<ShopMember> {
    const role = memberOptions.role ?? 'User';
    const email = `${name.toLowerCase().replace(/[^a-z0-9]/g, '') || 'member'}${++identities}@example.com`;
    const days =
      memberOptions.membershipDays === undefined
        ? role === 'Guest'
          ? null
          : 365
        : memberOptions.membershipDays;
    const created = await world.createAccount({
      email,
      name,
      surname: 'Üye',
      accountRoleType: role,
      passportNumber: `P${String(identities).padStart(8, '0')}`,
      language: memberOptions.language ?? 'tr',
      languages: ['tr'],
      emailVerified: memberOptions.emailVerified ?? true,
      subscriptionEndDate:
        days === null ? undefined : new Date(world.clock.now().getTime() + days * dayMs).toISOString(),
    });
    if (memberOptions.packageCode) {
      const held = (await ports.repositories.membershipPackages.list()).find(
        (p) => p.code === memberOptions.packageCode,
      );
      await ports.unitOfWork.run(({ repositories }) =>
        repositories.accounts.update(created.id, { membershipPackageId: held?.id ?? null }),
      );
    }
    const ctx = await world.signedIn(await world.signIn(email));
    return { ctx, id: created.id, email, account: await accountOf(created.id) };
  }

  async function accountOf(id: string): Promise<Account> {
    const account = await ports.repositories.accounts.findById(id);
    if (!account) throw new Error(`account ${id} is gone`);
    return account;
  }

  /** Queued mail of one template, oldest first, as { to, language, data }. */
  async function mailsOf(template: string) {
    const { items } = await ports.repositories.outbox.list({ offset: 0, limit: 10_000 });
    return items
      .filter((mail: OutboxMail) => mail.template === template)
      .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime())
      .map((mail) => ({ to: mail.recipient, language: mail.language, data: mail.data }));
  }

  /** The audit entries of one action, newest first. */
  async function auditOf(action: string) {
    const { items } = await ports.repositories.auditLog.search({ search: '', offset: 0, limit: 1000 });
    return items.filter((entry) => entry.action === action);
  }

  /** Starts a checkout for the member, with the provider's outcome scripted. */
  async function startPaying(who: ShopMember, membershipPackageId: string, scriptedOutcome = scripted.paid) {
    gateway.scriptNext(scriptedOutcome);
    return execute(startCheckout, who.ctx, { membershipPackageId });
  }

  /** Buys a package by card: start, the provider's outcome, then the result page's retrieve. */
  async function buy(
    who: ShopMember,
    membershipPackageId: string,
    scriptedOutcome: ScriptedOutcome = scripted.paid,
  ): Promise<CheckoutResult> {
    const { token } = await startPaying(who, membershipPackageId, scriptedOutcome);
    return execute(retrieveCheckout, world.anonymous, { token });
  }

  return {
    world,
    ports,
    clock: world.clock,
    gateway,
    packages: { month, coachYear },
    addPackage,
    admin,
    salesman,
    member,
    accountOf,
    mailsOf,
    auditOf,
    startPaying,
    buy,
    /** Moves the clock by days (fractions allowed). */
    advanceDays(days: number) {
      world.clock.advanceSeconds((days * dayMs) / 1000);
    },
    /** The moment `days` from the test's start (the clock as it was made). */
    daysFrom(moment: Date, days: number) {
      return new Date(moment.getTime() + days * dayMs);
    },
  };
}

export type Shop = Awaited<ReturnType<typeof shop>>;
