import type {
  Account,
  DomainError,
  Language,
  OutboxMail,
  ProjectRequestView,
  UseCaseContext,
} from '@coach/core';
import { changeFileStatus } from '@coach/core/files/change-file-status';
import { uploadAccountFile } from '@coach/core/files/upload-account-file';
import { grantOpeningBalance } from '@coach/core/ledger/grant-opening-balance';
import { matchManually } from '@coach/core/matching/match-manually';
import { cancelProjectRequest } from '@coach/core/projects/cancel-project-request';
import { requestToBeCoached } from '@coach/core/projects/request-to-be-coached';
import { requestToCoach } from '@coach/core/projects/request-to-coach';
import { execute } from '@coach/core/shared/use-case';
import { minimalPdf } from '../testing/proof-files.ts';
import { type TestContextOptions, type TestWorld, testContext } from '../testing/test-context.ts';

/** The catalogue key an attempt failed with, or `done`. */
export const outcome = (attempt: Promise<unknown>) =>
  attempt.then(
    () => 'done',
    (error: DomainError) => error.key ?? error,
  );

/** The whole DomainError of an attempt that must fail. */
export const failure = (attempt: Promise<unknown>) =>
  attempt.then(
    () => {
      throw new Error('expected a refusal');
    },
    (error: DomainError) => error,
  );

const daySeconds = 86_400;

export interface MemberOptions {
  /** The language of the member's mail. */
  readonly language?: Language;
  /** The languages the member coaches and is coached in. */
  readonly languages?: readonly Language[];
  /** Days the membership still runs (negative: ended); null: never had one. */
  readonly membershipDays?: number | null;
  /** The package of the membership: coach level or coachee level only; none at all. */
  readonly packageLevel?: 'coach' | 'coachee' | 'none';
  /** The state of the member's newest proof of education. */
  readonly proof?: 'none' | 'pending' | 'approved' | 'rejected';
  /** Opening balance. */
  readonly score?: number;
}

export interface Member {
  readonly ctx: UseCaseContext;
  readonly account: Account;
  readonly id: string;
  readonly email: string;
}

let identities = 0;

/**
 * A programme on the fast tier: an administrator, a coach-level and a coachee-level package, and
 * members made to measure (membership, package, proof, score), each signed in.
 */
