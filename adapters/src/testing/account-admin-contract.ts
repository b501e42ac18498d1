import type { Account, AccountSearch, NewAccount, Repositories } from '@coach/core';
import { beforeEach, describe, expect, it } from 'vitest';
import type { PersistenceUnderTest } from './persistence-under-test.ts';

const at = (time: string) => new Date(`2026-03-02T${time}:00Z`);

const newAccount = (overrides: Partial<NewAccount> = {}): NewAccount => ({
  name: 'Ayşe',
  surname: 'Yılmaz',
  email: `account.${crypto.randomUUID()}@example.com`,
  passwordHash: 'hash',
  accountRoleType: 'User',
  ...overrides,
});

const query = (overrides: Partial<AccountSearch> = {}): AccountSearch => ({
  search: '',
  sort: { key: 'name', descending: false },
  offset: 0,
  limit: 50,
  ...overrides,
});

/**
 * The back-office part of the account repository (search, paging, Turkish order, update, delete
 * with its cascade), called from `describeRepositoryContract` so that memory, PGlite and
 * PostgreSQL all pass it.
 */
export function describeAccountAdminContract(persistence: () => PersistenceUnderTest): void {
  const reads = () => persistence().repositories;
  const write = <T>(work: (repositories: Repositories) => Promise<T>) =>
    persistence().unitOfWork.run(({ repositories }) => work(repositories));
  const insert = (overrides: Partial<NewAccount> = {}) =>
    write(({ accounts }) => accounts.insert(newAccount(overrides)));
  const names = (items: readonly Pick<Account, 'name'>[]) => items.map((account) => account.name);

  describe('accounts in the back office', () => {
    describe('search', () => {
      beforeEach(async () => {
        await insert({ name: 'Işık', surname: 'Çelik', email: 'isik@example.com', phone: '+905321234567' });
        await insert({
          name: 'İlker',
          surname: 'Şahin',
          email: 'ilker@example.com',
          accountRoleType: 'Salesman',
        });
        await insert({ name: 'John', surname: 'Smith', email: 'john_smith@example.com' });
        await insert({ name: 'Ömer', surname: 'Güneş', email: 'omer@example.org' });
      });

      it.each([
        ['ÇELİK', ['Işık']],
        ['çelik', ['Işık']],
        ['ışık', ['Işık']],
        ['IŞIK', ['Işık']],
        // Turkish İ/I/ı/i all fold to i: "ilk" finds İlker, "isi" finds Işık.
        ['ilk', ['İlker']],
        ['isi', ['Işık']],
        ['güneş ömer', ['Ömer']],
        ['ömer smith', []],
        ['example.org', ['Ömer']],
        ['532 123', ['Işık']],
        ['john_', ['John']],
        // % and _ typed by a user match themselves, not "anything".
        ['%', []],
        ['j_hn', []],
      ])('“%s” finds %j', async (search, expected) => {
        const { items, total } = await reads().accounts.search(query({ search }));
        expect(names(items).sort()).toEqual([...expected].sort());
        expect(total).toBe(expected.length);
      });

      // A keyboard without Turkish letters finds Turkish names, and Turkish letters typed find names
      // written without them: each letter folds both ways, in upper and lower case.
      describe('every Turkish letter folds both ways', () => {
        beforeEach(async () => {
          await insert({ name: 'Ayşegül Âlâ', surname: 'Öztürk-Doğan', email: 'aysegul@example.com' });
          await insert({ name: 'Sukru', surname: 'Ogut Cagri Isil', email: 'sukru@example.com' });
        });

        it.each([
          ['sahin', ['İlker']],
          ['ŞUKRU', ['Sukru']],
          ['celik', ['Işık']],
          ['çağrı', ['Sukru']],
          ['DOGAN', ['Ayşegül Âlâ']],
          ['oğut', ['Sukru']],
          ['ozturk', ['Ayşegül Âlâ']],
          ['ÖĞÜT', ['Sukru']],
          ['gunes', ['Ömer']],
          ['şükrü', ['Sukru']],
          ['isik', ['Işık']],
          ['ışıl', ['Sukru']],
          ['İLKER', ['İlker']],
          ['SMİTH', ['John']],
          ['ala', ['Ayşegül Âlâ']],
          ['çâğrî', ['Sukru']],
          ['ayse ozturk', ['Ayşegül Âlâ']],
        ])('“%s” finds %j', async (search, expected) => {
          const { items, total } = await reads().accounts.search(query({ search }));
          expect(names(items).sort()).toEqual([...expected].sort());
          expect(total).toBe(expected.length);
        });
      });

      it('filters by role and status', async () => {
        const isik = await reads().accounts.findByEmail('isik@example.com');
        await write(({ accounts }) =>
          accounts.setAccess(isik?.id ?? '', { status: 'passive', isLocked: false }),
        );
        expect(names((await reads().accounts.search(query({ role: 'Salesman' }))).items)).toEqual(['İlker']);
        expect(names((await reads().accounts.search(query({ status: 'passive' }))).items)).toEqual(['Işık']);
        expect((await reads().accounts.search(query({ status: 'active', role: 'User' }))).total).toBe(2);
      });

      it('filters by the administrator’s lock, with the other filters and any sort', async () => {
        const isik = await reads().accounts.findByEmail('isik@example.com');
        const ilker = await reads().accounts.findByEmail('ilker@example.com');
        await write(async ({ accounts }) => {
          await accounts.setAccess(isik?.id ?? '', { status: 'passive', isLocked: true });
          await accounts.setAccess(ilker?.id ?? '', { status: 'active', isLocked: true });
        });
        const all = (await reads().accounts.search(query({}))).total;
        const locked = await reads().accounts.search(query({ locked: true }));
        expect(names(locked.items).sort()).toEqual(['Işık', 'İlker'].sort());
        expect(locked.total).toBe(2);
        expect((await reads().accounts.search(query({ locked: false }))).total).toBe(all - 2);
        expect(
          names((await reads().accounts.search(query({ locked: true, status: 'active' }))).items),
        ).toEqual(['İlker']);
        const byEmail = await reads().accounts.search(
          query({ locked: true, sort: { key: 'email', descending: true } }),
        );
        expect(byEmail.items.map((account) => account.email)).toEqual([
          'isik@example.com',
          'ilker@example.com',
        ]);
      });
    });

    describe('order and pages', () => {
      const turkishOrder = [
        'Cem',
        'Çelik',
        'Demir',
        'Ilgaz',
        'Işık',
        'İlker',
        'Oya',
        'Ömer',
        'Şule',
        'Zeynep',
      ];

      beforeEach(async () => {
        for (const [index, name] of [
          'Zeynep',
          'İlker',
          'Çelik',
          'Oya',
          'Cem',
          'Şule',
          'Işık',
          'Ömer',
          'Ilgaz',
          'Demir',
        ].entries()) {
          await insert({ name, surname: 'Kaya', email: `${index}@example.com` });
        }
      });

      it('sorts names in Turkish alphabetical order, both ways', async () => {
        expect(names((await reads().accounts.search(query())).items)).toEqual(turkishOrder);
        const descending = await reads().accounts.search(query({ sort: { key: 'name', descending: true } }));
        expect(names(descending.items)).toEqual([...turkishOrder].reverse());
      });

      it('pages without repeating or skipping, with the total of all matches', async () => {
        const pages = await Promise.all(
          [0, 4, 8].map((offset) => reads().accounts.search(query({ offset, limit: 4 }))),
        );
        expect(pages.map((page) => page.total)).toEqual([10, 10, 10]);
        expect(pages.flatMap((page) => names(page.items))).toEqual(turkishOrder);
      });

      it('puts never-signed-in accounts last in either direction, ties by name', async () => {
        const byName = new Map((await reads().accounts.search(query())).items.map((a) => [a.name, a.id]));
        await write(async ({ accounts }) => {
          await accounts.recordLogin(byName.get('Zeynep') ?? '', at('10:00'));
          await accounts.recordLogin(byName.get('Cem') ?? '', at('11:00'));
        });
        const latest = await reads().accounts.search(
          query({ sort: { key: 'lastLoginAt', descending: true } }),
        );
        expect(names(latest.items).slice(0, 4)).toEqual(['Cem', 'Zeynep', 'Çelik', 'Demir']);
        const earliest = await reads().accounts.search(
          query({ sort: { key: 'lastLoginAt', descending: false } }),
        );
        expect(names(earliest.items).slice(0, 4)).toEqual(['Zeynep', 'Cem', 'Çelik', 'Demir']);
      });

      it('sorts by e-mail, role, status and creation', async () => {
        await insert({
          name: 'Ada',
          surname: 'Admin',
          email: 'a@example.com',
          accountRoleType: 'Administrator',
        });
        const byEmail = await reads().accounts.search(query({ sort: { key: 'email', descending: false } }));
        expect(byEmail.items.map((account) => account.email).slice(0, 3)).toEqual([
          '0@example.com',
          '1@example.com',
          '2@example.com',
        ]);
        const byRole = await reads().accounts.search(query({ sort: { key: 'role', descending: false } }));
        expect(names(byRole.items).slice(0, 2)).toEqual(['Ada', 'Cem']);
        const byStatus = await reads().accounts.search(query({ sort: { key: 'status', descending: true } }));
        expect(byStatus.total).toBe(11);
        const newest = await reads().accounts.search(query({ sort: { key: 'createdAt', descending: true } }));
        expect(newest.items).toHaveLength(11);
      });
    });

    it('finds an account by its identity number', async () => {
      const created = await insert({ identityNumber: '10000000146' });
      expect((await reads().accounts.findByIdentityNumber('10000000146'))?.id).toBe(created.id);
      expect(await reads().accounts.findByIdentityNumber('12345678950')).toBeNull();
    });

    it('refuses a used e-mail (4006) or identity number (4018), and keeps the first', async () => {
      await insert({ email: 'taken@example.com', identityNumber: '10000000146' });
      await expect(insert({ email: 'taken@example.com' })).rejects.toMatchObject({ code: 4006 });
      await expect(insert({ identityNumber: '10000000146' })).rejects.toMatchObject({ code: 4018 });
      expect((await reads().accounts.search(query())).total).toBe(1);
    });

    it('keeps passport numbers unique (4090), finds an account by one, and lets NULLs be', async () => {
      const created = await insert({ passportNumber: 'U1234567' });
      expect((await reads().accounts.findByPassportNumber('U1234567'))?.id).toBe(created.id);
      expect(await reads().accounts.findByPassportNumber('U7654321')).toBeNull();
      await expect(insert({ passportNumber: 'U1234567' })).rejects.toMatchObject({ code: 4090 });
      await insert({ passportNumber: null });
      await insert({ passportNumber: null });
      expect((await reads().accounts.search(query())).total).toBe(3);
    });

    it('corrects the identity document, refusing a number another account has', async () => {
      const citizen = await insert({ identityNumber: '10000000146' });
      const visitor = await insert({ passportNumber: 'U1234567' });
      // Replaces both numbers: here from a passport to an identity number.
      const corrected = await write(({ accounts }) =>
        accounts.correctIdentity(visitor.id, { identityNumber: '12345678950', passportNumber: null }),
      );
      expect(corrected).toEqual({ ...visitor, identityNumber: '12345678950', passportNumber: null });
      expect(await reads().accounts.findById(visitor.id)).toEqual(corrected);
      await expect(
        write(({ accounts }) =>
          accounts.correctIdentity(visitor.id, { identityNumber: '10000000146', passportNumber: null }),
        ),
      ).rejects.toMatchObject({ code: 4018 });
      await insert({ passportNumber: 'P7654321' });
      await expect(
        write(({ accounts }) =>
          accounts.correctIdentity(citizen.id, { identityNumber: null, passportNumber: 'P7654321' }),
        ),
      ).rejects.toMatchObject({ code: 4090 });
      expect(await reads().accounts.findById(citizen.id)).toEqual(citizen);
      expect(
        await write(({ accounts }) =>
          accounts.correctIdentity(crypto.randomUUID(), { identityNumber: null, passportNumber: 'X1234567' }),
        ),
      ).toBeNull();
    });

    it('updates the given fields only, and answers the account as it is now', async () => {
      const created = await insert({ phone: '+905321234567', languages: ['tr'] });
      const updated = await write(({ accounts }) =>
        accounts.update(created.id, {
          name: 'Ayşe Nur',
          accountRoleType: 'Guest',
          phone: null,
          languages: ['tr', 'en'],
          subscriptionEndDate: at('12:00'),
          surname: undefined,
        }),
      );
      expect(updated).toEqual({
        ...created,
        name: 'Ayşe Nur',
        accountRoleType: 'Guest',
        phone: null,
        languages: ['tr', 'en'],
        subscriptionEndDate: at('12:00'),
      });
      expect(await reads().accounts.findById(created.id)).toEqual(updated);
      expect(await write(({ accounts }) => accounts.update(created.id, {}))).toEqual(updated);
      expect(await write(({ accounts }) => accounts.update(crypto.randomUUID(), { name: 'X' }))).toBeNull();
    });

    it('deletes an account with its own rows; others keep theirs, without its name as actor', async () => {
      const member = await insert();
      const admin = await insert({ accountRoleType: 'Administrator' });
      const other = await insert();
      await write(async (repositories) => {
        await repositories.sessions.create({
          accountId: member.id,
          tokenHash: 'session-hash',
          createdAt: at('10:00'),
          expiresAt: at('10:30'),
          absoluteExpiresAt: at('22:00'),
        });
        await repositories.accountTokens.issue({
          accountId: member.id,
          purpose: 'set_password',
          tokenHash: 'link-hash',
          createdAt: at('10:00'),
          expiresAt: at('12:00'),
        });
        const entry = { delta: 3, reason: 'admin_adjustment', projectId: null, note: null } as const;
        await repositories.ledger.append({ ...entry, accountId: other.id, actorAccountId: admin.id });
        const proof = {
          fileName: 'proof.pdf',
          contentType: 'application/pdf',
          content: new Uint8Array([37, 80]),
        } as const;
        await repositories.accountFiles.insert({
          ...proof,
          accountId: member.id,
          createdBy: member.id,
          createdAt: at('10:00'),
        });
        await repositories.accountFiles.insert({
          ...proof,
          accountId: other.id,
          createdBy: admin.id,
          createdAt: at('10:00'),
        });
        await repositories.profiles.saveAvatar(
          {
            accountId: member.id,
            contentType: 'image/webp',
            content: new Uint8Array([1, 2, 3]),
            updatedAt: at('10:00'),
          },
          `/api/accounts/${member.id}/avatar`,
        );
      });

      expect(await write(({ accounts }) => accounts.delete(member.id))).toBe(true);
      expect(await reads().accounts.findById(member.id)).toBeNull();
      expect(await reads().sessions.findWithAccountByTokenHash('session-hash')).toBeNull();
      expect(await write(({ accountTokens }) => accountTokens.findForUpdate('link-hash'))).toBeNull();
      expect(await reads().ledger.listForAccount(member.id)).toEqual([]);
      expect(await reads().profiles.findAvatar(member.id)).toBeNull();
      expect(await reads().accountFiles.listOfAccount(member.id)).toEqual([]);

      // An administrator's deletion leaves the entries they made for others, without their name.
      expect(await write(({ accounts }) => accounts.delete(admin.id))).toBe(true);
      expect(await reads().ledger.listForAccount(other.id)).toEqual([
        expect.objectContaining({ delta: 3, actorAccountId: null }),
      ]);
      expect((await reads().accounts.findById(other.id))?.score).toBe(3);
      expect(await reads().accountFiles.listOfAccount(other.id)).toEqual([
        expect.objectContaining({ accountId: other.id, createdBy: null }),
      ]);
      expect(await write(({ accounts }) => accounts.delete(member.id))).toBe(false);
      // A ledger entry is never deleted, so neither is the account it belongs to (ADR 0030).
      await expect(write(({ accounts }) => accounts.delete(other.id))).rejects.toThrow();
      expect((await reads().accounts.findById(other.id))?.score).toBe(3);
    });
  });
}
