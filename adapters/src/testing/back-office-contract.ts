import type { Badge, NewBadge } from '@coach/core';
import { defaultApplicationSettings } from '@coach/core/contracts/settings';
import { describe, expect, it } from 'vitest';
import { contractHelpers } from './contract-helpers.ts';
import type { PersistenceUnderTest } from './persistence-under-test.ts';

const badge = (nameEn: string, lower: number, upper: number): NewBadge => ({
  nameTr: `${nameEn} (tr)`,
  nameEn,
  lower,
  upper,
  descriptionTr: 'Açıklama',
  descriptionEn: 'Description',
});

/**
 * Badges, settings, the audit log's reads and the dashboards' aggregates: the back-office part of
 * the repository contract, called from `describeRepositoryContract` so that memory, PGlite and
 * PostgreSQL all pass it. `kind` names the store: concurrency is only real on PostgreSQL (PGlite
 * has one connection, the memory store runs units of work one at a time).
 */
export function describeBackOfficeContract(persistence: () => PersistenceUnderTest, kind: string): void {
  const { reads, write, member } = contractHelpers(persistence, 'back-office');

  describe('badges', () => {
    it('inserts, finds, updates and deletes a badge', async () => {
      const gold = await write(({ badges }) => badges.insert(badge('Gold', 30, 99)));
      expect(gold).toEqual({ id: expect.any(String), ...badge('Gold', 30, 99) });
      expect(await reads().badges.findById(gold.id)).toEqual(gold);
      const changed: Badge = { ...gold, nameEn: 'Golden', lower: 25, descriptionEn: 'Shines' };
      await write(({ badges }) => badges.update(changed));
      expect(await reads().badges.findById(gold.id)).toEqual(changed);
      expect(await reads().badges.list()).toEqual([changed]);
      expect(await write(({ badges }) => badges.delete(gold.id))).toBe(true);
      expect(await write(({ badges }) => badges.delete(gold.id))).toBe(false);
      expect(await reads().badges.findById(gold.id)).toBeNull();
      expect(await reads().badges.list()).toEqual([]);
    });

    it('refuses a Turkish or English name already used, naming the field (4005)', async () => {
      const gold = await write(({ badges }) => badges.insert(badge('Gold', 30, 99)));
      const silver = await write(({ badges }) => badges.insert(badge('Silver', 10, 29)));
      await expect(
        write(({ badges }) => badges.insert({ ...badge('Other', 0, 9), nameTr: 'Gold (tr)' })),
      ).rejects.toMatchObject({
        code: 4005,
        data: { field: 'nameTr' },
      });
      await expect(write(({ badges }) => badges.update({ ...silver, nameEn: 'Gold' }))).rejects.toMatchObject(
        {
          code: 4005,
          data: { field: 'nameEn' },
        },
      );
      expect((await reads().badges.list()).map((b) => b.id)).toEqual([silver.id, gold.id]);
    });

    it('lists under the lock what is committed, lowest range first', async () => {
      await write(async ({ badges }) => {
        await badges.insert(badge('Gold', 30, 99));
        await badges.insert(badge('Bronze', 0, 9));
      });
      const listed = await write(({ badges }) => badges.lockAndList());
      expect(listed.map((b) => b.nameEn)).toEqual(['Bronze', 'Gold']);
    });

    it('sees its own writes inside a unit of work, and never serves a rolled-back badge afterwards', async () => {
      await write(({ badges }) => badges.insert(badge('Bronze', 0, 9)));
      expect((await reads().badges.list()).map((b) => b.nameEn)).toEqual(['Bronze']);
      const failing = write(async ({ badges }) => {
        await badges.insert(badge('Gone', 10, 19));
        expect((await badges.list()).map((b) => b.nameEn)).toEqual(['Bronze', 'Gone']);
        throw new Error('boom');
      });
      await expect(failing).rejects.toThrow('boom');
      expect((await reads().badges.list()).map((b) => b.nameEn)).toEqual(['Bronze']);
    });

    it.runIf(kind === 'postgres')(
      'makes two administrators adding overlapping badges at once wait for each other: one commits, one is refused',
      async () => {
        await write(({ badges }) => badges.insert(badge('Bronze', 0, 9)));
        // Both read the set, "check" it, pause, then insert: without the lock both would see room
        // for 10–29 and both would commit, overlapping.
        const addIfItFits = (name: string) =>
          write(async ({ badges }) => {
            const existing = await badges.lockAndList();
            await new Promise((resolve) => setTimeout(resolve, 100));
            if (existing.some((b) => b.upper >= 10)) throw new Error(`${name}: overlap`);
            return badges.insert(badge(name, 10, 29));
          });
        const outcomes = await Promise.allSettled([addIfItFits('Silver'), addIfItFits('Argent')]);
        expect(outcomes.map((outcome) => outcome.status).sort()).toEqual(['fulfilled', 'rejected']);
        expect(await reads().badges.count()).toBe(2);
      },
    );
  });

  describe('settings', () => {
    it('stores the defaults when it reads them for an update, and saves a whole set', async () => {
      const locked = await write(({ settings }) => settings.getForUpdate(defaultApplicationSettings));
      expect(locked).toEqual(defaultApplicationSettings);
      const changed = { ...defaultApplicationSettings, penaltyPoints: 9, matchingSchedule: '0 10 * * 1' };
      await write(({ settings }) => settings.save(changed));
      expect(await reads().settings.get()).toEqual(changed);
      expect(await write(({ settings }) => settings.getForUpdate(defaultApplicationSettings))).toEqual(
        changed,
      );
    });

    it('keeps the old settings when the saving unit of work rolls back', async () => {
      const failing = write(async ({ settings }) => {
        await settings.save({ ...defaultApplicationSettings, penaltyPoints: 1 });
        throw new Error('boom');
      });
      await expect(failing).rejects.toThrow('boom');
      expect(await reads().settings.get()).toEqual(defaultApplicationSettings);
    });
  });

  describe('audit log reads', () => {
    const entry = (entityType: string, minute: number) => ({
      actorAccountId: null,
      actorLabel: 'system',
      action: `${entityType}.update`,
      entityType,
      entityId: `id-${minute}`,
      before: null,
      after: { minute },
      clientAddress: null,
      createdAt: new Date(Date.UTC(2026, 2, 2, 10, minute)),
    });

    it('searches newest or oldest first, and names the entity types', async () => {
      await write(async ({ auditLog }) => {
        await auditLog.append(entry('badge', 1));
        await auditLog.append(entry('account', 3));
        await auditLog.append(entry('badge', 2));
      });
      const newest = await reads().auditLog.search({ search: '', offset: 0, limit: 10 });
      expect(newest.items.map((e) => e.entityId)).toEqual(['id-3', 'id-2', 'id-1']);
      const oldest = await reads().auditLog.search({ search: '', oldestFirst: true, offset: 1, limit: 1 });
      expect(oldest).toMatchObject({ total: 3, items: [{ entityId: 'id-2', after: { minute: 2 } }] });
      expect(await reads().auditLog.entityTypes()).toEqual(['account', 'badge']);
    });

    it('counts a search’s matches, entries appended one by one or many at once alike', async () => {
      await write(async ({ auditLog }) => {
        await auditLog.append(entry('badge', 1));
        await auditLog.appendMany([entry('badge', 2), entry('account', 3), entry('BADGE', 4)]);
      });
      const search = (text: string, more = {}) =>
        reads().auditLog.search({ search: text, offset: 0, limit: 1, ...more });
      // Folded like the words: "BADGE" matches "badge".
      expect(await search('badge')).toMatchObject({ total: 3, items: [{ entityId: 'id-4' }] });
      expect(await search('badge.update id-2')).toMatchObject({ total: 1, items: [{ entityId: 'id-2' }] });
      expect(await search('badge', { entityType: 'badge' })).toMatchObject({ total: 2 });
      expect(await search('nothing-like-it')).toEqual({ total: 0, items: [] });
    });

    it('reads an export’s keyset batches newest first, ties by id, with the log’s search and filters', async () => {
      await write(async ({ auditLog }) => {
        await auditLog.append(entry('badge', 1));
        // Two entries of one moment: the later id first, as the log shows them.
        await auditLog.appendMany([entry('account', 2), { ...entry('badge', 2), entityId: 'id-2b' }]);
        await auditLog.append(entry('badge', 3));
      });
      const after = async (
        match: { search?: string; entityType?: string; entityId?: string },
        limit = 10,
      ) => {
        const batches: string[][] = [];
        let last: { createdAt: Date; id: number } | null = null;
        for (;;) {
          const batch = await reads().auditLog.listMatchingAfter({ search: '', ...match }, last, limit);
          if (batch.length === 0) return batches;
          batches.push(batch.map((one) => one.entityId ?? ''));
          last = batch[batch.length - 1] ?? null;
        }
      };
      expect(await after({}, 2)).toEqual([
        ['id-3', 'id-2b'],
        ['id-2', 'id-1'],
      ]);
      expect(await after({}, 1)).toEqual([['id-3'], ['id-2b'], ['id-2'], ['id-1']]);
      expect(await after({ entityType: 'badge' })).toEqual([['id-3', 'id-2b', 'id-1']]);
      expect(await after({ entityType: 'badge', entityId: 'id-2b' })).toEqual([['id-2b']]);
      expect(await after({ search: 'ACCOUNT.update' })).toEqual([['id-2']]);
      expect(await reads().auditLog.countMatching({ search: '' })).toBe(4);
      expect(await reads().auditLog.countMatching({ search: 'badge' })).toBe(3);
      expect(await reads().auditLog.countMatching({ search: 'badge', entityId: 'id-1' })).toBe(1);
    });
  });

  describe('dashboard aggregates', () => {
    it('sums session hours from the ledger, leaving penalties and adjustments out', async () => {
      const { id } = await member();
      const { id: other } = await member();
      const project = (n: number) => `00000000-0000-4000-8000-00000000000${n}`;
      await write(async ({ ledger }) => {
        const add = (
          accountId: string,
          delta: number,
          reason: 'coachee_sessions' | 'coach_sessions' | 'unclosed_penalty' | 'admin_adjustment',
          n: number | null,
        ) =>
          ledger.append({
            accountId,
            delta,
            reason,
            projectId: n === null ? null : project(n),
            actorAccountId: null,
            note: null,
          });
        await add(id, 4, 'coachee_sessions', 1);
        await add(id, 6, 'coachee_sessions', 2);
        await add(id, -5, 'coach_sessions', 3);
        await add(id, -7, 'unclosed_penalty', 4);
        await add(id, 3, 'admin_adjustment', null);
        await add(other, 9, 'coachee_sessions', 5);
      });
      expect(await reads().dashboards.sessionHours(id)).toEqual({ coached: 5, received: 10 });
      const { id: nobody } = await member();
      expect(await reads().dashboards.sessionHours(nobody)).toEqual({ coached: 0, received: 0 });
    });

    it('counts members (role User only) by access and membership', async () => {
      const now = new Date('2026-06-01T00:00:00Z');
      const later = new Date('2026-12-01T00:00:00Z');
      const earlier = new Date('2026-01-01T00:00:00Z');
      await member({ subscriptionEndDate: later });
      await member({ subscriptionEndDate: earlier });
      const passive = await member({ subscriptionEndDate: later });
      const locked = await member();
      await member({ accountRoleType: 'Guest' });
      await member({ accountRoleType: 'Administrator' });
      await write(async ({ accounts }) => {
        await accounts.setAccess(passive.id, { status: 'passive', isLocked: false });
        await accounts.setAccess(locked.id, { status: 'active', isLocked: true });
      });
      expect(await reads().dashboards.membersByState(now)).toEqual({
        total: 4,
        active: 2,
        passive: 1,
        locked: 1,
        membershipActive: 2,
        membershipExpired: 1,
        noMembership: 1,
      });
    });

    it('counts member sign-ups by month from a moment on', async () => {
      await member();
      await member();
      await member({ accountRoleType: 'Salesman' });
      const month = new Date().toLocaleDateString('sv-SE', { timeZone: 'Europe/Istanbul' }).slice(0, 7);
      const since = new Date(Date.now() - 3_600_000);
      // The memory store dates rows by its clock (the system clock here), PostgreSQL by now().
      expect(await reads().dashboards.signUpsByMonth(since, 'Europe/Istanbul')).toEqual([
        { month, count: 2 },
      ]);
      expect(
        await reads().dashboards.signUpsByMonth(new Date(Date.now() + 3_600_000), 'Europe/Istanbul'),
      ).toEqual([]);
    });
  });
}
