import {
  abortProjectByAdministrator,
  execute,
  listAuditLog,
  listMyOpenProjects,
  listMyProjects,
  listNotifications,
  listProjectMessages,
  markProjectMessagesRead,
  messagePageSize,
  postProjectMessage,
  readProjectMessagesAsAdministrator,
} from '@coach/core';
import { describe, expect, it } from 'vitest';
import { failure, type Member, outcome, type Programme, programme } from './projects-testing.ts';

const start = new Date('2026-03-02T09:00:00Z');

async function running(p: Programme) {
  const coach = await p.coachReady('Kerem', { language: 'tr' });
  const coachee = await p.member('Ayşe', { language: 'en' });
  const { project } = await p.pairUp({ coach, coachee });
  return { coach, coachee, projectId: project.id };
}

const post = (who: Member, projectId: string, body: string) =>
  execute(postProjectMessage, who.ctx, { projectId, body });
const read = (who: Member, projectId: string, before?: string) =>
  execute(listProjectMessages, who.ctx, { projectId, before });
const markRead = (who: Member, projectId: string) => execute(markProjectMessagesRead, who.ctx, { projectId });

describe('the thread of a project', () => {
  it('lets both partners write and read, oldest first, with plain text kept as typed', async () => {
    const p = await programme({ start });
    const { coach, coachee, projectId } = await running(p);
    const first = await post(coach, projectId, '  Merhaba <b>Ayşe</b>, https://example.com  ');
    expect(first).toMatchObject({
      authorRole: 'coach',
      authorName: 'Kerem Üye',
      mine: true,
      body: 'Merhaba <b>Ayşe</b>, https://example.com',
      unread: false,
    });
    p.advanceDays(0.01);
    await post(coachee, projectId, 'Hello!');
    const seenByCoachee = await read(coachee, projectId);
    expect(seenByCoachee.items.map((item) => [item.body, item.mine, item.unread])).toEqual([
      ['Merhaba <b>Ayşe</b>, https://example.com', false, false],
      ['Hello!', true, false],
    ]);
    expect(seenByCoachee).toMatchObject({ canPost: true, unreadCount: 0, olderBefore: null });
    const seenByCoach = await read(coach, projectId);
    expect(seenByCoach.unreadCount).toBe(1);
    expect(seenByCoach.items.at(-1)).toMatchObject({ body: 'Hello!', mine: false, unread: true });
    await markRead(coach, projectId);
    expect((await read(coach, projectId)).unreadCount).toBe(0);
  });

  it('counts the partner’s unread messages on the member’s project lists, until the thread is read', async () => {
    const p = await programme({ start });
    const { coach, coachee, projectId } = await running(p);
    const unreadOn = async (who: Member) => {
      const all = await execute(listMyProjects, who.ctx, {});
      const open = await execute(listMyOpenProjects, who.ctx, {});
      const counts = [all, open].map(
        (list) => list.items.find((item) => item.id === projectId)?.unreadMessages,
      );
      expect(counts[0]).toBe(counts[1]);
      return counts[0];
    };
    await post(coach, projectId, 'One');
    await post(coach, projectId, 'Two');
    expect(await unreadOn(coachee)).toBe(2);
    // One's own messages are never unread.
    expect(await unreadOn(coach)).toBe(0);
    await markRead(coachee, projectId);
    expect(await unreadOn(coachee)).toBe(0);
    p.advanceDays(0.01);
    await post(coach, projectId, 'Three');
    expect(await unreadOn(coachee)).toBe(1);
  });

  it('refuses empty and too long messages, and strangers', async () => {
    const p = await programme({ start });
    const { coach, projectId } = await running(p);
    const stranger = await p.member('Deniz');
    expect(await outcome(post(coach, projectId, '   '))).toBe('validationFailed');
    expect(await outcome(post(coach, projectId, 'x'.repeat(2001)))).toBe('validationFailed');
    expect(await outcome(post(stranger, projectId, 'hi'))).toBe('recordNotFound');
    expect(await outcome(read(stranger, projectId))).toBe('recordNotFound');
  });

  it('pages long threads backwards by keyset', async () => {
    const p = await programme({ start });
    const { coach, coachee, projectId } = await running(p);
    for (let index = 1; index <= messagePageSize + 2; index++) {
      await post(index % 2 ? coach : coachee, projectId, `message ${index}`);
      p.advanceDays(0.001);
    }
    const newest = await read(coach, projectId);
    expect(newest.items).toHaveLength(messagePageSize);
    expect(newest.items[0]?.body).toBe('message 3');
    expect(newest.items.at(-1)?.body).toBe(`message ${messagePageSize + 2}`);
    expect(newest.olderBefore).toBe(newest.items[0]?.id);
    const older = await read(coach, projectId, newest.olderBefore ?? undefined);
    expect(older.items.map((item) => item.body)).toEqual(['message 1', 'message 2']);
    expect(older.olderBefore).toBeNull();
  });

  it('stays readable after the project closed, and takes no more messages', async () => {
    const p = await programme({ start });
    const { coach, coachee, projectId } = await running(p);
    await post(coachee, projectId, 'Before the end');
    await execute(abortProjectByAdministrator, p.admin, { projectId, reason: 'Test' });
    expect(await failure(post(coach, projectId, 'After the end'))).toMatchObject({ code: 4050 });
    const thread = await read(coach, projectId);
    expect(thread).toMatchObject({ canPost: false });
    expect(thread.items.map((item) => item.body)).toEqual(['Before the end']);
  });

  it('mails the partner once per burst, until they read the thread, without any address', async () => {
    const p = await programme({ start });
    const { coach, coachee, projectId } = await running(p);
    await post(coach, projectId, 'One');
    await post(coach, projectId, 'Two');
    await post(coach, projectId, 'Three');
    const first = await p.mailsOf('projectMessage');
    expect(first).toEqual([
      {
        to: coachee.email,
        language: 'en',
        data: { name: 'Ayşe Üye', partnerName: 'Kerem Üye', role: 'coachee', projectId },
      },
    ]);
    // The coach's own messages never mail the coach; the coachee's answer mails the coach once.
    await post(coachee, projectId, 'Answer');
    const recipients = async () => (await p.mailsOf('projectMessage')).map((mail) => mail.to).sort();
    expect(await recipients()).toEqual([coachee.email, coach.email].sort());
    // Once the coachee read the thread, the next message mails her again.
    await markRead(coachee, projectId);
    await post(coach, projectId, 'Four');
    expect(await recipients()).toEqual([coachee.email, coachee.email, coach.email].sort());
    const all = await p.mailsOf('projectMessage');
    for (const mail of all) expect(JSON.stringify(mail.data)).not.toContain('@');
    // Each mail comes with its notification (ADR 0055), linked to the project's thread.
    const notified = await execute(listNotifications, coachee.ctx, { page: 1, pageSize: 50 });
    expect(notified.items.filter((item) => item.kind === 'newMessage')).toMatchObject([
      { data: { partnerName: 'Kerem Üye', projectId }, link: `user/projects#project-${projectId}` },
      { data: { partnerName: 'Kerem Üye', projectId }, link: `user/projects#project-${projectId}` },
    ]);
    // Reading the thread reads them too: the bell no longer says what the thread showed.
    await markRead(coachee, projectId);
    const after = await execute(listNotifications, coachee.ctx, { page: 1, pageSize: 50 });
    expect(after.items.filter((item) => item.kind === 'newMessage' && item.readAt === null)).toEqual([]);
  });

  it('limits how fast one member posts', async () => {
    const p = await programme({ start });
    const { coach, projectId } = await running(p);
    for (let index = 0; index < 30; index++) await post(coach, projectId, `burst ${index}`);
    expect(await failure(post(coach, projectId, 'one too many'))).toMatchObject({ key: 'tooManyRequests' });
  });

  it('lets an administrator read a thread, and writes each read to the audit log', async () => {
    const p = await programme({ start });
    const { coach, coachee, projectId } = await running(p);
    await post(coach, projectId, 'Hello');
    p.advanceDays(0.001);
    await post(coachee, projectId, 'Hi');
    const thread = await execute(readProjectMessagesAsAdministrator, p.admin, { projectId });
    expect(thread.items.map((item) => [item.authorRole, item.authorName, item.body])).toEqual([
      ['coach', 'Kerem Üye', 'Hello'],
      ['coachee', 'Ayşe Üye', 'Hi'],
    ]);
    const audit = await execute(listAuditLog, p.admin, { search: 'projects.readMessages' });
    expect(audit.items).toEqual([
      expect.objectContaining({
        action: 'projects.readMessages',
        entityType: 'project',
        entityId: projectId,
        after: { before: null, messages: 2 },
      }),
    ]);
    expect(await outcome(execute(readProjectMessagesAsAdministrator, coach.ctx, { projectId }))).toBe(
      'forbidden',
    );
  });
});
