import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testProgramme } from '../testing/programme.ts';
import { readJson } from '../testing/read-json.ts';
import { createTestApp, routeTestKinds, type TestApp } from '../testing/test-app.ts';

// The thread of a project over HTTP (ADR 0057): one call of each route, with its code, and the
// administrators' read, which the audit log records.

describe.each(routeTestKinds())('project messages on %s', (kind) => {
  let t: TestApp;
  let p: ReturnType<typeof testProgramme>;
  let admin: string;

  beforeAll(async () => {
    t = await createTestApp({ database: kind });
    p = testProgramme(t, `msg${kind}`);
    await t.createAccount({ email: `admin-msg-${kind}@example.com`, accountRoleType: 'Administrator' });
    admin = await t.signIn(`admin-msg-${kind}@example.com`);
  });
  afterAll(() => t.close());

  it('posts (201, 2001), reads, marks read (2004), and lets an administrator read with an audit entry', async () => {
    const coach = await p.coach({ name: 'Kerem' });
    const coachee = await p.member({ name: 'Ayşe' });
    const project = (await p.project(admin, coach, coachee)) as { id: string };

    const posted = await p.call('POST', '/projectmessages', coach.token, {
      projectId: project.id,
      body: 'Merhaba <script>x</script>',
    });
    expect(posted.status).toBe(201);
    expect(await readJson(posted)).toMatchObject({
      code: 2001,
      data: { authorRole: 'coach', mine: true, body: 'Merhaba <script>x</script>' },
    });

    const thread = await p.ok(p.call('GET', `/projectmessages?projectId=${project.id}`, coachee.token));
    expect(thread).toMatchObject({ canPost: true, unreadCount: 1, olderBefore: null });
    expect(JSON.stringify(thread)).not.toContain(coach.email);

    const read = await p.call('POST', '/projectmessages/read', coachee.token, { projectId: project.id });
    expect(await readJson(read)).toMatchObject({ code: 2004 });
    expect(
      await p.ok(p.call('GET', `/projectmessages?projectId=${project.id}`, coachee.token)),
    ).toMatchObject({ unreadCount: 0 });

    // A partner may not read as an administrator; an administrator may, and the log says so.
    const refused = await p.call(
      'GET',
      `/projectmessages/byadministrator?projectId=${project.id}`,
      coach.token,
    );
    expect(refused.status).toBe(403);
    const asAdmin = await p.ok(
      p.call('GET', `/projectmessages/byadministrator?projectId=${project.id}`, admin),
    );
    expect(asAdmin).toMatchObject({ items: [{ authorRole: 'coach', body: 'Merhaba <script>x</script>' }] });
    const audit = (await p.ok(p.call('GET', `/auditlog?entityId=${project.id}`, admin))) as {
      items: { action: string }[];
    };
    expect(audit.items.map((entry) => entry.action)).toContain('projects.readMessages');
  });
});
