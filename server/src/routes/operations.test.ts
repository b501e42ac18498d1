import { startSmtpTestServer } from '@coach/adapters/testing/smtp-test-server';
import { deliverDueMail, execute } from '@coach/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemContextOf } from '../composition.ts';
import { demoPasswords } from '../seed/demo-data.ts';
import { seedDemoData } from '../seed/seed-demo-data.ts';
import { readJson } from '../testing/read-json.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

let t: TestApp;
let adminToken: string;
const office = demoPasswords.administration;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemoData(systemContextOf(t.composition));
  adminToken = await t.signIn('admin@example.com', office);
});
afterAll(() => t.close());

const call = (path: string, token?: string, init: RequestInit = {}, language = 'en') =>
  t.app.request(path, {
    ...init,
    headers: {
      'Accept-Language': language,
      'Content-Type': 'application/json',
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
  });
const sendTest = (token: string, language: 'tr' | 'en') =>
  call('/api/outbox/test', token, { method: 'POST', body: JSON.stringify({ language }) });

describe('the outbox (administrators only)', () => {
  it('queues a test mail to the administrator, lists it and renders it for a preview', async () => {
    const queued = await sendTest(adminToken, 'en');
    expect(queued.status).toBe(201);
    const { code, data: mail } = await readJson(queued);
    expect(code).toBe(2001);
    expect(mail).toMatchObject({ template: 'test', recipient: 'admin@example.com', language: 'en' });
    expect(mail).toMatchObject({ status: 'pending', attempts: 0, sentAt: null, lastError: null });

    const list = await readJson(await call('/api/outbox?page=1&pageSize=10', adminToken));
    expect(list.data).toMatchObject({ page: 1, pageSize: 10, total: 1, items: [{ id: mail.id }] });

    const preview = await readJson(await call(`/api/outbox/${mail.id}`, adminToken));
    expect(preview.data.subject).toBe('Test mail from Coaching Hours');
    expect(preview.data.html).toContain('Hello Zeynep Yılmaz,');
    expect(preview.data.text).toContain('Open the outbox');
  });

  it('pages newest first', async () => {
    t.clock.advanceSeconds(60);
    await sendTest(adminToken, 'tr');
    const { data } = await readJson(await call('/api/outbox?page=2&pageSize=1', adminToken));
    expect(data).toMatchObject({ page: 2, pageSize: 1, total: 2, items: [{ language: 'en' }] });
    expect((await call('/api/outbox?pageSize=500', adminToken)).status).toBe(400);
  });

  it('answers 404 (4002) for a mail that does not exist, and 400 for an id that cannot be', async () => {
    const missing = await call('/api/outbox/3f1f6a52-2a4a-4b8e-9d51-0f2b1c9a7e10', adminToken);
    expect(missing.status).toBe(404);
    expect((await readJson(missing)).code).toBe(4002);
    expect((await call('/api/outbox/not-an-id', adminToken)).status).toBe(400);
  });

  it('refuses salesmen and members (403), and callers not signed in (401)', async () => {
    const salesman = await t.signIn('sales@example.com', office);
    const member = await t.signIn('ayse@example.com', demoPasswords.members);
    for (const token of [salesman, member]) {
      expect((await call('/api/outbox', token)).status).toBe(403);
      expect((await call('/api/jobs', token)).status).toBe(403);
      expect((await sendTest(token, 'tr')).status).toBe(403);
    }
    expect((await call('/api/outbox')).status).toBe(401);
  });
});

describe('GET /api/jobs', () => {
  it('lists each job with its schedule and next run; mail delivery is off without SMTP_URL', async () => {
    const { data } = await readJson(await call('/api/jobs', adminToken));
    expect(data.jobs.map((job: { name: string }) => job.name)).toEqual([
      'mail.deliver',
      'passwords.sendResetLinks',
      'sessions.purge',
      'signIn.purge',
      'jobRuns.purge',
      'projects.match',
      'projects.expireClosingRequests',
      'projects.endOverdue',
      'projects.deadlineWarnings',
      'membership.reminders',
      'projects.sessionReminders',
      'planning.sessionReminders',
      'exports.run',
      'exports.purgeExpired',
      'groupMails.send',
      'accounts.bulkActions',
      'reports.recordWaits',
      'notifications.purge',
    ]);
    expect(data.jobs[0]).toMatchObject({
      schedule: '*/10 * * * * *',
      enabled: false,
      nextRunAt: null,
      runs: [],
    });
    expect(data.jobs[2]).toMatchObject({
      schedule: '15 * * * *',
      timezone: 'Europe/Istanbul',
      enabled: true,
    });
    expect(new Date(data.jobs[2].nextRunAt).getTime()).toBeGreaterThan(t.clock.now().getTime());
  });
});

describe('POST /api/jobs/{name}/run', () => {
  it('runs a job now, under its lock, recorded as a manual run the jobs list shows', async () => {
    const ran = await call('/api/jobs/sessions.purge/run', adminToken, { method: 'POST' });
    expect(ran.status).toBe(200);
    const { code, data: run } = await readJson(ran);
    expect(code).toBe(2004);
    expect(run).toMatchObject({ trigger: 'manual', outcome: 'succeeded', error: null });
    const { data } = await readJson(await call('/api/jobs', adminToken));
    const purge = data.jobs.find((job: { name: string }) => job.name === 'sessions.purge');
    expect(purge.runs[0]).toMatchObject({ id: run.id, trigger: 'manual' });
  });

  it('answers 409 (4061) while the job runs, 404 for a job that does not exist, 403 to others', async () => {
    const release = await t.composition.operations.jobLocks.tryAcquire('sessions.purge');
    try {
      const busy = await call('/api/jobs/sessions.purge/run', adminToken, { method: 'POST' }, 'tr');
      expect(busy.status).toBe(409);
      expect(await readJson(busy)).toMatchObject({
        code: 4061,
        message: expect.stringContaining('çalışıyor'),
      });
    } finally {
      await release?.();
    }
    const missing = await call('/api/jobs/no.such.job/run', adminToken, { method: 'POST' });
    expect(missing.status).toBe(404);
    const member = await t.signIn('ayse@example.com', demoPasswords.members);
    expect((await call('/api/jobs/sessions.purge/run', member, { method: 'POST' })).status).toBe(403);
    expect((await call('/api/jobs/sessions.purge/run', undefined, { method: 'POST' })).status).toBe(401);
  });
});

describe('with SMTP_URL set', () => {
  it('delivers a queued test mail to the mail server', async () => {
    const smtp = await startSmtpTestServer();
    const app = await createTestApp({
      environment: { SMTP_URL: smtp.url, MAIL_FROM: 'Koç <no-reply@koc.example.org>' },
    });
    try {
      await seedDemoData(systemContextOf(app.composition));
      const token = await app.signIn('admin@example.com', office);
      const queued = await app.app.request('/api/outbox/test', {
        method: 'POST',
        headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({ language: 'tr' }),
      });
      const { data: mail } = await readJson(queued);
      expect(await execute(deliverDueMail, systemContextOf(app.composition), {})).toMatchObject({ sent: 1 });
      expect(smtp.received.map((received) => [received.subject, received.messageId])).toEqual([
        ['Koçluk Saatleri’nden deneme e-postası', `<${mail.id}@koc.example.org>`],
      ]);
    } finally {
      await app.close();
      await smtp.close();
    }
  });
});
