import type { AccountFileReviewSearch, NewAccountFile } from '@coach/core';
import { describe, expect, it } from 'vitest';
import { contractHelpers } from './contract-helpers.ts';
import type { PersistenceUnderTest } from './persistence-under-test.ts';

const at = (time: string) => new Date(`2026-03-02T${time}:00Z`);
const pdf = (text = 'proof') => new TextEncoder().encode(`%PDF-1.4\n% ${text}\n%%EOF\n`);

/**
 * The proof-of-education part of the repository contract, called from `describeRepositoryContract`
 * so that memory, PGlite and PostgreSQL all pass it.
 */
export function describeAccountFileContract(persistence: () => PersistenceUnderTest): void {
  const { reads, write, member } = contractHelpers(persistence, 'member');
  const file = (accountId: string, overrides: Partial<NewAccountFile> = {}): NewAccountFile => ({
    accountId,
    fileName: 'diploma.pdf',
    contentType: 'application/pdf',
    content: pdf(),
    createdBy: accountId,
    createdAt: at('10:00'),
    ...overrides,
  });
  const insert = (newFile: NewAccountFile) => write(({ accountFiles }) => accountFiles.insert(newFile));
  const search = (query: Partial<AccountFileReviewSearch> = {}) =>
    reads().accountFiles.search({
      search: '',
      sort: { key: 'createdAt', descending: false },
      offset: 0,
      limit: 20,
      ...query,
    });
  const ids = (page: { items: readonly { id: string }[] }) => page.items.map((item) => item.id);

  describe('account files', () => {
    it('stores a pending proof with its size, and reads its bytes only when asked', async () => {
      const account = await member();
      const content = pdf('Sertifika — ğüşiöç');
      const stored = await insert(file(account.id, { content }));
      const expected = {
        id: expect.any(String),
        accountId: account.id,
        fileName: 'diploma.pdf',
        contentType: 'application/pdf',
        sizeBytes: content.byteLength,
        state: 'pending',
        rejectionReason: null,
        createdBy: account.id,
        reviewedBy: null,
        reviewedAt: null,
        createdAt: at('10:00'),
      };
      expect(stored).toEqual(expected);
      expect(await reads().accountFiles.findById(stored.id)).toEqual(expected);
      expect(await reads().accountFiles.findById(stored.id)).not.toHaveProperty('content');
      const withContent = await reads().accountFiles.findContent(stored.id);
      expect(withContent).toMatchObject(expected);
      expect(withContent?.content).toBeInstanceOf(Uint8Array);
      expect(Array.from(withContent?.content ?? [])).toEqual(Array.from(content));
    });

    it('answers null for an unknown id', async () => {
      const unknown = '00000000-0000-4000-8000-000000000000';
      expect(await reads().accountFiles.findById(unknown)).toBeNull();
      expect(await reads().accountFiles.findContent(unknown)).toBeNull();
      expect(await write(({ accountFiles }) => accountFiles.findByIdForUpdate(unknown))).toBeNull();
    });

    it("lists one account's proofs, newest first, and no one else's", async () => {
      const ayse = await member();
      const bora = await member();
      const older = await insert(file(ayse.id, { createdAt: at('09:00') }));
      const newer = await insert(file(ayse.id, { createdAt: at('11:00') }));
      await insert(file(bora.id));
      expect((await reads().accountFiles.listOfAccount(ayse.id)).map((item) => item.id)).toEqual([
        newer.id,
        older.id,
      ]);
    });

    it('records an approval, and a rejection with its reason', async () => {
      const ayse = await member();
      const admin = await member({ accountRoleType: 'Administrator' });
      const first = await insert(file(ayse.id));
      const second = await insert(file(ayse.id, { createdAt: at('10:05') }));
      const approved = await write(({ accountFiles }) =>
        accountFiles.review(first.id, {
          state: 'approved',
          rejectionReason: null,
          reviewedBy: admin.id,
          reviewedAt: at('12:00'),
        }),
      );
      expect(approved).toEqual({
        ...first,
        state: 'approved',
        reviewedBy: admin.id,
        reviewedAt: at('12:00'),
      });
      await write(({ accountFiles }) =>
        accountFiles.review(second.id, {
          state: 'rejected',
          rejectionReason: 'Okunmuyor',
          reviewedBy: admin.id,
          reviewedAt: at('12:01'),
        }),
      );
      expect(await reads().accountFiles.findById(second.id)).toMatchObject({
        state: 'rejected',
        rejectionReason: 'Okunmuyor',
        reviewedAt: at('12:01'),
      });
    });

    it('deletes a proof, and forgets one inserted in a unit of work that rolled back', async () => {
      const ayse = await member();
      const stored = await insert(file(ayse.id));
      await write(({ accountFiles }) => accountFiles.delete(stored.id));
      expect(await reads().accountFiles.findById(stored.id)).toBeNull();
      const failing = write(async ({ accountFiles }) => {
        await accountFiles.insert(file(ayse.id));
        throw new Error('boom');
      });
      await expect(failing).rejects.toThrow('boom');
      expect(await reads().accountFiles.listOfAccount(ayse.id)).toEqual([]);
    });

    it('counts pending proofs, all of them or those uploaded before a moment', async () => {
      const ayse = await member();
      const bora = await member();
      await insert(file(ayse.id, { createdAt: at('08:00') }));
      await insert(file(bora.id, { createdAt: at('10:00') }));
      const reviewed = await insert(file(bora.id, { createdAt: at('07:00') }));
      await write(({ accountFiles }) =>
        accountFiles.review(reviewed.id, {
          state: 'approved',
          rejectionReason: null,
          reviewedBy: ayse.id,
          reviewedAt: at('09:00'),
        }),
      );
      expect(await reads().accountFiles.countPending()).toBe(2);
      expect(await reads().accountFiles.countPending(at('10:00'))).toBe(1);
      expect(await reads().accountFiles.countPending(at('08:00'))).toBe(0);
    });

    describe('the review search', () => {
      async function threeMembers() {
        const ayse = await member({ name: 'Ayse', surname: 'Demir', email: 'ayse.demir@example.com' });
        const bora = await member({ name: 'bora', surname: 'Kaya', email: 'bora@example.org' });
        const cem = await member({ name: 'Cem', surname: 'Acar', email: 'cem_100%@example.com' });
        const ayseFile = await insert(file(ayse.id, { createdAt: at('09:00') }));
        const boraFile = await insert(file(bora.id, { createdAt: at('10:00') }));
        const cemFile = await insert(file(cem.id, { createdAt: at('08:00') }));
        await write(({ accountFiles }) =>
          accountFiles.review(cemFile.id, {
            state: 'rejected',
            rejectionReason: 'Eksik',
            reviewedBy: ayse.id,
            reviewedAt: at('11:00'),
          }),
        );
        return { ayse, bora, cem, ayseFile, boraFile, cemFile };
      }

      it('puts pending proofs first without a state, then orders by the sort key', async () => {
        const { ayseFile, boraFile, cemFile } = await threeMembers();
        expect(ids(await search())).toEqual([ayseFile.id, boraFile.id, cemFile.id]);
        expect(ids(await search({ sort: { key: 'createdAt', descending: true } }))).toEqual([
          boraFile.id,
          ayseFile.id,
          cemFile.id,
        ]);
        expect(ids(await search({ sort: { key: 'memberName', descending: true } }))).toEqual([
          boraFile.id,
          ayseFile.id,
          cemFile.id,
        ]);
      });

      it('filters by state and carries the member with each proof', async () => {
        const { cem, cemFile } = await threeMembers();
        const rejected = await search({ state: 'rejected' });
        expect(rejected.total).toBe(1);
        expect(rejected.items[0]).toEqual({
          ...(await reads().accountFiles.findById(cemFile.id)),
          memberName: 'Cem',
          memberSurname: 'Acar',
          memberEmail: cem.email,
        });
        expect((await search({ state: 'approved' })).total).toBe(0);
      });

      it('orders by name case-insensitively, and by review time with unreviewed ones last', async () => {
        const { ayseFile, boraFile, cemFile } = await threeMembers();
        expect(
          ids(await search({ state: 'pending', sort: { key: 'memberName', descending: false } })),
        ).toEqual([ayseFile.id, boraFile.id]);
        // Ties (the two pending proofs, not yet reviewed) by upload time in the sort's direction.
        expect(ids(await search({ sort: { key: 'reviewedAt', descending: false } }))).toEqual([
          ayseFile.id,
          boraFile.id,
          cemFile.id,
        ]);
        expect(ids(await search({ sort: { key: 'reviewedAt', descending: true } }))).toEqual([
          boraFile.id,
          ayseFile.id,
          cemFile.id,
        ]);
      });

      it('orders by the member’s name as it is now, after the account is renamed', async () => {
        const { bora, ayseFile, boraFile, cemFile } = await threeMembers();
        await write(({ accounts }) => accounts.update(bora.id, { name: 'Ali' }));
        expect(ids(await search({ sort: { key: 'memberName', descending: false } }))).toEqual([
          boraFile.id,
          ayseFile.id,
          cemFile.id,
        ]);
      });

      it('searches name, surname, full name and e-mail without case; % and _ match themselves', async () => {
        const { ayseFile, boraFile, cemFile } = await threeMembers();
        expect(ids(await search({ search: 'DEMIR' }))).toEqual([ayseFile.id]);
        expect(ids(await search({ search: 'AYŞE DEMİR' }))).toEqual([ayseFile.id]);
        expect(ids(await search({ search: 'bora kaya' }))).toEqual([boraFile.id]);
        expect(ids(await search({ search: 'example.org' }))).toEqual([boraFile.id]);
        expect(ids(await search({ search: '100%' }))).toEqual([cemFile.id]);
        expect(ids(await search({ search: '_' }))).toEqual([cemFile.id]);
        expect((await search({ search: 'nobody' })).total).toBe(0);
      });

      it('pages with the total of all matches', async () => {
        const { boraFile } = await threeMembers();
        const page = await search({ offset: 1, limit: 1 });
        expect(page.total).toBe(3);
        expect(ids(page)).toEqual([boraFile.id]);
      });
    });
  });
}
