import type { NewNotification } from '@coach/core';
import { describe, expect, it } from 'vitest';
import { contractHelpers } from './contract-helpers.ts';
import type { PersistenceUnderTest } from './persistence-under-test.ts';

const at = (time: string) => new Date(`2026-03-02T${time}:00Z`);

const proofReviewed = (accountId: string, time: string): NewNotification => ({
  kind: 'proofReviewed',
  data: { approved: true, reason: null },
  link: 'user/file-operations',
  accountId,
  createdAt: at(time),
});

/**
 * Members' notifications and mail choices (ADR 0055), part of the repository contract: memory,
 * PGlite and PostgreSQL answer alike.
 */
export function describeNotificationsContract(persistence: () => PersistenceUnderTest): void {
  const { reads, write, member } = contractHelpers(persistence, 'notifications');

  describe('notifications', () => {
    it("pages a member's notifications newest first, with the total and the unread count", async () => {
      const ayse = await member();
      const other = await member();
      await write(({ notifications }) =>
        notifications.addMany([
          proofReviewed(ayse.id, '10:00'),
          proofReviewed(ayse.id, '12:00'),
          proofReviewed(ayse.id, '11:00'),
          proofReviewed(other.id, '13:00'),
        ]),
      );
      const first = await reads().notifications.listOf(ayse.id, { offset: 0, limit: 2 });
      expect(first.items.map((item) => item.createdAt)).toEqual([at('12:00'), at('11:00')]);
      expect(first).toMatchObject({ total: 3, unread: 3 });
      expect(first.items[0]).toEqual({
        id: expect.any(String),
        accountId: ayse.id,
        kind: 'proofReviewed',
        data: { approved: true, reason: null },
        link: 'user/file-operations',
        createdAt: at('12:00'),
        readAt: null,
      });
      const second = await reads().notifications.listOf(ayse.id, { offset: 2, limit: 2 });
      expect(second.items.map((item) => item.createdAt)).toEqual([at('10:00')]);
    });

    it('marks one read once, only for its member, then all read', async () => {
      const ayse = await member();
      const other = await member();
      await write(({ notifications }) =>
        notifications.addMany([proofReviewed(ayse.id, '10:00'), proofReviewed(ayse.id, '11:00')]),
      );
      const [newest] = (await reads().notifications.listOf(ayse.id, { offset: 0, limit: 5 })).items;
      const id = newest?.id ?? '';
      expect(await write(({ notifications }) => notifications.markRead(other.id, id, at('12:00')))).toBe(
        false,
      );
      expect(await write(({ notifications }) => notifications.markRead(ayse.id, id, at('12:00')))).toBe(true);
      expect(await write(({ notifications }) => notifications.markRead(ayse.id, id, at('13:00')))).toBe(true);
      const read = await reads().notifications.listOf(ayse.id, { offset: 0, limit: 5 });
      expect(read.items[0]?.readAt).toEqual(at('12:00'));
      expect(read.unread).toBe(1);
      expect(await write(({ notifications }) => notifications.markAllRead(ayse.id, at('14:00')))).toBe(1);
      expect((await reads().notifications.listOf(ayse.id, { offset: 0, limit: 5 })).unread).toBe(0);
    });

    it('marks read the unread ones of some kinds about one project, and no other', async () => {
      const ayse = await member();
      const other = await member();
      const about = (accountId: string, kind: 'newMessage' | 'proposalToAnswer', projectId: string) =>
        ({
          kind,
          data: { partnerName: 'Kerem Demir', projectId },
          link: `user/projects#project-${projectId}`,
          accountId,
          createdAt: at('10:00'),
        }) as NewNotification;
      await write(({ notifications }) =>
        notifications.addMany([
          about(ayse.id, 'newMessage', 'p-1'),
          about(ayse.id, 'newMessage', 'p-1'),
          about(ayse.id, 'proposalToAnswer', 'p-1'),
          about(ayse.id, 'newMessage', 'p-2'),
          about(other.id, 'newMessage', 'p-1'),
          proofReviewed(ayse.id, '11:00'),
        ]),
      );
      const read = (accountId: string) =>
        write(({ notifications }) =>
          notifications.markReadAboutProject(accountId, 'p-1', ['newMessage'], at('12:00')),
        );
      expect(await read(ayse.id)).toBe(2);
      expect(await read(ayse.id)).toBe(0);
      const left = await reads().notifications.listOf(ayse.id, { offset: 0, limit: 10 });
      expect(left.unread).toBe(3);
      expect(
        left.items
          .filter((item) => item.readAt !== null)
          .map((item) => [item.kind, item.data.projectId, item.readAt]),
      ).toEqual([
        ['newMessage', 'p-1', at('12:00')],
        ['newMessage', 'p-1', at('12:00')],
      ]);
      expect((await reads().notifications.listOf(other.id, { offset: 0, limit: 10 })).unread).toBe(1);
    });

    it('purges those made before a moment, oldest first, a batch at a time', async () => {
      const ayse = await member();
      await write(({ notifications }) =>
        notifications.addMany([
          proofReviewed(ayse.id, '08:00'),
          proofReviewed(ayse.id, '09:00'),
          proofReviewed(ayse.id, '10:00'),
        ]),
      );
      expect(await write(({ notifications }) => notifications.purgeBefore(at('09:30'), 1))).toBe(1);
      expect(await write(({ notifications }) => notifications.purgeBefore(at('09:30'), 10))).toBe(1);
      const left = await reads().notifications.listOf(ayse.id, { offset: 0, limit: 5 });
      expect(left.items.map((item) => item.createdAt)).toEqual([at('10:00')]);
    });

    it('keeps the kinds of mail a member switched off beside their programme-news choice', async () => {
      const ayse = await member();
      const other = await member();
      await write(({ groupMails }) => groupMails.setProgrammeNews(ayse.id, false, at('10:00')));
      await write(({ groupMails }) =>
        groupMails.setSwitchedOff(ayse.id, ['projectMatched', 'sessionReminder'], at('10:00')),
      );
      expect(await reads().groupMails.preferencesOf(ayse.id)).toMatchObject({
        programmeNews: false,
        switchedOff: ['projectMatched', 'sessionReminder'],
      });
      const found = await reads().groupMails.switchedOffOf([ayse.id, other.id]);
      expect([...found.entries()]).toEqual([[ayse.id, ['projectMatched', 'sessionReminder']]]);
      await write(({ groupMails }) => groupMails.setProgrammeNews(ayse.id, true, at('11:00')));
      expect((await reads().groupMails.preferencesOf(ayse.id))?.switchedOff).toEqual([
        'projectMatched',
        'sessionReminder',
      ]);
    });
  });
}
