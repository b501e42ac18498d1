import { localDateOf, sessionTimeZone } from '@coach/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testProgramme } from '../testing/programme.ts';
import { readJson } from '../testing/read-json.ts';
import { createTestApp, routeTestKinds, type TestApp } from '../testing/test-app.ts';

// Competency ratings over HTTP (ADR 0058): one call of each route, with its code and who may make it.

const scores = {
  ethicalPractice: 5,
  coachingMindset: 4,
  agreements: 4,
  trustAndSafety: 5,
  presence: 3,
  activeListening: 5,
  evokesAwareness: 4,
  clientGrowth: 4,
};

describe.each(routeTestKinds())('competency ratings on %s', (kind) => {
  let t: TestApp;
  let p: ReturnType<typeof testProgramme>;
  let admin: string;

  beforeAll(async () => {
    t = await createTestApp({ database: kind });
    p = testProgramme(t, `icf${kind}`);
    await t.createAccount({ email: `admin-icf-${kind}@example.com`, accountRoleType: 'Administrator' });
    admin = await t.signIn(`admin-icf-${kind}@example.com`);
  });
  afterAll(() => t.close());

  it('rates a confirmed session (201, 2001) once, and answers the coach and the administrators', async () => {
    const coach = await p.coach({ name: 'Kerem' });
    const coachee = await p.member({ name: 'Ayşe' });
    const project = (await p.project(admin, coach, coachee)) as { id: string };
    const heldOn = localDateOf(t.clock.now(), sessionTimeZone);
    const log = (await p.ok(
      p.call('POST', '/projectsessions', coach.token, { projectId: project.id, heldOn, hours: 1 }),
      201,
    )) as { items: { id: string }[] };
    const projectSessionId = log.items[0]?.id;
    await p.ok(p.call('POST', '/projectsessions/confirm', coachee.token, { projectSessionId }));

    const given = `/competencyratings/given?projectId=${project.id}`;
    expect(await p.ok(p.call('GET', given, coachee.token))).toMatchObject({
      sessionsToRate: [projectSessionId],
    });
    const rating = { projectId: project.id, projectSessionId, scores, note: 'Çok iyi dinledi' };
    const rated = await p.call('POST', '/competencyratings', coachee.token, rating);
    expect(rated.status).toBe(201);
    expect(await readJson(rated)).toMatchObject({ code: 2001 });
    const again = await p.call('POST', '/competencyratings', coachee.token, rating);
    expect(again.status).toBe(409);
    expect(await readJson(again)).toMatchObject({ code: 4101 });

    // One rating is below the minimum: the coach's page holds no figure and no note.
    expect(await p.ok(p.call('GET', '/competencyratings/mine', coach.token))).toEqual({
      ratingCount: 1,
      minimumRatings: 3,
      averages: null,
      overTime: [],
      notes: [],
    });
    expect((await p.call('GET', '/competencyratings/programme', coach.token)).status).toBe(403);
    expect(await p.ok(p.call('GET', '/competencyratings/programme', admin))).toMatchObject({
      ratingCount: 1,
      coachCount: 1,
      averages: scores,
    });
  });
});
