import type { MemberDirectoryFilter, NewAccount, Repositories } from '@coach/core';
import { describe, expect, it } from 'vitest';
import type { PersistenceUnderTest } from './persistence-under-test.ts';

const member = (overrides: Partial<NewAccount> & Pick<NewAccount, 'name' | 'surname'>): NewAccount => ({
  email: `${overrides.name}.${Math.random().toString(36).slice(2)}@example.com`.toLowerCase(),
  passwordHash: 'hash',
  accountRoleType: 'User',
  ...overrides,
});

const everyone: MemberDirectoryFilter = {
  search: '',
  sort: { key: 'name', descending: false },
  offset: 0,
  limit: 50,
};

/**
 * The profile part of the repository contract: the profile fields of accounts, the users list and
 * the photos. Called from `describeRepositoryContract`, so memory, PGlite and PostgreSQL all pass it.
 */
export function describeProfileContract(persistence: () => PersistenceUnderTest): void {
  const reads = () => persistence().repositories;
  const write = <T>(work: (repositories: Repositories) => Promise<T>) =>
    persistence().unitOfWork.run(({ repositories }) => work(repositories));
  const insert = (account: NewAccount) => write((repositories) => repositories.accounts.insert(account));
  const list = async (filter: Partial<MemberDirectoryFilter> = {}) => {
    const { items, total } = await reads().profiles.listMembers({ ...everyone, ...filter });
    return { names: items.map((card) => `${card.name} ${card.surname}`), total, items };
  };

  describe('profiles', () => {
    it('saves the profile fields and leaves every other field as it was', async () => {
      const account = await insert(
        member({ name: 'Ayşe', surname: 'Yılmaz', identityNumber: '10000000146', languages: ['tr'] }),
      );
      await write(({ profiles }) =>
        profiles.updateProfile(account.id, {
          bio: 'ICF ACC adayı; liderlik koçluğu.',
          address: 'Moda Cd. 1, Kadıköy',
          phone: '+905321234567',
          countryCode: 'TR',
          stateCode: 'TR-34',
          city: 'Kadıköy',
          languages: ['tr', 'en'],
          language: 'en',
        }),
      );
      const saved = await reads().accounts.findById(account.id);
      expect(saved).toEqual({
        ...account,
        bio: 'ICF ACC adayı; liderlik koçluğu.',
        address: 'Moda Cd. 1, Kadıköy',
        phone: '+905321234567',
        countryCode: 'TR',
        stateCode: 'TR-34',
        city: 'Kadıköy',
        languages: ['tr', 'en'],
        language: 'en',
      });
    });

    it('keeps the theme and the language of mail', async () => {
      const account = await insert(member({ name: 'Can', surname: 'Demir' }));
      expect(account).toMatchObject({ themePack: 'theme1', themeMode: 'system', language: 'tr' });
      await write(({ profiles }) =>
        profiles.setTheme(account.id, { themePack: 'theme4', themeMode: 'dark' }),
      );
      await write(({ profiles }) => profiles.setLanguage(account.id, 'en'));
      expect(await reads().accounts.findById(account.id)).toMatchObject({
        themePack: 'theme4',
        themeMode: 'dark',
        language: 'en',
      });
    });

    it('stores a photo, replaces it, and removes it, with the path on the account each time', async () => {
      const account = await insert(member({ name: 'Elif', surname: 'Kaya' }));
      expect(await reads().profiles.findAvatar(account.id)).toBeNull();
      const first = {
        accountId: account.id,
        contentType: 'image/webp',
        content: new Uint8Array([82, 73, 70, 70, 1, 2, 3]),
        updatedAt: new Date('2026-03-02T10:00:00Z'),
      };
      await write(({ profiles }) => profiles.saveAvatar(first, `/api/accounts/avatar/${account.id}?v=1`));
      const stored = await reads().profiles.findAvatar(account.id);
      expect(stored).toEqual(first);
      expect(stored?.content).toBeInstanceOf(Uint8Array);
      const second = {
        ...first,
        content: new Uint8Array([9, 9]),
        updatedAt: new Date('2026-03-02T11:00:00Z'),
      };
      await write(({ profiles }) => profiles.saveAvatar(second, `/api/accounts/avatar/${account.id}?v=2`));
      expect(await reads().profiles.findAvatar(account.id)).toEqual(second);
      expect((await reads().accounts.findById(account.id))?.profilePhotoPath).toBe(
        `/api/accounts/avatar/${account.id}?v=2`,
      );
      await write(({ profiles }) => profiles.removeAvatar(account.id));
      expect(await reads().profiles.findAvatar(account.id)).toBeNull();
      expect((await reads().accounts.findById(account.id))?.profilePhotoPath).toBeNull();
      // Removing what is not there is no error.
      await write(({ profiles }) => profiles.removeAvatar(account.id));
    });

    it('writes nothing when the unit of work fails', async () => {
      const account = await insert(member({ name: 'Deniz', surname: 'Ak' }));
      const avatar = {
        accountId: account.id,
        contentType: 'image/webp',
        content: new Uint8Array([1]),
        updatedAt: new Date(),
      };
      await expect(
        write(async ({ profiles }) => {
          await profiles.saveAvatar(avatar, '/api/accounts/avatar/x?v=1');
          throw new Error('rolled back');
        }),
      ).rejects.toThrow('rolled back');
      expect(await reads().profiles.findAvatar(account.id)).toBeNull();
      expect((await reads().accounts.findById(account.id))?.profilePhotoPath).toBeNull();
    });

    describe('the users list', () => {
      it('lists active, unlocked members only, with the public fields and the score', async () => {
        const listed = await insert(
          member({
            name: 'Zeynep',
            surname: 'Arslan',
            bio: 'Koç adayı',
            countryCode: 'TR',
            stateCode: 'TR-06',
            city: 'Çankaya',
            languages: ['en'],
            phone: '+905321234567',
            identityNumber: '10000000146',
          }),
        );
        const passive = await insert(member({ name: 'Pasif', surname: 'Üye' }));
        const locked = await insert(member({ name: 'Kilitli', surname: 'Üye' }));
        await write(async ({ accounts }) => {
          await accounts.setAccess(passive.id, { status: 'passive', isLocked: false });
          await accounts.setAccess(locked.id, { status: 'active', isLocked: true });
        });
        await insert(member({ name: 'Misafir', surname: 'Kişi', accountRoleType: 'Guest' }));
        await insert(member({ name: 'Yönetici', surname: 'Kişi', accountRoleType: 'Administrator' }));
        await insert(member({ name: 'Satış', surname: 'Kişi', accountRoleType: 'Salesman' }));

        const { items, total } = await list();
        expect(total).toBe(1);
        // Exactly the card's fields: nothing private (e-mail, phone, identity number) is even read.
        expect(items).toEqual([
          {
            id: listed.id,
            name: 'Zeynep',
            surname: 'Arslan',
            profilePhotoPath: null,
            bio: 'Koç adayı',
            countryCode: 'TR',
            stateCode: 'TR-06',
            city: 'Çankaya',
            languages: ['en'],
            score: 0,
            createdAt: listed.createdAt,
          },
        ]);
      });

      it('searches the name, the surname and the full name, without regard to case or Turkish letters', async () => {
        await insert(member({ name: 'Ayşe', surname: 'Yılmaz' }));
        await insert(member({ name: 'Mehmet', surname: 'Öztürk' }));
        await insert(member({ name: 'Ali', surname: 'Ayşegül' }));
        expect((await list({ search: 'ayşe' })).names).toEqual(['Ali Ayşegül', 'Ayşe Yılmaz']);
        expect((await list({ search: 'ÖZTÜRK' })).names).toEqual(['Mehmet Öztürk']);
        expect((await list({ search: 'Ayşe Yıl' })).names).toEqual(['Ayşe Yılmaz']);
        // Every Turkish letter folds both ways: typed without them, or in capitals.
        expect((await list({ search: 'ayse' })).names).toEqual(['Ali Ayşegül', 'Ayşe Yılmaz']);
        expect((await list({ search: 'OZTURK' })).names).toEqual(['Mehmet Öztürk']);
        expect((await list({ search: 'AYSE YILMAZ' })).names).toEqual(['Ayşe Yılmaz']);
        expect((await list({ search: 'mehmet öztürk' })).names).toEqual(['Mehmet Öztürk']);
        // A typed % or _ is a character, not a wildcard.
        expect((await list({ search: '%' })).total).toBe(0);
        expect((await list({ search: 'M_hmet' })).total).toBe(0);
      });

      it('filters by coaching language and by a score range', async () => {
        const tr = await insert(member({ name: 'Tr', surname: 'Only', languages: ['tr'] }));
        const both = await insert(member({ name: 'Both', surname: 'Languages', languages: ['tr', 'en'] }));
        await insert(member({ name: 'En', surname: 'Only', languages: ['en'] }));
        expect((await list({ language: 'tr' })).names).toEqual(['Both Languages', 'Tr Only']);
        expect((await list({ language: 'en' })).names).toEqual(['Both Languages', 'En Only']);
        await write(async ({ ledger }) => {
          for (const [accountId, delta] of [
            [tr.id, 10],
            [both.id, 30],
          ] as const) {
            await ledger.append({
              accountId,
              delta,
              reason: 'opening_balance',
              projectId: null,
              actorAccountId: null,
              note: null,
            });
          }
        });
        expect((await list({ scoreRange: { lower: 10, upper: 29 } })).names).toEqual(['Tr Only']);
        expect((await list({ scoreRange: { lower: 0, upper: 10 } })).names).toEqual(['En Only', 'Tr Only']);
        expect((await list({ scoreRange: { lower: 30, upper: 30 }, language: 'en' })).names).toEqual([
          'Both Languages',
        ]);
      });

      it('sorts names the same way everywhere: Ç beside C, Ş beside S, then by surname', async () => {
        for (const [name, surname] of [
          ['Şule', 'Kaya'],
          ['Zeynep', 'Ak'],
          ['Can', 'Yıldız'],
          ['Çağla', 'Er'],
          ['Sibel', 'Ön'],
          ['Can', 'Aydın'],
        ] as const) {
          await insert(member({ name, surname }));
        }
        expect((await list()).names).toEqual([
          'Çağla Er',
          'Can Aydın',
          'Can Yıldız',
          'Sibel Ön',
          'Şule Kaya',
          'Zeynep Ak',
        ]);
        expect((await list({ sort: { key: 'name', descending: true } })).names[0]).toBe('Zeynep Ak');
        expect((await list({ sort: { key: 'surname', descending: false } })).names).toEqual([
          'Zeynep Ak',
          'Can Aydın',
          'Çağla Er',
          'Şule Kaya',
          'Sibel Ön',
          'Can Yıldız',
        ]);
      });

      it('pages without repeating or skipping anyone, also among equal names', async () => {
        for (let index = 0; index < 7; index++) await insert(member({ name: 'Aynı', surname: 'İsim' }));
        const seen: string[] = [];
        for (const offset of [0, 3, 6]) {
          const page = await list({ offset, limit: 3 });
          expect(page.total).toBe(7);
          seen.push(...page.items.map((card) => card.id));
        }
        expect(new Set(seen).size).toBe(7);
        const newestFirst = await list({ sort: { key: 'memberSince', descending: true } });
        expect(newestFirst.items).toHaveLength(7);
      });
    });
  });
}
