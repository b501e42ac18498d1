import type { HourEntry, NewProjectSession, Project, ProjectDetails, ProjectState } from '@coach/core';
import { compareEntries } from '@coach/core/coaching/domain/hour-entry';
import { describe, expect, it } from 'vitest';
import { contractHelpers } from './contract-helpers.ts';
import type { PersistenceUnderTest } from './persistence-under-test.ts';

const day = (date: number, time = '10:00') =>
  new Date(`2026-03-${String(date).padStart(2, '0')}T${time}:00Z`);
const unknownId = '00000000-0000-4000-8000-000000000000';

/**
 * The session log of projects, its reminders, the figures every project details read carries, and
 * the coaching log's hour entries and choices: the coaching part of the repository contract, called
 * from `describeRepositoryContract` so that memory, PGlite and PostgreSQL all pass it.
 */
export function describeCoachingContract(persistence: () => PersistenceUnderTest): void {
  const { reads, write, member } = contractHelpers(persistence, 'coaching');
  /** A project between two new requests of these members, started at `startedAt`. */
  const pair = async (coachId: string, coacheeId: string, startedAt = day(2)): Promise<Project> => {
    const request = (accountId: string, role: 'coach' | 'coachee') =>
      write(({ projectRequests }) =>
        projectRequests.insert({ accountId, role, languages: ['tr'], createdAt: startedAt }),
      );
    const coachRequest = await request(coachId, 'coach');
    const coacheeRequest = await request(coacheeId, 'coachee');
    if (!coachRequest || !coacheeRequest) throw new Error('the member has an open request on that side');
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
        },
      ]),
    );
    if (!project) throw new Error('no project was inserted');
    // The requests are matched by then, so the members may ask again for the next project.
    await write(({ projectRequests }) =>
      projectRequests.markMatched(
        [
          { requestId: coachRequest.id, projectId: project.id },
          { requestId: coacheeRequest.id, projectId: project.id },
        ],
        startedAt,
      ),
    );
    return project;
  };
  const close = (
    id: string,
    state: Exclude<ProjectState, 'open'>,
    sessionCount: number | null,
    closedAt = day(20),
  ) =>
    write(({ projects }) =>
      projects.close(id, {
        state,
        closedAt,
        closedByAccountId: null,
        sessionCount,
        abortReason: state.startsWith('aborted') ? 'Neden' : null,
      }),
    );
  const log = (
    project: Pick<Project, 'id'>,
    recordedByAccountId: string,
    heldOn: string,
    halfHours: number,
    overrides: Partial<NewProjectSession> = {},
  ) =>
    write(({ projectSessions }) =>
      projectSessions.insert({
        projectId: project.id,
        heldOn,
        halfHours,
        note: null,
        recordedByAccountId,
        createdAt: day(10),
        ...overrides,
      }),
    );
  const decide = (id: string, state: 'confirmed' | 'disputed', decidedAt = day(11)) =>
    write(({ projectSessions }) =>
      projectSessions.decide(id, {
        state,
        disputeReason: state === 'disputed' ? 'Görüşmedik' : null,
        decidedAt,
      }),
    );
  const ids = (items: readonly { id: string }[]) => items.map((item) => item.id);

  describe('project sessions', () => {
    it('stores a pending session, finds it, decides it, removes it', async () => {
      const coach = await member();
      const coachee = await member();
      const project = await pair(coach.id, coachee.id);
      const session = await log(project, coach.id, '2026-03-05', 3, { note: 'İlk görüşme' });
      expect(session).toEqual({
        id: expect.any(String),
        projectId: project.id,
        heldOn: '2026-03-05',
        halfHours: 3,
        note: 'İlk görüşme',
        recordedByAccountId: coach.id,
        state: 'pending',
        disputeReason: null,
        createdAt: day(10),
        decidedAt: null,
      });
      expect(await reads().projectSessions.findById(session.id)).toEqual(session);
      expect(await reads().projectSessions.findById(unknownId)).toBeNull();

      const disputed = await decide(session.id, 'disputed', day(11));
      expect(disputed).toEqual({
        ...session,
        state: 'disputed',
        disputeReason: 'Görüşmedik',
        decidedAt: day(11),
      });
      // The partner may change their mind: a disputed session is confirmed later.
      const confirmed = await decide(session.id, 'confirmed', day(12));
      expect(confirmed).toEqual({ ...session, state: 'confirmed', decidedAt: day(12) });
      expect(await reads().projectSessions.findById(session.id)).toEqual(confirmed);

      const other = await log(project, coachee.id, '2026-03-06', 2);
      await write(({ projectSessions }) => projectSessions.delete(other.id));
      expect(await reads().projectSessions.findById(other.id)).toBeNull();
      expect(ids(await reads().projectSessions.listOfProject(project.id))).toEqual([session.id]);
    });

    it("lists a project's sessions, newest day first, then newest logged first", async () => {
      const coach = await member();
      const coachee = await member();
      const project = await pair(coach.id, coachee.id);
      const otherProject = await pair(coachee.id, coach.id);
      const early = await log(project, coach.id, '2026-03-03', 2, { createdAt: day(12) });
      const lateFirst = await log(project, coachee.id, '2026-03-09', 2, { createdAt: day(10) });
      const lateSecond = await log(project, coach.id, '2026-03-09', 4, { createdAt: day(11) });
      const middle = await log(project, coach.id, '2026-03-05', 1, { createdAt: day(9) });
      await log(otherProject, coach.id, '2026-03-10', 2);
      expect(ids(await reads().projectSessions.listOfProject(project.id))).toEqual([
        lateSecond.id,
        lateFirst.id,
        middle.id,
        early.id,
      ]);
      expect(await reads().projectSessions.listOfProject(unknownId)).toEqual([]);
    });

    it("lists several projects' sessions in one read, each project's in its log's order", async () => {
      const coach = await member();
      const coachee = await member();
      const [first, second, other] = [
        await pair(coach.id, coachee.id),
        await pair(coachee.id, coach.id),
        await pair(coach.id, (await member()).id),
      ];
      const early = await log(first, coach.id, '2026-03-03', 2);
      const late = await log(first, coachee.id, '2026-03-09', 2);
      const secondOnly = await log(second, coach.id, '2026-03-05', 1);
      await log(other, coach.id, '2026-03-10', 2);
      const sessions = await reads().projectSessions.listOfProjects([first.id, second.id, unknownId]);
      const of = (project: { id: string }) =>
        ids(sessions.filter((session) => session.projectId === project.id));
      expect(of(first)).toEqual([late.id, early.id]);
      expect(of(second)).toEqual([secondOnly.id]);
      expect(sessions).toHaveLength(3);
      expect(await reads().projectSessions.listOfProjects([])).toEqual([]);
    });
  });

  describe('session log figures in project details', () => {
    it('adds up confirmed and pending hours and the last day not disputed, in every details read', async () => {
      const coach = await member({ name: 'Figür' });
      const coachee = await member();
      const project = await pair(coach.id, coachee.id);
      const quiet = await pair(coachee.id, coach.id, day(3));
      const empty = { confirmedHalfHours: 0, pendingHalfHours: 0, lastSessionOn: null };
      expect((await reads().projects.findDetails(project.id))?.sessionLog).toEqual(empty);

      const confirmedA = await log(project, coach.id, '2026-03-04', 3);
      const confirmedB = await log(project, coachee.id, '2026-03-06', 2);
      await log(project, coach.id, '2026-03-07', 4);
      const disputed = await log(project, coach.id, '2026-03-09', 5);
      await decide(confirmedA.id, 'confirmed');
      await decide(confirmedB.id, 'confirmed');
      await decide(disputed.id, 'disputed');
      const figures = { confirmedHalfHours: 5, pendingHalfHours: 4, lastSessionOn: '2026-03-07' };

      const bySessionLog = (items: readonly ProjectDetails[]) =>
        Object.fromEntries(items.map((item) => [item.id, item.sessionLog]));
      const expected = { [project.id]: figures, [quiet.id]: empty };
      expect((await reads().projects.findDetails(project.id))?.sessionLog).toEqual(figures);
      expect(bySessionLog(await reads().projects.listDetails([project.id, quiet.id]))).toEqual(expected);
      expect(bySessionLog(await reads().projects.listDetailsOfAccount(coach.id))).toEqual(expected);
      expect(bySessionLog(await reads().projects.listDetailsOfAccount(coach.id, { openOnly: true }))).toEqual(
        expected,
      );
      const found = await reads().projects.search({
        search: 'Figür',
        sort: { key: 'startedAt', descending: true },
        offset: 0,
        limit: 10,
      });
      expect(bySessionLog(found.items)).toEqual(expected);
      // Both deadlines are 105 days after their start.
      const due = await reads().projects.listDueForNotice(
        'deadline_in_7_days',
        new Date(day(3).getTime() + 105 * 86_400_000),
        10,
      );
      expect(bySessionLog(due)).toEqual(expected);

      // Only disputed sessions: no last day, nothing counted.
      const disputedOnly = await log(quiet, coach.id, '2026-03-05', 2);
      await decide(disputedOnly.id, 'disputed');
      expect((await reads().projects.findDetails(quiet.id))?.sessionLog).toEqual(empty);

      // The log stays when the project closes, and so do its figures.
      await close(project.id, 'completed_confirmed', 3);
      expect((await reads().projects.findDetails(project.id))?.sessionLog).toEqual(figures);
    });
  });

  describe('session reminders', () => {
    it('lists open projects whose gap began on or before a day, oldest gap first, until reminded', async () => {
      const [a, b, c, d] = [await member(), await member(), await member(), await member()];
      // 22:30 UTC on the 1st is already the 2nd in Istanbul (UTC+3): the gap starts on the 2nd.
      const lateEvening = await pair(a.id, b.id, new Date('2026-03-01T22:30:00Z'));
      const early = await pair(c.id, d.id, day(1));
      const withSessions = await pair(a.id, c.id, day(1, '08:00'));
      const closed = await pair(b.id, d.id, day(1));
      const recent = await pair(d.id, a.id, day(10));
      // The gap of `withSessions` starts at its last session not disputed, pending or confirmed.
      const pending = await log(withSessions, a.id, '2026-03-03', 2);
      const later = await log(withSessions, c.id, '2026-03-05', 2);
      await decide(later.id, 'disputed');
      await close(closed.id, 'aborted_by_administrator', null);

      const earlyGap = { projectId: early.id, gapStartedOn: '2026-03-01' };
      const eveningGap = { projectId: lateEvening.id, gapStartedOn: '2026-03-02' };
      const sessionsGap = { projectId: withSessions.id, gapStartedOn: '2026-03-03' };
      const due = (gapStartedOnOrBefore: string, limit = 10) =>
        reads().projectSessions.listDueForReminder(gapStartedOnOrBefore, limit);
      expect(await due('2026-03-05')).toEqual([earlyGap, eveningGap, sessionsGap]);
      expect(await due('2026-03-02')).toEqual([earlyGap, eveningGap]);
      expect(await due('2026-03-05', 1)).toEqual([earlyGap]);
      expect(await due('2026-02-28')).toEqual([]);
      expect((await due('2026-03-10')).map((gap) => gap.projectId)).toContain(recent.id);

      // Reminded once per gap: the second record answers false, and the gap leaves the list.
      const remind = (gap: typeof earlyGap, at: Date) =>
        write(({ projectSessions }) => projectSessions.recordReminder(gap, at));
      expect(await remind(earlyGap, day(15))).toBe(true);
      expect(await remind(earlyGap, day(16))).toBe(false);
      expect(await remind(sessionsGap, day(15))).toBe(true);
      expect(await due('2026-03-05')).toEqual([eveningGap]);

      // A session after the reminded gap opens a new gap, reminded anew once it is old enough.
      await decide(pending.id, 'confirmed');
      const next = await log(withSessions, a.id, '2026-03-08', 2);
      expect(await due('2026-03-07')).toEqual([eveningGap]);
      expect(await due('2026-03-08')).toEqual([
        eveningGap,
        { projectId: withSessions.id, gapStartedOn: '2026-03-08' },
      ]);
      // Removing that session brings the reminded gap back: it is not mailed twice.
      await write(({ projectSessions }) => projectSessions.delete(next.id));
      expect(await due('2026-03-08')).toEqual([eveningGap]);
    });
  });

  describe('coaching hours', () => {
    /** Entries in the total order the coaching log uses, so the comparison does not depend on reading order. */
    const entriesOf = async (accountId: string) =>
      [...(await reads().coachingHours.listHourEntries(accountId))].sort(compareEntries);
    const partnerOf = (
      account: { id: string; name: string; surname: string; email: string },
      sharesEmail = false,
    ) => ({
      accountId: account.id,
      name: account.name,
      surname: account.surname,
      email: account.email,
      sharesEmail,
      sharesName: false,
    });

    it("answers a member's confirmed sessions as coach and as coachee, in any project state", async () => {
      const ayse = await member({ name: 'Ayşe', surname: 'Koç' });
      const burak = await member({ name: 'Burak', surname: 'Danışan' });
      const cem = await member({ name: 'Cem', surname: 'Koç' });
      const coaching = await pair(ayse.id, burak.id, day(1));
      const coached = await pair(cem.id, ayse.id, day(2));
      const first = await log(coaching, ayse.id, '2026-03-03', 2);
      const second = await log(coaching, burak.id, '2026-03-10', 3);
      const pending = await log(coaching, ayse.id, '2026-03-12', 4);
      const disputed = await log(coaching, ayse.id, '2026-03-13', 4);
      const received = await log(coached, cem.id, '2026-03-04', 1);
      await decide(first.id, 'confirmed');
      await decide(second.id, 'confirmed');
      await decide(received.id, 'confirmed');
      await decide(disputed.id, 'disputed');
      // Closed with a count: the confirmed sessions stand, the closing count does not add to them.
      await close(coaching.id, 'completed_confirmed', 6);
      // Burak lets coaches list his e-mail; Cem never chose.
      await write(({ coachingHours }) =>
        coachingHours.savePreferences(
          burak.id,
          { trainingStartedOn: null, shareEmailWithCoaches: true, shareNameWithCoaches: false },
          day(5),
        ),
      );

      const entry = (overrides: Partial<HourEntry> & Pick<HourEntry, 'projectId' | 'role' | 'partner'>) =>
        ({ day: '', halfHours: 0, source: 'log', sessionId: null, ...overrides }) satisfies HourEntry;
      expect(await entriesOf(ayse.id)).toEqual([
        entry({
          projectId: coaching.id,
          role: 'coach',
          partner: partnerOf(burak, true),
          day: '2026-03-03',
          halfHours: 2,
          sessionId: first.id,
        }),
        entry({
          projectId: coached.id,
          role: 'coachee',
          partner: partnerOf(cem),
          day: '2026-03-04',
          halfHours: 1,
          sessionId: received.id,
        }),
        entry({
          projectId: coaching.id,
          role: 'coach',
          partner: partnerOf(burak, true),
          day: '2026-03-10',
          halfHours: 3,
          sessionId: second.id,
        }),
      ]);
      expect(await entriesOf(burak.id)).toEqual([
        entry({
          projectId: coaching.id,
          role: 'coachee',
          partner: partnerOf(ayse),
          day: '2026-03-03',
          halfHours: 2,
          sessionId: first.id,
        }),
        entry({
          projectId: coaching.id,
          role: 'coachee',
          partner: partnerOf(ayse),
          day: '2026-03-10',
          halfHours: 3,
          sessionId: second.id,
        }),
      ]);
      expect(pending.state).toBe('pending');
      expect(await reads().coachingHours.listHourEntries(unknownId)).toEqual([]);
    });

    it('stands the closing count in for a completed project without confirmed sessions, for the sides it moved', async () => {
      const coach = await member({ name: 'Koç' });
      const coachee = await member({ name: 'Danışan' });
      const byCoachee = await pair(coach.id, coachee.id, day(1));
      const confirmedByCoachee = await pair(coach.id, coachee.id, day(2));
      const bySystem = await pair(coach.id, coachee.id, day(3));
      const aborted = await pair(coach.id, coachee.id, day(4));
      const abortedBySystem = await pair(coach.id, coachee.id, day(5));
      // A pending and a disputed session do not stop the closing count from standing in.
      await log(byCoachee, coach.id, '2026-03-02', 2);
      const disputed = await log(confirmedByCoachee, coach.id, '2026-03-03', 2);
      await decide(disputed.id, 'disputed');
      // 22:00 UTC is 01:00 the next day in Istanbul: the entry's day is that next day.
      await close(byCoachee.id, 'completed_by_coachee', 4, new Date('2026-03-20T22:00:00Z'));
      await close(confirmedByCoachee.id, 'completed_confirmed', 2, day(21));
      await close(bySystem.id, 'completed_by_system', 3, day(22));
      await close(aborted.id, 'aborted_by_administrator', null, day(23));
      await close(abortedBySystem.id, 'aborted_by_system', null, day(24));

      const closing = (
        projectId: string,
        role: 'coach' | 'coachee',
        on: string,
        halfHours: number,
      ): HourEntry => ({
        projectId,
        role,
        partner: partnerOf(role === 'coach' ? coachee : coach),
        day: on,
        halfHours,
        source: 'closing',
        sessionId: null,
      });
      expect(await entriesOf(coach.id)).toEqual(
        [
          closing(byCoachee.id, 'coach', '2026-03-21', 8),
          closing(confirmedByCoachee.id, 'coach', '2026-03-21', 4),
          closing(bySystem.id, 'coach', '2026-03-22', 6),
        ].sort(compareEntries),
      );
      // The system's closing moved no points of the coachee's: no hours received either.
      expect(await entriesOf(coachee.id)).toEqual(
        [
          closing(byCoachee.id, 'coachee', '2026-03-21', 8),
          closing(confirmedByCoachee.id, 'coachee', '2026-03-21', 4),
        ].sort(compareEntries),
      );
    });

    it('counts coached hours per member (not staff) from the training start on, in one list', async () => {
      const ayse = await member({ name: 'Ayşe', surname: 'Koç' });
      const burak = await member({ name: 'Burak', surname: 'Koç' });
      const cem = await member({ name: 'Cem', surname: 'Danışan' });
      const deniz = await member({ name: 'Deniz', surname: 'Koç' });
      const ayseCoaches = await pair(ayse.id, cem.id, day(1));
      const burakCoaches = await pair(burak.id, cem.id, day(1));
      const denizCoaches = await pair(deniz.id, ayse.id, day(1));
      const early = await log(ayseCoaches, ayse.id, '2026-03-02', 2);
      const onStart = await log(ayseCoaches, ayse.id, '2026-03-05', 3);
      const after = await log(ayseCoaches, cem.id, '2026-03-08', 4);
      await log(ayseCoaches, ayse.id, '2026-03-09', 5);
      for (const session of [early, onStart, after]) await decide(session.id, 'confirmed');
      // Burak's hours come from the closing count only; Deniz's sessions are all before his start.
      await close(burakCoaches.id, 'completed_by_system', 3, day(20));
      const denizEarly = await log(denizCoaches, deniz.id, '2026-03-03', 4);
      await decide(denizEarly.id, 'confirmed');
      const save = (accountId: string, trainingStartedOn: string | null) =>
        write(({ coachingHours }) =>
          coachingHours.savePreferences(
            accountId,
            { trainingStartedOn, shareEmailWithCoaches: false, shareNameWithCoaches: false },
            day(1),
          ),
        );
      await save(ayse.id, '2026-03-05');
      await save(deniz.id, '2026-03-04');

      const counted = async () =>
        [...(await reads().coachingHours.listCoachedHours())].sort((x, y) =>
          x.accountId < y.accountId ? -1 : 1,
        );
      const row = (account: typeof ayse, countedHalfHours: number) => ({
        accountId: account.id,
        name: account.name,
        surname: account.surname,
        email: account.email,
        countedHalfHours,
      });
      // Hours received (Ayşe's as Deniz's coachee, Cem's) never count as coached.
      expect(await counted()).toEqual(
        [row(ayse, 7), row(burak, 6)].sort((x, y) => (x.accountId < y.accountId ? -1 : 1)),
      );
      await save(ayse.id, null);
      await save(deniz.id, '2026-03-03');
      expect(await counted()).toEqual(
        [row(ayse, 9), row(burak, 6), row(deniz, 4)].sort((x, y) => (x.accountId < y.accountId ? -1 : 1)),
      );
      // Only the members whose figure lies in a range asked (bounds included), read by its index.
      const within = async (ranges: readonly { from: number; to: number }[]) =>
        (await reads().coachingHours.listCoachedHours(ranges)).map((item) => item.accountId).sort();
      expect(await within([{ from: 4, to: 6 }])).toEqual([burak.id, deniz.id].sort());
      expect(
        await within([
          { from: 1, to: 3 },
          { from: 9, to: 20 },
        ]),
      ).toEqual([ayse.id]);
      expect(await within([])).toEqual([]);
      // A confirmed session deleted no longer counts; one confirmed in a project closed with a count
      // stands in for that count (the closing count only fills an empty log).
      await write(({ projectSessions }) => projectSessions.delete(after.id));
      const late = await log(burakCoaches, burak.id, '2026-03-12', 1);
      expect(await within([{ from: 5, to: 6 }])).toEqual([ayse.id, burak.id].sort());
      await decide(late.id, 'confirmed');
      expect(await counted()).toEqual(
        [row(ayse, 5), row(burak, 1), row(deniz, 4)].sort((x, y) => (x.accountId < y.accountId ? -1 : 1)),
      );
      // An account made staff is no longer a member working towards a credential.
      await write(({ accounts }) => accounts.update(burak.id, { accountRoleType: 'Administrator' }));
      expect(await counted()).toEqual(
        [row(ayse, 5), row(deniz, 4)].sort((x, y) => (x.accountId < y.accountId ? -1 : 1)),
      );
    });

    it('answers the defaults until a member chooses, then their last choice', async () => {
      const ayse = await member();
      const burak = await member();
      const defaults = { trainingStartedOn: null, shareEmailWithCoaches: false, shareNameWithCoaches: false };
      expect(await reads().coachingHours.findPreferences(ayse.id)).toEqual(defaults);
      const save = (
        trainingStartedOn: string | null,
        shareEmailWithCoaches: boolean,
        shareNameWithCoaches: boolean,
      ) =>
        write(({ coachingHours }) =>
          coachingHours.savePreferences(
            ayse.id,
            { trainingStartedOn, shareEmailWithCoaches, shareNameWithCoaches },
            day(3),
          ),
        );
      await save('2025-09-01', true, true);
      expect(await reads().coachingHours.findPreferences(ayse.id)).toEqual({
        trainingStartedOn: '2025-09-01',
        shareEmailWithCoaches: true,
        shareNameWithCoaches: true,
      });
      await save(null, false, false);
      expect(await reads().coachingHours.findPreferences(ayse.id)).toEqual(defaults);
      expect(await reads().coachingHours.findPreferences(burak.id)).toEqual(defaults);
    });
  });
}
