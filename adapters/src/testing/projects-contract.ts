import { randomUUID } from 'node:crypto';
import type {
  Language,
  NewOutboxMail,
  NewProject,
  PendingAssignmentSearch,
  Project,
  ProjectMatch,
  ProjectRequest,
  ProjectRole,
  ProjectSearch,
  Repositories,
} from '@coach/core';
import { describe, expect, it } from 'vitest';
import { contractHelpers } from './contract-helpers.ts';
import { expectMatchingChangesTold } from './matching-facts-check.ts';
import type { PersistenceUnderTest, RawSql } from './persistence-under-test.ts';

const day = (date: number, time = '10:00') =>
  new Date(`2026-03-${String(date).padStart(2, '0')}T${time}:00Z`);
const pdf = new TextEncoder().encode('%PDF-1.4\n% proof\n%%EOF\n');

/**
 * Requests, projects, closing requests, deadline notices, transaction locks and the bulk writes of
 * a matching run: the projects part of the repository contract, called from
 * `describeRepositoryContract` so that memory, PGlite and PostgreSQL all pass it. `kind` names the
 * store (concurrency is only real on PostgreSQL); `rawSql` is given on the SQL kinds.
 */
export function describeProjectsContract(
  persistence: () => PersistenceUnderTest,
  kind: string,
  rawSql?: RawSql,
): void {
  const { reads, write, member } = contractHelpers(persistence, 'projects');
  const ask = async (
    accountId: string,
    role: ProjectRole,
    createdAt = day(2),
    languages: Language[] = ['tr'],
  ) => {
    const request = await write(({ projectRequests }) =>
      projectRequests.insert({ accountId, role, languages, createdAt }),
    );
    if (!request) throw new Error('the member has an open request on that side already');
    return request;
  };
  /** A project between two new requests of these members. */
  const pair = async (
    coachId: string,
    coacheeId: string,
    startedAt = day(2),
    overrides: Partial<NewProject> = {},
  ) => {
    const coachRequest = await ask(coachId, 'coach', startedAt);
    const coacheeRequest = await ask(coacheeId, 'coachee', startedAt);
    const [project] = await write(({ projects }) =>
      projects.insertMany([
        {
          coachAccountId: coachId,
          coacheeAccountId: coacheeId,
          coachRequestId: coachRequest.id,
          coacheeRequestId: coacheeRequest.id,
          language: 'tr',
          startedAt,
          deadlineAt: new Date(startedAt.getTime() + 105 * 86_400_000),
          matchedByAccountId: null,
          overrideReason: null,
          ...overrides,
        },
      ]),
    );
    // The requests are matched by then, so the members may ask again.
    await write(({ projectRequests }) =>
      projectRequests.markMatched(
        [
          { requestId: coachRequest.id, projectId: project?.id ?? '' },
          { requestId: coacheeRequest.id, projectId: project?.id ?? '' },
        ],
        startedAt,
      ),
    );
    return project as Project;
  };
  const closeProject = (id: string, closedAt = day(20)) =>
    write(({ projects }) =>
      projects.close(id, {
        state: 'completed_by_coachee',
        closedAt,
        closedByAccountId: null,
        sessionCount: 5,
        abortReason: null,
      }),
    );
  const ids = (items: readonly { id: string }[]) => items.map((item) => item.id);

  describe('project requests', () => {
    it('stores an open request, one per member and side, until it is cancelled', async () => {
      const ayse = await member();
      const request = await ask(ayse.id, 'coach', day(2), ['tr', 'en']);
      expect(request).toEqual({
        id: expect.any(String),
        accountId: ayse.id,
        role: 'coach',
        languages: ['tr', 'en'],
        state: 'open',
        createdAt: day(2),
        closedAt: null,
        projectId: null,
        lastSkipReason: null,
        lastSkipAt: null,
      });
      expect(await reads().projectRequests.findById(request.id)).toEqual(request);
      expect(await write(({ projectRequests }) => projectRequests.findByIdForUpdate(request.id))).toEqual(
        request,
      );

      const again = {
        accountId: ayse.id,
        role: 'coach' as const,
        languages: ['en' as const],
        createdAt: day(3),
      };
      expect(await write(({ projectRequests }) => projectRequests.insert(again))).toBeNull();
      // The unit of work goes on after the refusal (it did not break the transaction).
      const both = await write(async ({ projectRequests }) => {
        const refused = await projectRequests.insert(again);
        const otherSide = await projectRequests.insert({ ...again, role: 'coachee' });
        return { refused, otherSide };
      });
      expect(both.refused).toBeNull();
      expect(both.otherSide).toMatchObject({ role: 'coachee', state: 'open' });

      const cancelled = await write(({ projectRequests }) => projectRequests.cancel(request.id, day(4)));
      expect(cancelled).toEqual({ ...request, state: 'cancelled', closedAt: day(4) });
      const renewed = await write(({ projectRequests }) =>
        projectRequests.insert({ ...again, createdAt: day(5) }),
      );
      expect(renewed).toMatchObject({ state: 'open', languages: ['en'] });

      expect(ids(await reads().projectRequests.listOfAccount(ayse.id))).toEqual([
        renewed?.id,
        both.otherSide?.id,
        request.id,
      ]);
      expect(await reads().projectRequests.findById('00000000-0000-4000-8000-000000000000')).toBeNull();
    });

    it.runIf(kind === 'postgres')(
      'lets one of two requests sent at once through, and answers null to the other',
      async () => {
        const ayse = await member();
        const newRequest = {
          accountId: ayse.id,
          role: 'coach' as const,
          languages: ['tr' as const],
          createdAt: day(2),
        };
        let release: () => void = () => {};
        const held = new Promise<void>((resolve) => {
          release = resolve;
        });
        let inserted: () => void = () => {};
        const isInserted = new Promise<void>((resolve) => {
          inserted = resolve;
        });
        const first = write(async ({ projectRequests }) => {
          const request = await projectRequests.insert(newRequest);
          inserted();
          await held;
          return request;
        });
        await isInserted;
        // The second waits at the index for the first to commit, then inserts nothing.
        const second = write(({ projectRequests }) => projectRequests.insert(newRequest));
        setTimeout(release, 100);
        expect(await first).toMatchObject({ state: 'open' });
        expect(await second).toBeNull();
        expect(await reads().projectRequests.listOfAccount(ayse.id)).toHaveLength(1);
      },
    );

    it('lists the open requests, longest waiting first, ties by id', async () => {
      const [a, b, c] = [await member(), await member(), await member()];
      const late = await ask(a.id, 'coach', day(5));
      const early = await ask(b.id, 'coachee', day(1));
      const tieOne = await ask(c.id, 'coach', day(3));
      const tieTwo = await ask(a.id, 'coachee', day(3));
      const gone = await ask(c.id, 'coachee', day(2));
      await write(({ projectRequests }) => projectRequests.cancel(gone.id, day(4)));
      const ties = [tieOne.id, tieTwo.id].sort();
      expect(ids(await reads().projectRequests.listOpen())).toEqual([early.id, ...ties, late.id]);
      expect(ids(await write(({ projectRequests }) => projectRequests.listOpenForUpdate()))).toEqual([
        early.id,
        ...ties,
        late.id,
      ]);
    });

    it('records skips on open requests only, and marks requests matched in bulk', async () => {
      const members = await Promise.all(Array.from({ length: 6 }, () => member()));
      const requests: ProjectRequest[] = [];
      for (const [index, one] of members.entries()) {
        requests.push(await ask(one.id, index % 2 === 0 ? 'coach' : 'coachee', day(2, `10:0${index}`)));
      }
      const request = (index: number) => requests[index] as ProjectRequest;
      await write(({ projectRequests }) => projectRequests.cancel(request(5).id, day(3)));
      await write(({ projectRequests }) =>
        projectRequests.recordSkips(
          [
            { requestId: request(2).id, reason: 'no_partner_in_language' },
            { requestId: request(3).id, reason: 'min_score_to_coach' },
            { requestId: request(4).id, reason: 'partners_taken' },
            { requestId: request(5).id, reason: 'partners_taken' },
          ],
          day(4),
        ),
      );
      expect(await reads().projectRequests.findById(request(2).id)).toMatchObject({
        state: 'open',
        lastSkipReason: 'no_partner_in_language',
        lastSkipAt: day(4),
      });
      expect(await reads().projectRequests.findById(request(3).id)).toMatchObject({
        lastSkipReason: 'min_score_to_coach',
      });
      expect(await reads().projectRequests.findById(request(5).id)).toMatchObject({
        state: 'cancelled',
        lastSkipReason: null,
        lastSkipAt: null,
      });

      const [project] = await write(({ projects }) =>
        projects.insertMany([
          {
            coachAccountId: request(0).accountId,
            coacheeAccountId: request(1).accountId,
            coachRequestId: request(0).id,
            coacheeRequestId: request(1).id,
            language: 'tr',
            startedAt: day(5),
            deadlineAt: day(30),
            matchedByAccountId: null,
            overrideReason: null,
          },
        ]),
      );
      const projectId = project?.id ?? '';
      await write(({ projectRequests }) =>
        projectRequests.markMatched(
          [
            { requestId: request(0).id, projectId },
            { requestId: request(1).id, projectId },
            // A request a run skipped earlier forgets why once it is matched.
            { requestId: request(2).id, projectId },
          ],
          day(5),
        ),
      );
      for (const index of [0, 1, 2]) {
        expect(await reads().projectRequests.findById(request(index).id)).toMatchObject({
          state: 'matched',
          closedAt: day(5),
          projectId,
          lastSkipReason: null,
          lastSkipAt: null,
        });
      }
      expect(ids(await reads().projectRequests.listOpen())).toEqual([request(3).id, request(4).id]);
      // Nothing to do is nothing to do.
      await write(async ({ projectRequests }) => {
        await projectRequests.markMatched([], day(6));
        await projectRequests.recordSkips([], day(6));
      });
    });

    it('marks requests matched and skipped in batches of thousands', async () => {
      const [ayse, bora] = [await member(), await member()];
      const open = [
        await ask(ayse.id, 'coach'),
        await ask(ayse.id, 'coachee'),
        await ask(bora.id, 'coach'),
        await ask(bora.id, 'coachee'),
      ];
      const [first, second, third, fourth] = open.map((request) => request.id) as [
        string,
        string,
        string,
        string,
      ];
      // Ids of no request pad the lists, so the real ones fall in different batches.
      const padding = (count: number) => Array.from({ length: count }, () => randomUUID());
      const skipped = [first, ...padding(5500), second, ...padding(5500), third];
      await write(({ projectRequests }) =>
        projectRequests.recordSkips(
          skipped.map((requestId) => ({ requestId, reason: 'partners_taken' as const })),
          day(3),
        ),
      );
      const projectId = randomUUID();
      await write(({ projectRequests }) =>
        projectRequests.markMatched(
          [...padding(6000), second, ...padding(6000), fourth].map((requestId) => ({ requestId, projectId })),
          day(4),
        ),
      );
      const stateOf = async (id: string) => {
        const found = await reads().projectRequests.findById(id);
        return [found?.state, found?.lastSkipReason, found?.projectId];
      };
      expect(await stateOf(first)).toEqual(['open', 'partners_taken', null]);
      expect(await stateOf(second)).toEqual(['matched', null, projectId]);
      expect(await stateOf(third)).toEqual(['open', 'partners_taken', null]);
      expect(await stateOf(fourth)).toEqual(['matched', null, projectId]);
    }, 60_000);
  });

  describe('eligibility facts', () => {
    it('reads each member’s facts in one go, and nothing for unknown members', async () => {
      const admin = await member({ accountRoleType: 'Administrator' });
      const fresh = await member({ subscriptionEndDate: day(31) });
      const busy = await member();
      const partner = await member();
      await write(({ accounts }) => accounts.setAccess(fresh.id, { status: 'passive', isLocked: true }));
      await write(({ ledger }) =>
        ledger.append({
          accountId: busy.id,
          delta: 12,
          reason: 'opening_balance',
          projectId: null,
          actorAccountId: null,
          note: null,
        }),
      );
      // busy: coached twice (one still open), coachee once (open), and two coachee requests ever.
      const open = await pair(busy.id, partner.id, day(2));
      const closed = await pair(busy.id, partner.id, day(3));
      await closeProject(closed.id);
      await pair(partner.id, busy.id, day(4));
      const coachRequest = await ask(busy.id, 'coach', day(5));
      // proofs: the newest decides, whatever was reviewed when.
      const upload = (accountId: string, createdAt: Date) =>
        write(({ accountFiles }) =>
          accountFiles.insert({
            accountId,
            fileName: 'diploma.pdf',
            contentType: 'application/pdf',
            content: pdf,
            createdBy: accountId,
            createdAt,
          }),
        );
      const older = await upload(busy.id, day(1));
      const newer = await upload(busy.id, day(2));
      await write(({ accountFiles }) =>
        accountFiles.review(newer.id, {
          state: 'rejected',
          rejectionReason: 'Okunmuyor',
          reviewedBy: admin.id,
          reviewedAt: day(3),
        }),
      );
      await write(({ accountFiles }) =>
        accountFiles.review(older.id, {
          state: 'approved',
          rejectionReason: null,
          reviewedBy: admin.id,
          reviewedAt: day(4),
        }),
      );
      const pendingOne = await upload(partner.id, day(2));
      expect(pendingOne.state).toBe('pending');

      const unknown = '00000000-0000-4000-8000-000000000000';
      const facts = await reads().projectRequests.eligibilityOf(
        [fresh.id, busy.id, partner.id, busy.id, unknown],
        day(6),
      );
      expect([...facts.keys()].sort()).toEqual([fresh.id, busy.id, partner.id].sort());
      expect(facts.get(fresh.id)).toEqual({
        accountId: fresh.id,
        status: 'passive',
        isLocked: true,
        subscriptionEndDate: day(31),
        coachLevel: false,
        periods: [],
        proofState: 'none',
        coacheeRequestCount: 0,
        score: 0,
        openCoachProjects: 0,
        openCoacheeProjects: 0,
        hasOpenCoachRequest: false,
        hasOpenCoacheeRequest: false,
      });
      expect(facts.get(busy.id)).toEqual({
        accountId: busy.id,
        status: 'active',
        isLocked: false,
        subscriptionEndDate: null,
        coachLevel: false,
        periods: [],
        proofState: 'rejected',
        coacheeRequestCount: 1,
        score: 12,
        openCoachProjects: 1,
        openCoacheeProjects: 1,
        hasOpenCoachRequest: true,
        hasOpenCoacheeRequest: false,
      });
      expect(facts.get(partner.id)).toMatchObject({
        proofState: 'pending',
        coacheeRequestCount: 2,
        openCoachProjects: 1,
        openCoacheeProjects: 1,
      });
      expect(open.state).toBe('open');
      await write(({ projectRequests }) => projectRequests.cancel(coachRequest.id, day(6)));
      await ask(busy.id, 'coachee', day(6));
      expect((await reads().projectRequests.eligibilityOf([busy.id], day(6))).get(busy.id)).toMatchObject({
        coacheeRequestCount: 2,
        hasOpenCoachRequest: false,
        hasOpenCoacheeRequest: true,
      });
      expect((await reads().projectRequests.eligibilityOf([], day(6))).size).toBe(0);
    });

    it.runIf(rawSql)('reads the coach level from the package of the current membership', async () => {
      const coachPackage = {
        code: 'COACH-12',
        nameTr: 'Koç 12 ay',
        nameEn: 'Coach 12 months',
        periodMonths: 12,
        priceUsd: '99.00',
        coachLevel: true,
      };
      await write(({ membershipPackages }) => membershipPackages.insertIfCodeIsNew(coachPackage));
      await write(({ membershipPackages }) =>
        membershipPackages.insertIfCodeIsNew({ ...coachPackage, code: 'COACHEE-6', coachLevel: false }),
      );
      // The packages port has no reads by code yet: the ids come from the table.
      const packageId = async (code: string) =>
        String((await rawSql?.(`select id from membership_packages where code = '${code}'`))?.[0]?.id);
      const coach = await member({ membershipPackageId: await packageId('COACH-12') });
      const coachee = await member({ membershipPackageId: await packageId('COACHEE-6') });
      expect(coach.membershipPackageId).toBe(await packageId('COACH-12'));
      expect(await reads().accounts.findById(coach.id)).toMatchObject({
        membershipPackageId: coach.membershipPackageId,
      });
      const facts = await reads().projectRequests.eligibilityOf([coach.id, coachee.id], day(6));
      expect(facts.get(coach.id)?.coachLevel).toBe(true);
      expect(facts.get(coachee.id)?.coachLevel).toBe(false);
    });

    it('keeps no membership package for a new account', async () => {
      expect((await member()).membershipPackageId).toBeNull();
    });

    it('reads the facts of the members among tens of thousands of ids at once', async () => {
      const [ayse, bora] = [await member(), await member()];
      const ids = [...Array.from({ length: 20_000 }, () => randomUUID()), ayse.id, bora.id];
      const facts = await reads().projectRequests.eligibilityOf(ids, day(6));
      expect([...facts.keys()].sort()).toEqual([ayse.id, bora.id].sort());
      const partners = await reads().projects.mostRecentPartners(ids);
      expect(partners.size).toBe(0);
      expect((await reads().projects.openPartners(ids)).size).toBe(0);
      expect(await reads().projects.listDetails(ids)).toEqual([]);
    }, 60_000);
  });

  describe('matching snapshot', () => {
    it('reads the open requests with their members’ facts and partners as the projects, requests and proofs change', async () => {
      const [ayse, bora, cem, deniz] = [await member(), await member(), await member(), await member()];
      const snapshotOf = async (accountId: string) =>
        (await reads().projectRequests.matchingSnapshot(day(20))).members.get(accountId);
      // Two projects at one start (both partners recent), then one that started earlier, written later.
      const [first] = [await pair(ayse.id, bora.id, day(5)), await pair(cem.id, ayse.id, day(5))];
      await pair(ayse.id, deniz.id, day(3));
      const coachRequest = await ask(ayse.id, 'coach', day(6));
      expect(await snapshotOf(ayse.id)).toMatchObject({
        facts: {
          coacheeRequestCount: 1,
          openCoachProjects: 2,
          openCoacheeProjects: 1,
          hasOpenCoachRequest: true,
        },
        recentPartners: [bora.id, cem.id].sort(),
        openPartners: [bora.id, cem.id, deniz.id].sort(),
      });
      // Closing a project and a later start change both lists; a proof's review changes its state.
      await closeProject(first.id);
      await pair(bora.id, ayse.id, day(7));
      const file = await write(({ accountFiles }) =>
        accountFiles.insert({
          accountId: ayse.id,
          fileName: 'diploma.pdf',
          contentType: 'application/pdf',
          content: pdf,
          createdBy: ayse.id,
          createdAt: day(8),
        }),
      );
      await write(({ accountFiles }) =>
        accountFiles.review(file.id, {
          state: 'approved',
          rejectionReason: null,
          reviewedBy: bora.id,
          reviewedAt: day(9),
        }),
      );
      expect(await snapshotOf(ayse.id)).toMatchObject({
        facts: {
          coacheeRequestCount: 2,
          openCoachProjects: 1,
          openCoacheeProjects: 2,
          proofState: 'approved',
        },
        recentPartners: [bora.id],
        openPartners: [bora.id, cem.id, deniz.id].sort(),
      });
      await write(({ projectRequests }) => projectRequests.cancel(coachRequest.id, day(9)));
      expect(await snapshotOf(ayse.id)).toBeUndefined();
      // A member whose only open request is on one side: the snapshot says which.
      await ask(bora.id, 'coachee', day(10));
      const snapshot = await reads().projectRequests.matchingSnapshot(day(20));
      expect(snapshot.requests.map((request) => [request.accountId, request.role])).toEqual([
        [bora.id, 'coachee'],
      ]);
      expect(snapshot.members.get(bora.id)?.facts).toMatchObject({
        hasOpenCoachRequest: false,
        hasOpenCoacheeRequest: true,
        coacheeRequestCount: 2,
      });
    });
    it('moves the matching version with every committed change of what a preview reads, and reads it with the snapshot', async () => {
      const [ayse, bora] = [await member(), await member()];
      const version = () => reads().projectRequests.matchingVersion();
      /** `everything`: the change touches every member (a package's level), the store tells no members. */
      const moves = async (what: string, change: () => Promise<unknown>, { everything = false } = {}) => {
        const before = await version();
        const read = await reads().projectRequests.matchingSnapshot(day(20));
        await change();
        const after = await version();
        expect(after, `the version after ${what}`).not.toBe(before);
        // The snapshot of a preview carries the version of the rows it read.
        expect((await reads().projectRequests.matchingSnapshot(day(20))).version).toBe(after);
        // The members the change touched, read again, bring the earlier read up to date.
        const changes = await expectMatchingChangesTold(reads(), read, day(20), what);
        if (read.seen !== null) expect(changes === null, `no members told after ${what}`).toBe(everything);
      };
      const unchanged = await version();
      await reads().projectRequests.matchingSnapshot(day(20));
      await reads().projectRequests.listOpen();
      expect(await version(), 'after reads only').toBe(unchanged);
      await expect(
        write(async ({ projectRequests }) => {
          await projectRequests.insert({
            accountId: ayse.id,
            role: 'coach',
            languages: ['tr'],
            createdAt: day(2),
          });
          throw new Error('rolled back');
        }),
      ).rejects.toThrow('rolled back');
      expect(await version(), 'after a rolled-back write').toBe(unchanged);

      let request: ProjectRequest | undefined;
      await moves('a new request', async () => {
        request = await ask(ayse.id, 'coach', day(3));
      });
      await moves('an end date', () =>
        write(({ accounts }) => accounts.update(ayse.id, { subscriptionEndDate: day(30) })),
      );
      await moves('a lock', () =>
        write(({ accounts }) => accounts.setAccess(ayse.id, { status: 'active', isLocked: true })),
      );
      await moves('points', () =>
        write(({ ledger }) =>
          ledger.append({
            accountId: ayse.id,
            delta: 5,
            reason: 'opening_balance',
            projectId: null,
            actorAccountId: null,
            note: null,
          }),
        ),
      );
      const level = {
        code: `LEVEL-${randomUUID()}`,
        nameTr: 'Koç',
        nameEn: 'Coach',
        periodMonths: 12,
        priceUsd: '1.00',
      };
      const coach = await write(({ membershipPackages }) =>
        membershipPackages.insert({ ...level, coachLevel: true }),
      );
      await moves('a package', () =>
        write(({ accounts }) => accounts.update(ayse.id, { membershipPackageId: coach.id })),
      );
      await moves(
        'a package’s level',
        () =>
          write(({ membershipPackages }) =>
            membershipPackages.update(coach.id, { ...level, coachLevel: false }),
          ),
        { everything: true },
      );
      // A period starting later is the next moment the member's level may change without a write.
      await moves('a membership period', () =>
        write(({ orders }) =>
          orders.insertPeriod({
            accountId: ayse.id,
            membershipPackageId: coach.id,
            orderId: null,
            startsAt: day(25),
            endsAt: day(30),
            createdAt: day(2),
          }),
        ),
      );
      expect((await reads().projectRequests.matchingSnapshot(day(20))).nextPeriodStart).toEqual(day(25));
      expect((await reads().projectRequests.matchingSnapshot(day(25))).nextPeriodStart).toBeNull();
      await moves('a proof', () =>
        write(({ accountFiles }) =>
          accountFiles.insert({
            accountId: ayse.id,
            fileName: 'diploma.pdf',
            contentType: 'application/pdf',
            content: pdf,
            createdBy: ayse.id,
            createdAt: day(8),
          }),
        ),
      );
      let project: Project | undefined;
      await moves('a project', async () => {
        project = await pair(bora.id, ayse.id, day(9));
      });
      await moves('a closing', () => closeProject(project?.id ?? ''));
      await moves('a cancelled request', () =>
        write(({ projectRequests }) => projectRequests.cancel(request?.id ?? '', day(10))),
      );
      if (rawSql) {
        // Changes forgotten since a read (the version's move forgets old ones): the store cannot tell.
        const read = await reads().projectRequests.matchingSnapshot(day(20));
        await rawSql(
          'update matching_version set changes_kept_from = pg_current_xact_id()::text::bigint + 1',
        );
        expect(await reads().projectRequests.matchingChangesSince(read.seen ?? '', day(20))).toBeNull();
      }
      // Bora's periods do not count while Bora has no open request.
      await write(({ orders }) =>
        orders.insertPeriod({
          accountId: bora.id,
          membershipPackageId: coach.id,
          orderId: null,
          startsAt: day(22),
          endsAt: day(30),
          createdAt: day(2),
        }),
      );
      expect((await reads().projectRequests.matchingSnapshot(day(20))).nextPeriodStart).toBeNull();
    });
  });

  describe('pending assignments', () => {
    const search = (query: Partial<PendingAssignmentSearch> = {}) =>
      reads().projectRequests.searchOpen({
        search: '',
        sort: { key: 'requestedAt', descending: false },
        offset: 0,
        limit: 20,
        ...query,
      });

    it('pages, sorts and searches the open requests with their members', async () => {
      const cem = await member({ name: 'Cem', surname: 'Işık', email: 'cem@example.com' });
      const celik = await member({ name: 'Çelik', surname: 'Demir', email: 'celik@example.com' });
      const deniz = await member({ name: 'Deniz', surname: 'Ak', email: 'deniz@example.com' });
      await write(({ ledger }) =>
        ledger.append({
          accountId: deniz.id,
          delta: 9,
          reason: 'opening_balance',
          projectId: null,
          actorAccountId: null,
          note: null,
        }),
      );
      const cemCoach = await ask(cem.id, 'coach', day(3));
      const cemCancelled = await ask(cem.id, 'coachee', day(1));
      await write(({ projectRequests }) => projectRequests.cancel(cemCancelled.id, day(2)));
      const cemCoachee = await ask(cem.id, 'coachee', day(4));
      const celikCoachee = await ask(celik.id, 'coachee', day(2));
      const denizCoach = await ask(deniz.id, 'coach', day(5));

      const all = await search();
      expect(all.total).toBe(4);
      expect(all.items.map((item) => item.request.id)).toEqual([
        celikCoachee.id,
        cemCoach.id,
        cemCoachee.id,
        denizCoach.id,
      ]);
      expect(all.items[1]).toEqual({
        request: cemCoach,
        name: 'Cem',
        surname: 'Işık',
        email: 'cem@example.com',
        score: 0,
        coachRequestCount: 1,
        coacheeRequestCount: 2,
      });

      const page = await search({ sort: { key: 'requestedAt', descending: true }, offset: 1, limit: 2 });
      expect(page.total).toBe(4);
      expect(page.items.map((item) => item.request.id)).toEqual([cemCoachee.id, cemCoach.id]);
      // Turkish order: Cem < Çelik < Deniz; ties (Cem twice) by request time.
      expect(
        (await search({ sort: { key: 'name', descending: false } })).items.map((i) => i.request.id),
      ).toEqual([cemCoach.id, cemCoachee.id, celikCoachee.id, denizCoach.id]);
      expect(
        (await search({ sort: { key: 'score', descending: true } })).items.map((item) => item.request.id),
      ).toEqual([denizCoach.id, celikCoachee.id, cemCoach.id, cemCoachee.id]);

      const coaches = await search({ role: 'coach' });
      expect(coaches.items.map((item) => item.request.id)).toEqual([cemCoach.id, denizCoach.id]);
      expect(coaches.total).toBe(2);
      // Case and Turkish dotted/dotless i do not matter; the full name matches; so does the e-mail.
      expect((await search({ search: 'IŞIK' })).total).toBe(2);
      expect((await search({ search: 'cem işık' })).total).toBe(2);
      expect((await search({ search: 'çelik demir' })).items.map((item) => item.request.id)).toEqual([
        celikCoachee.id,
      ]);
      expect((await search({ search: 'deniz@example' })).total).toBe(1);
      expect((await search({ search: '100%' })).total).toBe(0);
    });

    it('reads an export’s keyset batches the longest waiting first, ties by id, with the side and search', async () => {
      const cem = await member({ name: 'Cem', surname: 'Işık', email: 'cem@example.com' });
      const ece = await member({ name: 'Ece', surname: 'Tan', email: 'ece@example.com' });
      const first = await ask(cem.id, 'coach', day(1));
      // Two requests of one moment: their ids break the tie.
      const tiedA = await ask(cem.id, 'coachee', day(2));
      const tiedB = await ask(ece.id, 'coach', day(2));
      const cancelled = await ask(ece.id, 'coachee', day(3));
      await write(({ projectRequests }) => projectRequests.cancel(cancelled.id, day(4)));
      const [tiedFirst, tiedSecond] = [tiedA, tiedB].sort((a, b) => (a.id < b.id ? -1 : 1));
      const after = async (
        match: { role?: ProjectRole; search?: string },
        last: { createdAt: Date; id: string } | null | undefined,
        limit = 5,
      ) =>
        (await reads().projectRequests.listOpenAfter({ search: '', ...match }, last ?? null, limit)).map(
          (record) => record.request.id,
        );
      expect(await after({}, null, 1)).toEqual([first.id]);
      expect(await after({}, first, 1)).toEqual([tiedFirst?.id]);
      expect(await after({}, tiedFirst)).toEqual([tiedSecond?.id]);
      expect(await after({}, tiedSecond)).toEqual([]);
      expect(await after({ role: 'coach' }, first)).toEqual([tiedB.id]);
      expect(await after({ search: 'IŞIK' }, null)).toEqual([first.id, tiedA.id]);
      const [cemFirst] = await reads().projectRequests.listOpenAfter({ search: 'cem' }, null, 1);
      expect(cemFirst).toEqual({
        request: first,
        name: 'Cem',
        surname: 'Işık',
        email: 'cem@example.com',
        score: 0,
        coachRequestCount: 1,
        coacheeRequestCount: 1,
      });
      expect(await reads().projectRequests.countOpen({ search: '' })).toBe(3);
      expect(await reads().projectRequests.countOpen({ search: 'ece', role: 'coachee' })).toBe(0);
      expect(await reads().projectRequests.countOpen({ search: '', role: 'coach' })).toBe(2);
    });
  });

  describe('projects', () => {
    it('inserts projects in bulk in the given order, and reads their details with the points', async () => {
      const coach = await member({ name: 'Koç', surname: 'Bir', language: 'en' });
      const coachee = await member({ name: 'Danışan', surname: 'İki' });
      const other = await member();
      const requests = await write(async ({ projectRequests }) => {
        const made = [];
        for (const [accountId, role] of [
          [coach.id, 'coach'],
          [coachee.id, 'coachee'],
          [other.id, 'coach'],
          [coach.id, 'coachee'],
        ] as const) {
          made.push(
            await projectRequests.insert({ accountId, role, languages: ['tr', 'en'], createdAt: day(1) }),
          );
        }
        return made;
      });
      const [coachRequest, coacheeRequest, otherRequest, coachAsCoachee] = requests;
      const [first, second] = await write(({ projects }) =>
        projects.insertMany([
          {
            coachAccountId: other.id,
            coacheeAccountId: coach.id,
            coachRequestId: otherRequest?.id ?? '',
            coacheeRequestId: coachAsCoachee?.id ?? '',
            language: 'en',
            startedAt: day(2),
            deadlineAt: day(30),
            matchedByAccountId: null,
            overrideReason: null,
          },
          {
            coachAccountId: coach.id,
            coacheeAccountId: coachee.id,
            coachRequestId: coachRequest?.id ?? '',
            coacheeRequestId: coacheeRequest?.id ?? '',
            language: 'tr',
            startedAt: day(2),
            deadlineAt: day(31),
            matchedByAccountId: other.id,
            overrideReason: 'Yeniden',
          },
        ]),
      );
      expect(second).toEqual({
        id: expect.any(String),
        coachAccountId: coach.id,
        coacheeAccountId: coachee.id,
        coachRequestId: coachRequest?.id,
        coacheeRequestId: coacheeRequest?.id,
        language: 'tr',
        state: 'open',
        startedAt: day(2),
        deadlineAt: day(31),
        closedAt: null,
        closedByAccountId: null,
        sessionCount: null,
        abortReason: null,
        matchedByAccountId: other.id,
        overrideReason: 'Yeniden',
      });
      expect(first).toMatchObject({ coachAccountId: other.id, language: 'en' });
      expect(await reads().projects.findById(second?.id ?? '')).toEqual(second);
      expect(await write(({ projects }) => projects.findByIdForUpdate(second?.id ?? ''))).toEqual(second);

      const projectId = second?.id ?? '';
      await write(async ({ ledger }) => {
        const entry = { projectId, actorAccountId: null, note: null };
        await ledger.append({ ...entry, accountId: coach.id, delta: -7, reason: 'coach_sessions' });
        await ledger.append({ ...entry, accountId: coachee.id, delta: 7, reason: 'coachee_sessions' });
        await ledger.append({ ...entry, accountId: coachee.id, delta: -2, reason: 'unclosed_penalty' });
        // Another project's points and points without a project count for neither.
        await ledger.append({
          ...entry,
          projectId: first?.id ?? '',
          accountId: coach.id,
          delta: 5,
          reason: 'coachee_sessions',
        });
        await ledger.append({
          ...entry,
          projectId: null,
          accountId: coach.id,
          delta: 3,
          reason: 'admin_adjustment',
        });
      });
      const details = await reads().projects.findDetails(projectId);
      expect(details).toEqual({
        ...second,
        coach: {
          accountId: coach.id,
          name: 'Koç',
          surname: 'Bir',
          email: coach.email,
          profilePhotoPath: null,
          language: 'en',
          sharesEmailWithCoaches: false,
        },
        coachee: {
          accountId: coachee.id,
          name: 'Danışan',
          surname: 'İki',
          email: coachee.email,
          profilePhotoPath: null,
          language: 'tr',
          sharesEmailWithCoaches: false,
        },
        closingRequest: null,
        points: { coach: -7, coachee: 5 },
        sessionLog: { confirmedHalfHours: 0, pendingHalfHours: 0, lastSessionOn: null },
      });
      expect(await reads().projects.findDetails('00000000-0000-4000-8000-000000000000')).toBeNull();
      const listed = await reads().projects.listDetails([
        projectId,
        first?.id ?? '',
        '00000000-0000-4000-8000-000000000000',
      ]);
      expect(listed).toHaveLength(2);
      expect(listed.find((item) => item.id === projectId)).toEqual(details);
      expect(listed.find((item) => item.id === first?.id)).toMatchObject({
        coach: { accountId: other.id },
        coachee: { accountId: coach.id },
        points: { coach: 0, coachee: 5 },
      });
      expect(await reads().projects.listDetails([])).toEqual([]);
      expect(await reads().projects.findById('00000000-0000-4000-8000-000000000000')).toBeNull();
      // The partners as the details show them, by account id, for the mails of a matching run.
      const people = await reads().projects.listPeople([
        coachee.id,
        coachee.id,
        '00000000-0000-4000-8000-000000000000',
      ]);
      expect([...people.entries()]).toEqual([[coachee.id, details?.coachee]]);
      expect((await reads().projects.listPeople([])).size).toBe(0);

      // The coachee's "share my e-mail with my coaches", read with the people (ADR 0033).
      await write(({ coachingHours }) =>
        coachingHours.savePreferences(
          coachee.id,
          { trainingStartedOn: null, shareEmailWithCoaches: true, shareNameWithCoaches: false },
          day(3),
        ),
      );
      expect((await reads().projects.findDetails(projectId))?.coachee.sharesEmailWithCoaches).toBe(true);
      expect((await reads().projects.findDetails(projectId))?.coach.sharesEmailWithCoaches).toBe(false);
      expect((await reads().projects.listPeople([coachee.id])).get(coachee.id)?.sharesEmailWithCoaches).toBe(
        true,
      );
    });

    it.runIf(rawSql)(
      'inserts thousands of projects in the given order, batch after batch',
      async () => {
        const coach = await member();
        const coachee = await member();
        const size = 5200;
        // The requests through SQL: one at a time through the port would take a minute.
        const requestsOf = async (accountId: string, role: ProjectRole) =>
          (
            (await rawSql?.(`
            insert into project_requests (account_id, role, languages, state, created_at, closed_at)
            select '${accountId}', '${role}', array['tr'], 'cancelled', now(), now() from generate_series(1, ${size})
            returning id`)) ?? []
          ).map((row) => String(row.id));
        const coachRequests = await requestsOf(coach.id, 'coach');
        const coacheeRequests = await requestsOf(coachee.id, 'coachee');
        const newProjects: NewProject[] = coachRequests.map((coachRequestId, index) => ({
          coachAccountId: coach.id,
          coacheeAccountId: coachee.id,
          coachRequestId,
          coacheeRequestId: coacheeRequests[index] ?? '',
          language: index % 3 === 0 ? 'en' : 'tr',
          startedAt: new Date(day(2).getTime() + ((index * 7919) % size) * 1000),
          deadlineAt: day(31),
          matchedByAccountId: index === 5100 ? coach.id : null,
          overrideReason: index === 5100 ? 'Neden' : null,
        }));
        const inserted = await write(({ projects }) => projects.insertMany(newProjects));
        expect(inserted).toHaveLength(size);
        expect(inserted.map((project) => project.coachRequestId)).toEqual(coachRequests);
        expect(new Set(ids(inserted)).size).toBe(size);
        for (const index of [0, 4999, 5000, 5100, size - 1]) {
          expect(await reads().projects.findById(inserted[index]?.id ?? '')).toEqual({
            ...newProjects[index],
            id: inserted[index]?.id,
            state: 'open',
            closedAt: null,
            closedByAccountId: null,
            sessionCount: null,
            abortReason: null,
          });
          expect(inserted[index]).toEqual(await reads().projects.findById(inserted[index]?.id ?? ''));
        }
        expect(await write(({ projects }) => projects.insertMany([]))).toEqual([]);
      },
      60_000,
    );

    it('refuses a second project for a request', async () => {
      const coach = await member();
      const coachee = await member();
      const project = await pair(coach.id, coachee.id);
      await expect(
        write(({ projects }) =>
          projects.insertMany([
            {
              coachAccountId: coach.id,
              coacheeAccountId: coachee.id,
              coachRequestId: project.coachRequestId,
              coacheeRequestId: project.coacheeRequestId,
              language: 'tr',
              startedAt: day(3),
              deadlineAt: day(30),
              matchedByAccountId: null,
              overrideReason: null,
            },
          ]),
        ),
      ).rejects.toThrow();
    });

    it("lists a member's projects on either side, newest first, the open ones when asked", async () => {
      const ayse = await member();
      const bora = await member();
      const cem = await member();
      const oldest = await pair(ayse.id, bora.id, day(1));
      const middle = await pair(cem.id, ayse.id, day(3));
      const newest = await pair(ayse.id, cem.id, day(5));
      await pair(bora.id, cem.id, day(6));
      await closeProject(middle.id);
      expect(ids(await reads().projects.listDetailsOfAccount(ayse.id))).toEqual([
        newest.id,
        middle.id,
        oldest.id,
      ]);
      expect(ids(await reads().projects.listDetailsOfAccount(ayse.id, { openOnly: true }))).toEqual([
        newest.id,
        oldest.id,
      ]);
      const [details] = await reads().projects.listDetailsOfAccount(ayse.id);
      expect(details?.coachee.accountId).toBe(cem.id);
      expect(await reads().projects.listDetailsOfAccount('00000000-0000-4000-8000-000000000000')).toEqual([]);
      // Counted on either side, all and open ones (the member's dashboard).
      expect(await reads().projects.countOfAccount(ayse.id)).toEqual({
        openAsCoach: 2,
        totalAsCoach: 2,
        openAsCoachee: 0,
        totalAsCoachee: 1,
      });
      expect(await reads().projects.countOfAccount(cem.id)).toEqual({
        openAsCoach: 0,
        totalAsCoach: 1,
        openAsCoachee: 2,
        totalAsCoachee: 2,
      });
      expect(await reads().projects.countOfAccount('00000000-0000-4000-8000-000000000000')).toEqual({
        openAsCoach: 0,
        totalAsCoach: 0,
        openAsCoachee: 0,
        totalAsCoachee: 0,
      });
    });

    it('searches projects by state, member and either partner, sorted and paged', async () => {
      const ayse = await member({ name: 'Ayşe', surname: 'Kaya', email: 'ayse.kaya@example.com' });
      const ilker = await member({ name: 'İlker', surname: 'Tan', email: 'ilker@example.com' });
      const oya = await member({ name: 'Oya', surname: 'Er', email: 'oya@example.com' });
      const first = await pair(ayse.id, ilker.id, day(1));
      const second = await pair(oya.id, ayse.id, day(2));
      const third = await pair(ilker.id, oya.id, day(3));
      await closeProject(first.id, day(10));
      await closeProject(third.id, day(8));
      const search = (query: Partial<ProjectSearch> = {}) =>
        reads().projects.search({
          search: '',
          sort: { key: 'startedAt', descending: true },
          offset: 0,
          limit: 20,
          ...query,
        });

      const all = await search();
      expect(ids(all.items)).toEqual([third.id, second.id, first.id]);
      expect(all.total).toBe(3);
      expect(all.items[2]).toMatchObject({
        id: first.id,
        coach: { name: 'Ayşe' },
        coachee: { name: 'İlker' },
      });
      expect(ids((await search({ state: 'open' })).items)).toEqual([second.id]);
      expect(ids((await search({ accountId: ayse.id })).items)).toEqual([second.id, first.id]);
      expect(ids((await search({ search: 'ilker' })).items)).toEqual([third.id, first.id]);
      expect(ids((await search({ search: 'OYA er' })).items)).toEqual([third.id, second.id]);
      // Both words must name the same partner.
      expect((await search({ search: 'oya tan' })).total).toBe(0);
      expect(ids((await search({ search: 'ayse.kaya@' })).items)).toEqual([second.id, first.id]);
      // A search's total counts every match whichever page is asked, one past the last too.
      const secondFound = await search({ search: 'ilker', offset: 1, limit: 1 });
      expect(ids(secondFound.items)).toEqual([first.id]);
      expect(secondFound.total).toBe(2);
      expect(await search({ search: 'ilker', offset: 2, limit: 1 })).toEqual({ items: [], total: 2 });
      expect(ids((await search({ state: 'completed_by_coachee', accountId: oya.id })).items)).toEqual([
        third.id,
      ]);

      // Open projects come last whichever way closing times are sorted.
      expect(ids((await search({ sort: { key: 'closedAt', descending: false } })).items)).toEqual([
        third.id,
        first.id,
        second.id,
      ]);
      expect(ids((await search({ sort: { key: 'closedAt', descending: true } })).items)).toEqual([
        first.id,
        third.id,
        second.id,
      ]);
      // Ties of the key (the same state) fall back to the newest start.
      expect(ids((await search({ sort: { key: 'state', descending: false } })).items)).toEqual([
        third.id,
        first.id,
        second.id,
      ]);
      expect(ids((await search({ sort: { key: 'deadlineAt', descending: false } })).items)).toEqual([
        first.id,
        second.id,
        third.id,
      ]);
      const page = await search({ offset: 1, limit: 1 });
      expect(ids(page.items)).toEqual([second.id]);
      expect(page.total).toBe(3);
    });

    it('reads an export’s keyset batches newest start first, ties by id, with the list’s filters', async () => {
      const ayse = await member({ name: 'Ayşe', surname: 'Kaya', email: 'ayse.kaya@example.com' });
      const ilker = await member({ name: 'İlker', surname: 'Tan', email: 'ilker@example.com' });
      const oya = await member({ name: 'Oya', surname: 'Er', email: 'oya@example.com' });
      const cem = await member({ name: 'Cem', surname: 'Ak', email: 'cem@example.com' });
      const oldest = await pair(ayse.id, ilker.id, day(1));
      // Two projects of one matching run start at the same instant: their ids break the tie.
      const tiedA = await pair(oya.id, ayse.id, day(3));
      const tiedB = await pair(cem.id, ilker.id, day(3));
      await closeProject(oldest.id, day(10));
      const [tiedFirst, tiedSecond] = [tiedA, tiedB].sort((a, b) => (a.id < b.id ? 1 : -1));
      const after = async (match: Partial<ProjectMatch>, last: Project | null | undefined, limit = 5) =>
        ids(await reads().projects.listMatchingAfter({ search: '', ...match }, last ?? null, limit));

      expect(await after({}, null, 1)).toEqual([tiedFirst?.id]);
      expect(await after({}, tiedFirst, 1)).toEqual([tiedSecond?.id]);
      expect(await after({}, tiedSecond)).toEqual([oldest.id]);
      expect(await after({}, oldest)).toEqual([]);
      expect(await after({ state: 'open' }, null)).toEqual([tiedFirst?.id, tiedSecond?.id]);
      expect(await after({ state: 'completed_by_coachee' }, null)).toEqual([oldest.id]);
      expect(await after({ accountId: ayse.id }, tiedA)).toEqual([oldest.id]);
      expect(await after({ search: 'ilker' }, null, 1)).toEqual([tiedB.id]);
      expect(await after({ search: 'ilker' }, tiedB)).toEqual([oldest.id]);
      expect((await reads().projects.listMatchingAfter({ search: 'oya' }, null, 5))[0]).toMatchObject({
        coach: { name: 'Oya' },
        coachee: { name: 'Ayşe' },
      });
      expect(await reads().projects.countMatching({ search: '' })).toBe(3);
      expect(await reads().projects.countMatching({ search: 'İLKER', state: 'open' })).toBe(1);
      expect(await reads().projects.countMatching({ search: '', accountId: cem.id })).toBe(1);
    });

    it("finds each member's most recent partners, on either side, all of those started at its latest start", async () => {
      const [ayse, bora, cem, deniz, emre] = await Promise.all(Array.from({ length: 5 }, () => member()));
      if (!ayse || !bora || !cem || !deniz || !emre) throw new Error('members missing');
      await pair(ayse.id, bora.id, day(1));
      await pair(cem.id, ayse.id, day(5));
      await pair(bora.id, deniz.id, day(3));
      // Two projects of emre starting at once (one run starts all of its projects at one instant):
      // both partners count, whichever id is greater.
      await pair(deniz.id, emre.id, day(7));
      await pair(emre.id, cem.id, day(7));
      const partners = await reads().projects.mostRecentPartners([
        ayse.id,
        bora.id,
        cem.id,
        emre.id,
        '00000000-0000-4000-8000-000000000000',
      ]);
      expect(partners.get(ayse.id)).toEqual([cem.id]);
      expect(partners.get(bora.id)).toEqual([deniz.id]);
      expect(partners.get(cem.id)).toEqual([emre.id]);
      expect([...(partners.get(emre.id) ?? [])].sort()).toEqual([cem.id, deniz.id].sort());
      // Only the members asked for.
      expect(partners.has(deniz.id)).toBe(false);
      expect(partners.size).toBe(4);
      expect((await reads().projects.mostRecentPartners([])).size).toBe(0);
    });

    it("finds each member's partners in open projects, on either side, once each", async () => {
      const [ayse, bora, cem, deniz] = await Promise.all(Array.from({ length: 4 }, () => member()));
      if (!ayse || !bora || !cem || !deniz) throw new Error('members missing');
      await pair(ayse.id, bora.id, day(1));
      await pair(bora.id, ayse.id, day(2));
      await pair(cem.id, ayse.id, day(3));
      await closeProject((await pair(ayse.id, deniz.id, day(4))).id);
      const partners = await reads().projects.openPartners([ayse.id, bora.id, deniz.id]);
      expect([...(partners.get(ayse.id) ?? [])].sort()).toEqual([bora.id, cem.id].sort());
      expect(partners.get(bora.id)).toEqual([ayse.id]);
      // deniz's only project is closed; cem was not asked for.
      expect(partners.has(deniz.id)).toBe(false);
      expect(partners.size).toBe(2);
      expect((await reads().projects.openPartners([])).size).toBe(0);
    });

    it('closes an open project once', async () => {
      const coach = await member();
      const coachee = await member();
      const admin = await member({ accountRoleType: 'Administrator' });
      const project = await pair(coach.id, coachee.id);
      const closed = await write(({ projects }) =>
        projects.close(project.id, {
          state: 'aborted_by_administrator',
          closedAt: day(9),
          closedByAccountId: admin.id,
          sessionCount: null,
          abortReason: 'Görüşmediler',
        }),
      );
      expect(closed).toEqual({
        ...project,
        state: 'aborted_by_administrator',
        closedAt: day(9),
        closedByAccountId: admin.id,
        abortReason: 'Görüşmediler',
      });
      expect(await reads().projects.findById(project.id)).toEqual(closed);
      await expect(closeProject(project.id)).rejects.toThrow();
    });

    it('lists the open projects past their deadline, earliest first', async () => {
      const coach = await member();
      const coachee = await member();
      const deadline = (date: number) => ({ deadlineAt: day(date) });
      const late = await pair(coach.id, coachee.id, day(1), deadline(10));
      const later = await pair(coach.id, coachee.id, day(1), deadline(12));
      const closed = await pair(coach.id, coachee.id, day(1), deadline(9));
      await pair(coach.id, coachee.id, day(1), deadline(20));
      await closeProject(closed.id, day(9));
      expect(await reads().projects.listOverdue(day(12), 10)).toEqual([late.id, later.id]);
      expect(await reads().projects.listOverdue(day(12), 1)).toEqual([late.id]);
      expect(await reads().projects.listOverdue(day(9), 10)).toEqual([]);
    });
  });

  describe('closing requests and notices', () => {
    it('stores one closing request per project, resolves it, and lists the expired ones', async () => {
      const coach = await member();
      const coachee = await member();
      const project = await pair(coach.id, coachee.id);
      const other = await pair(coach.id, coachee.id);
      const request = await write(({ projects }) =>
        projects.insertClosingRequest({
          projectId: project.id,
          sessionCount: 7,
          createdAt: day(10),
          confirmBy: day(17),
        }),
      );
      expect(request).toEqual({
        id: expect.any(String),
        projectId: project.id,
        sessionCount: 7,
        state: 'waiting',
        createdAt: day(10),
        confirmBy: day(17),
        resolvedAt: null,
      });
      const twice = await write(async ({ projects }) => {
        const second = await projects.insertClosingRequest({
          projectId: project.id,
          sessionCount: 3,
          createdAt: day(11),
          confirmBy: day(18),
        });
        // The unit of work goes on after the refusal.
        return { second, found: await projects.findClosingRequest(request?.id ?? '') };
      });
      expect(twice).toEqual({ second: null, found: request });
      expect((await reads().projects.findDetails(project.id))?.closingRequest).toEqual(request);

      const otherRequest = await write(({ projects }) =>
        projects.insertClosingRequest({
          projectId: other.id,
          sessionCount: 2,
          createdAt: day(9),
          confirmBy: day(16),
        }),
      );
      expect(await reads().projects.listExpiredClosingRequests(day(17), 10)).toEqual([other.id, project.id]);
      expect(await reads().projects.listExpiredClosingRequests(day(16), 10)).toEqual([other.id]);
      expect(await reads().projects.listExpiredClosingRequests(day(17), 1)).toEqual([other.id]);

      const resolved = await write(({ projects }) =>
        projects.resolveClosingRequest(otherRequest?.id ?? '', { state: 'confirmed', at: day(12) }),
      );
      expect(resolved).toEqual({ ...otherRequest, state: 'confirmed', resolvedAt: day(12) });
      expect(await reads().projects.findClosingRequest(otherRequest?.id ?? '')).toEqual(resolved);
      expect(await reads().projects.listExpiredClosingRequests(day(17), 10)).toEqual([project.id]);
      expect(await reads().projects.findClosingRequest('00000000-0000-4000-8000-000000000000')).toBeNull();
    });

    it('lists the projects due for each warning until it is recorded as sent', async () => {
      const coach = await member({ name: 'Koç' });
      const coachee = await member({ name: 'Danışan' });
      const soon = await pair(coach.id, coachee.id, day(1), { deadlineAt: day(20) });
      const later = await pair(coach.id, coachee.id, day(1), { deadlineAt: day(25) });
      const closed = await pair(coach.id, coachee.id, day(1), { deadlineAt: day(19) });
      await closeProject(closed.id, day(5));
      const waiting = await write(({ projects }) =>
        projects.insertClosingRequest({
          projectId: later.id,
          sessionCount: 4,
          createdAt: day(10),
          confirmBy: day(17),
        }),
      );
      const due = (
        kind: Parameters<Repositories['projects']['listDueForNotice']>[0],
        before: Date,
        limit = 10,
      ) => reads().projects.listDueForNotice(kind, before, limit).then(ids);

      expect(await due('deadline_in_7_days', day(25))).toEqual([soon.id, later.id]);
      expect(await due('deadline_in_7_days', day(24))).toEqual([soon.id]);
      expect(await due('deadline_in_7_days', day(25), 1)).toEqual([soon.id]);
      expect(await due('confirmation_in_1_day', day(17))).toEqual([later.id]);
      expect(await due('confirmation_in_1_day', day(16))).toEqual([]);
      const [details] = await reads().projects.listDueForNotice('confirmation_in_1_day', day(17), 10);
      expect(details).toMatchObject({
        coach: { name: 'Koç' },
        coachee: { name: 'Danışan' },
        closingRequest: waiting,
      });

      expect(
        await write(({ projects }) => projects.recordNotice(soon.id, 'deadline_in_7_days', day(13))),
      ).toBe(true);
      expect(
        await write(({ projects }) => projects.recordNotice(soon.id, 'deadline_in_7_days', day(14))),
      ).toBe(false);
      expect(await due('deadline_in_7_days', day(25))).toEqual([later.id]);
      // Each kind is sent once on its own.
      expect(await due('deadline_in_1_day', day(25))).toEqual([soon.id, later.id]);
      await write(({ projects }) => projects.recordNotice(later.id, 'confirmation_in_1_day', day(16)));
      expect(await due('confirmation_in_1_day', day(17))).toEqual([]);
      // A resolved closing request is not waiting any more.
      const other = await pair(coach.id, coachee.id, day(1), { deadlineAt: day(25) });
      const resolved = await write(({ projects }) =>
        projects.insertClosingRequest({
          projectId: other.id,
          sessionCount: 4,
          createdAt: day(10),
          confirmBy: day(17),
        }),
      );
      await write(({ projects }) =>
        projects.resolveClosingRequest(resolved?.id ?? '', { state: 'superseded', at: day(11) }),
      );
      expect(await due('confirmation_in_1_day', day(17))).toEqual([]);
    });

    it('never removes a member a project names (ADR 0030), and removes one with only requests', async () => {
      const coach = await member();
      const coachee = await member();
      const newcomer = await member();
      const project = await pair(coach.id, coachee.id);
      const request = await write(({ projects }) =>
        projects.insertClosingRequest({
          projectId: project.id,
          sessionCount: 2,
          createdAt: day(3),
          confirmBy: day(10),
        }),
      );
      await write(({ projects }) => projects.recordNotice(project.id, 'deadline_in_7_days', day(3)));
      await expect(write(({ accounts }) => accounts.delete(coachee.id))).rejects.toThrow();
      expect(await reads().projects.findById(project.id)).not.toBeNull();
      expect(await reads().projects.findClosingRequest(request?.id ?? '')).not.toBeNull();
      expect(await reads().accounts.findById(coachee.id)).not.toBeNull();
      // Requests that made no project are only the member's own: they go with the account.
      const open = await ask(newcomer.id, 'coach', day(4));
      expect(await write(({ accounts }) => accounts.delete(newcomer.id))).toBe(true);
      expect(await reads().projectRequests.findById(open.id)).toBeNull();
    });
  });

  describe('transaction locks', () => {
    it('grants a lock to the unit of work that asks, again when it asks twice', async () => {
      expect(
        await write(async ({ locks }) => [
          await locks.tryLock('matching.write'),
          await locks.tryLock('matching.write'),
        ]),
      ).toEqual([true, true]);
      // Freed when that unit of work ended.
      expect(await write(({ locks }) => locks.tryLock('matching.write'))).toBe(true);
      expect(reads()).not.toHaveProperty('locks');
    });

    it.runIf(kind === 'postgres')(
      'refuses a lock another transaction holds, until that one commits',
      async () => {
        let release: () => void = () => {};
        const held = new Promise<void>((resolve) => {
          release = resolve;
        });
        let taken: () => void = () => {};
        const isTaken = new Promise<void>((resolve) => {
          taken = resolve;
        });
        const holder = write(async ({ locks }) => {
          const granted = await locks.tryLock('matching.write');
          taken();
          await held;
          return granted;
        });
        await isTaken;
        expect(await write(({ locks }) => locks.tryLock('matching.write'))).toBe(false);
        expect(await write(({ locks }) => locks.tryLock('another.lock'))).toBe(true);
        release();
        expect(await holder).toBe(true);
        expect(await write(({ locks }) => locks.tryLock('matching.write'))).toBe(true);
      },
    );
  });

  describe('ledger balances', () => {
    it('finds no mismatch while the ledger keeps the scores, and the one a raw change makes', async () => {
      const ayse = await member();
      const bora = await member();
      await write(async ({ ledger }) => {
        const entry = {
          projectId: null,
          actorAccountId: null,
          note: null,
          reason: 'admin_adjustment' as const,
        };
        await ledger.append({ ...entry, accountId: ayse.id, delta: 5 });
        await ledger.append({ ...entry, accountId: ayse.id, delta: -2 });
        await ledger.append({ ...entry, accountId: bora.id, delta: 4 });
      });
      expect(await reads().ledger.findBalanceMismatches()).toEqual([]);
      if (!rawSql) return; // Only SQL can change a score behind the ledger's back.
      await rawSql(`update accounts set score = 10 where id = '${bora.id}'`);
      try {
        expect(await reads().ledger.findBalanceMismatches()).toEqual([
          { accountId: bora.id, score: 10, sum: 4 },
        ]);
      } finally {
        // The test databases check the ledger when they are thrown away.
        await rawSql(`update accounts set score = 4 where id = '${bora.id}'`);
      }
      expect(await reads().ledger.findBalanceMismatches()).toEqual([]);
    });
  });

  describe('outbox in bulk', () => {
    it('queues many mails at once, each pending and due at once', async () => {
      const mail = (recipient: string, index: number): NewOutboxMail => ({
        template: 'test',
        data: { name: `Ayşe "${index}" \\ Demir`, requestedAt: day(2).toISOString() },
        recipient,
        language: index % 2 === 0 ? 'tr' : 'en',
        createdAt: day(2, `10:0${index % 10}`),
      });
      const mails = Array.from({ length: 1200 }, (_, index) => mail(`member${index}@example.com`, index));
      await write(async ({ outbox }) => {
        await outbox.enqueueMany(mails);
        await outbox.enqueueMany([]);
      });
      const page = await reads().outbox.list({ offset: 0, limit: 2000 });
      expect(page.total).toBe(1200);
      const third = page.items.find((item) => item.recipient === 'member3@example.com');
      expect(third).toEqual({
        id: expect.any(String),
        template: 'test',
        recipient: 'member3@example.com',
        language: 'en',
        data: { name: 'Ayşe "3" \\ Demir', requestedAt: day(2).toISOString() },
        status: 'pending',
        attempts: 0,
        nextAttemptAt: day(2, '10:03'),
        lastError: null,
        createdAt: day(2, '10:03'),
        sentAt: null,
      });
      await expect(
        write(async ({ outbox }) => {
          await outbox.enqueueMany(mails.slice(0, 3));
          throw new Error('boom');
        }),
      ).rejects.toThrow('boom');
      expect((await reads().outbox.list({ offset: 0, limit: 1 })).total).toBe(1200);
    }, 60_000);
  });
}
