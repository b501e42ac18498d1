import { execute, runGroupMails } from '@coach/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemContextOf } from '../composition.ts';
import { demoPasswords } from '../seed/demo-data.ts';
import { seedDemoData } from '../seed/seed-demo-data.ts';
import { readJson } from '../testing/read-json.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

let t: TestApp;
let adminToken: string;
let memberToken: string;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemoData(systemContextOf(t.composition));
  adminToken = await t.signIn('admin@example.com', demoPasswords.administration);
  memberToken = await t.signIn('ayse@example.com', demoPasswords.members);
});
afterAll(() => t.close());

const call = (path: string, token?: string, init: RequestInit = {}) =>
  t.app.request(path, {
    ...init,
    headers: {
      'Accept-Language': 'en',
      'Content-Type': 'application/json',
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
  });
const post = (path: string, token: string | undefined, body: unknown) =>
  call(path, token, { method: 'POST', body: JSON.stringify(body) });

const content = {
  subjectTr: 'Program duyurusu',
  bodyTr: 'Yeni dönem başlıyor.',
  subjectEn: 'Programme news',
  bodyEn: 'A new term begins.',
};
const ayseOnly = { kind: 'filter', filter: { search: 'ayse@example.com' } };

describe('mail to a group over HTTP (ADR 0049)', () => {
  it('previews both languages, counts, sends, lists and shows a mail', async () => {
    const preview = await readJson(await post('/api/groupmails/preview', adminToken, content));
    expect(preview.data.tr.subject).toBe('Program duyurusu');
    expect(preview.data.en.html).toContain('A new term begins.');

    const count = await readJson(await post('/api/groupmails/count', adminToken, { audience: ayseOnly }));
    expect(count.data).toEqual({ matching: 1, optedOut: 0, recipients: 1 });
    // The accounts list's lock state, read by the SQL (Ayşe is not locked).
    const countLocked = async (locked: boolean) =>
      (
        await readJson(
          await post('/api/groupmails/count', adminToken, {
            audience: { ...ayseOnly, filter: { ...ayseOnly.filter, locked } },
          }),
        )
      ).data.matching;
    expect([await countLocked(true), await countLocked(false)]).toEqual([0, 1]);

    const sent = await post('/api/groupmails', adminToken, { ...content, audience: ayseOnly });
    expect(sent.status).toBe(201);
    const { data: mail } = await readJson(sent);
    expect(mail).toMatchObject({ status: 'queued', recipientsTotal: 1 });

    const list = await readJson(await call('/api/groupmails', adminToken));
    expect(list.data.items[0]).toMatchObject({ id: mail.id, subjectEn: 'Programme news' });
    const detail = await readJson(await call(`/api/groupmails/${mail.id}`, adminToken));
    expect(detail.data).toMatchObject({ bodyTr: 'Yeni dönem başlıyor.' });
    expect((await call('/api/groupmails/not-an-id', adminToken)).status).toBe(400);
  });

  it('refuses members, and a selection of more than 1,000 accounts with a translated error', async () => {
    expect((await post('/api/groupmails/count', memberToken, { audience: ayseOnly })).status).toBe(403);
    const many = Array.from({ length: 1001 }, () => '3f1f6a52-2a4a-4b8e-9d51-0f2b1c9a7e10');
    const refused = await post('/api/groupmails/count', adminToken, {
      audience: { kind: 'selection', accountIds: many },
    });
    expect(refused.status).toBe(400);
  });

  it('saves, lists and deletes a named filter; the same name twice is refused', async () => {
    const filter = {
      role: 'User',
      level: 'coach',
      membershipEndsFrom: '2026-11-01',
      membershipEndsTo: '2026-11-30',
    };
    const saved = await post('/api/savedfilters', adminToken, { name: 'Coaches ending in November', filter });
    expect(saved.status).toBe(201);
    const { data } = await readJson(saved);
    expect(
      (await post('/api/savedfilters', adminToken, { name: 'coaches ending in november', filter })).status,
    ).toBe(409);
    const list = await readJson(await call('/api/savedfilters', adminToken));
    expect(list.data.items).toEqual([
      expect.objectContaining({ id: data.id, filter: expect.objectContaining(filter) }),
    ]);
    expect((await call(`/api/savedfilters/${data.id}`, adminToken, { method: 'DELETE' })).status).toBe(200);
  });

  it('lets a member turn programme news off and on in their settings', async () => {
    expect((await readJson(await call('/api/accounts/mailpreferences', memberToken))).data).toEqual({
      programmeNews: true,
      switchedOff: [],
    });
    const changed = await post('/api/accounts/mailpreferences', memberToken, { programmeNews: false });
    expect((await readJson(changed)).data).toEqual({ programmeNews: false, switchedOff: [] });
    await post('/api/accounts/mailpreferences', memberToken, { programmeNews: true });
  });

  it('unsubscribes by the link: GET asks, POST (the page’s or the mail client’s one click) does it', async () => {
    await post('/api/groupmails', adminToken, { ...content, audience: ayseOnly });
    await execute(runGroupMails, systemContextOf(t.composition), {});
    const { items } = await t.composition.ports.repositories.outbox.list({
      search: 'ayse',
      offset: 0,
      limit: 10,
    });
    const token = String(items.find((row) => row.template === 'programmeNews')?.data.unsubscribeToken);

    const asked = await readJson(await call(`/api/unsubscribe/${token}`));
    expect(asked.data).toEqual({ maskedEmail: 'ay•••@example.com', programmeNews: true, language: 'tr' });
    const done = await readJson(await post('/api/unsubscribe', undefined, { token }));
    expect(done.data.programmeNews).toBe(false);

    await post('/api/accounts/mailpreferences', memberToken, { programmeNews: true });
    const oneClick = await t.app.request(`/unsubscribe/${token}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.status).toBe(200);
    expect(
      (await readJson(await call('/api/accounts/mailpreferences', memberToken))).data.programmeNews,
    ).toBe(false);

    const changed = `${token.slice(0, -1)}${token.endsWith('0') ? '1' : '0'}`;
    const tampered = await call(`/api/unsubscribe/${changed}`);
    expect(tampered.status).toBe(400);
    expect((await readJson(tampered)).code).toBe(4042);
    const tamperedClick = await t.app.request(`/en/unsubscribe/${changed}`, { method: 'POST' });
    expect(tamperedClick.status).toBe(400);
  });
});