export async function programme(options: TestContextOptions = {}) {
  const world: TestWorld = testContext(options);
  const { ports } = world;
  await ports.unitOfWork.run(async ({ repositories }) => {
    for (const coachLevel of [true, false]) {
      await repositories.membershipPackages.insertIfCodeIsNew({
        code: coachLevel ? 'COACH' : 'COACHEE',
        nameTr: coachLevel ? 'Koç' : 'Danışan',
        nameEn: coachLevel ? 'Coach' : 'Coachee',
        periodMonths: 12,
        priceUsd: '100.00',
        coachLevel,
      });
    }
  });
  const packages = await ports.repositories.membershipPackages.list();
  const packageId = (coachLevel: boolean) =>
    packages.find((candidate) => candidate.coachLevel === coachLevel)?.id;

  const adminEmail = `admin${++identities}@example.com`;
  await world.createAccount({ email: adminEmail, accountRoleType: 'Administrator' });
  const admin = await world.signedIn(await world.signIn(adminEmail));

  /** A member who may be coached; with a coach-level package, approved proof and points, coach too. */
  async function member(name: string, memberOptions: MemberOptions = {}): Promise<Member> {
    const ascii = name
      .normalize('NFD')
      .replace(/[^A-Za-z0-9]/g, '')
      .toLowerCase();
    const email = `${ascii || 'member'}${++identities}@example.com`;
    const now = world.clock.now();
    const membershipDays = memberOptions.membershipDays === undefined ? 365 : memberOptions.membershipDays;
    const created = await world.createAccount({
      email,
      name,
      surname: 'Üye',
      accountRoleType: 'User',
      passportNumber: `P${String(identities).padStart(8, '0')}`,
      language: memberOptions.language ?? 'tr',
      languages: [...(memberOptions.languages ?? ['tr', 'en'])],
      subscriptionEndDate:
        membershipDays === null
          ? undefined
          : new Date(now.getTime() + membershipDays * daySeconds * 1000).toISOString(),
    });
    const level = memberOptions.packageLevel ?? 'coach';
    if (level !== 'none') {
      await ports.unitOfWork.run(({ repositories }) =>
        repositories.accounts.update(created.id, {
          membershipPackageId: packageId(level === 'coach') ?? null,
        }),
      );
    }
    const ctx = await world.signedIn(await world.signIn(email));
    const proof = memberOptions.proof ?? 'approved';
    if (proof !== 'none') {
      const file = await execute(uploadAccountFile, ctx, {
        file: { name: 'diploma.pdf', bytes: minimalPdf() },
      });
      if (proof !== 'pending') {
        await execute(changeFileStatus, admin, {
          accountFileId: file.id,
          fileApproveState: proof,
          reason: proof === 'rejected' ? 'Unreadable scan' : undefined,
        });
      }
    }
    if (memberOptions.score) {
      await execute(grantOpeningBalance, world.system, {
        accountId: created.id,
        points: memberOptions.score,
      });
    }
    const account = await ports.repositories.accounts.findById(created.id);
    if (!account) throw new Error('member vanished');
    return { ctx, account, id: account.id, email };
  }

  /**
   * A member ready to coach: coach-level package, approved proof, a coachee request made before
   * (cancelled, so that it does not take part in runs) and 10 points.
   */
  async function coachReady(name: string, memberOptions: MemberOptions = {}): Promise<Member> {
    const coach = await member(name, { score: 10, ...memberOptions });
    const earlier = await execute(requestToBeCoached, coach.ctx, { languages: [...coach.account.languages] });
    await execute(cancelProjectRequest, coach.ctx, { projectRequestId: earlier.id });
    return coach;
  }

  const requestCoach = (who: Member, languages: Language[] = ['tr']): Promise<ProjectRequestView> =>
    execute(requestToCoach, who.ctx, { languages });
  const requestCoachee = (who: Member, languages: Language[] = ['tr']): Promise<ProjectRequestView> =>
    execute(requestToBeCoached, who.ctx, { languages });

  /**
   * A project paired by hand: a coach ready to coach and a member to be coached (made unless
   * given), both asking in Turkish.
   */
  async function pairUp(given: { coach?: Member; coachee?: Member; languages?: Language[] } = {}) {
    const coach = given.coach ?? (await coachReady('Koç'));
    const coachee = given.coachee ?? (await member('Danışan'));
    const coachRequest = await requestCoach(coach, given.languages);
    const coacheeRequest = await requestCoachee(coachee, given.languages);
    const project = await execute(matchManually, admin, {
      coachRequestId: coachRequest.id,
      coacheeRequestId: coacheeRequest.id,
    });
    return { coach, coachee, project, coachRequest, coacheeRequest };
  }

  /**
   * Queued mail, oldest first; mails of one moment (the outbox orders them by random id) coach
   * first, then by recipient.
   */
  async function mails(): Promise<OutboxMail[]> {
    const { items } = await ports.repositories.outbox.list({ offset: 0, limit: 10_000 });
    const roleOrder = (mail: OutboxMail) => (mail.data.role === 'coach' ? 0 : 1);
    return items.sort(
      (a, b) =>
        a.createdAt.getTime() - b.createdAt.getTime() ||
        roleOrder(a) - roleOrder(b) ||
        a.recipient.localeCompare(b.recipient),
    );
  }

  /** Mails of one template, as { to, language, data }. */
  async function mailsOf(template: string) {
    return (await mails())
      .filter((mail) => mail.template === template)
      .map((mail) => ({ to: mail.recipient, language: mail.language, data: mail.data }));
  }

  async function score(who: Member | string): Promise<number> {
    const id = typeof who === 'string' ? who : who.id;
    return (await ports.repositories.accounts.findById(id))?.score ?? Number.NaN;
  }

  async function ledgerOf(who: Member) {
    return ports.repositories.ledger.listForAccount(who.id);
  }

  return {
    world,
    ports,
    clock: world.clock,
    admin,
    system: world.system,
    member,
    coachReady,
    pairUp,
    requestCoach,
    requestCoachee,
    mails,
    mailsOf,
    score,
    ledgerOf,
    /** Moves the clock by days (fractions allowed). */
    advanceDays(days: number) {
      world.clock.advanceSeconds(days * daySeconds);
    },
  };
}

export type Programme = Awaited<ReturnType<typeof programme>>;
