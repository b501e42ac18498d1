import { addDays, localDateOf, sessionTimeZone } from '@coach/core';
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testProgramme } from '../testing/programme.ts';
import { readJson } from '../testing/read-json.ts';
import { createTestApp, routeTestKinds, type TestApp } from '../testing/test-app.ts';

// Sessions in the calendar over HTTP (ADR 0056): one call of each route shape (a project's plan,
// a proposal, its answer, a cancellation, the upcoming list, the feed's address, renewal,
// revocation) and the feed itself, read without signing in as calendar apps read it.

describe.each(routeTestKinds())('sessions in the calendar on %s', (kind) => {
  let t: TestApp;
  let p: ReturnType<typeof testProgramme>;
  let admin: string;

  beforeAll(async () => {
    t = await createTestApp({ database: kind });
    p = testProgramme(t, `spl${kind}`);
    await t.createAccount({ email: `admin-spl-${kind}@example.com`, accountRoleType: 'Administrator' });
    admin = await t.signIn(`admin-spl-${kind}@example.com`);
  });
  afterAll(() => t.close());

  it('proposes (201), answers and cancels (2002), lists, and serves the private feed by its token alone', async () => {
    const coach = await p.coach({ name: 'Kerem' });
    const coachee = await p.member({ name: 'Ayşe' });
    const project = (await p.project(admin, coach, coachee)) as { id: string };
    const tomorrow = addDays(localDateOf(t.clock.now(), sessionTimeZone), 1);

    const proposed = await p.call('POST', '/sessionplans/proposals', coach.token, {
      projectId: project.id,
      slots: [{ day: tomorrow, time: '10:00', minutes: 60 }],
    });
    expect(proposed.status).toBe(201);
    const { data: plan } = await readJson(proposed);
    const read = await readJson(await p.call('GET', `/sessionplans?projectId=${project.id}`, coachee.token));
    expect(read.data.openProposal).toMatchObject({ id: plan.openProposal.id, canAnswer: true });

    const own = await p.call('POST', '/sessionplans/proposals/answer', coach.token, {
      proposalId: plan.openProposal.id,
      answer: 'accept',
      slot: 0,
    });
    expect([own.status, (await readJson(own)).code]).toEqual([403, 4104]);
    const accepted = await p.call('POST', '/sessionplans/proposals/answer', coachee.token, {
      proposalId: plan.openProposal.id,
      answer: 'accept',
      slot: 0,
    });
    expect(accepted.status).toBe(200);
    const session = (await readJson(accepted)).data.sessions[0];
    expect(session).toMatchObject({ day: tomorrow, time: '10:00', minutes: 60 });

    const upcoming = await readJson(await p.call('GET', '/sessionplans/upcoming', coach.token));
    expect(upcoming.data.items.map((item: { id: string }) => item.id)).toEqual([session.id]);

    expect((await readJson(await p.call('GET', '/calendarfeed', coach.token))).data).toEqual({
      url: null,
      createdAt: null,
    });
    const renewed = await p.call('POST', '/calendarfeed', coach.token);
    expect(renewed.status).toBe(200);
    const { url } = (await readJson(renewed)).data as { url: string };
    // The feed: no bearer token, an iCalendar file that lists the session.
    const feed = await t.app.request(url);
    expect(feed.status).toBe(200);
    expect(feed.headers.get('content-type')).toContain('text/calendar');
    const calendar = new ICAL.Component(ICAL.parse(await feed.text()));
    expect(calendar.getAllSubcomponents('vevent').map((event) => new ICAL.Event(event).uid)).toEqual([
      expect.stringContaining(session.id),
    ]);

    const cancelled = await p.call('POST', '/sessionplans/cancel', coach.token, {
      scheduledSessionId: session.id,
    });
    expect([cancelled.status, (await readJson(cancelled)).code]).toEqual([200, 2002]);
    const revoked = await p.call('DELETE', '/calendarfeed', coach.token);
    expect([revoked.status, (await readJson(revoked)).code]).toEqual([200, 2003]);
    expect((await t.app.request(url)).status).toBe(404);
  });
});
