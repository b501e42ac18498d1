import type { ContactMessageQuery, NewContactMessage, Repositories } from '@coach/core';
import { describe, expect, it } from 'vitest';
import type { PersistenceUnderTest } from './persistence-under-test.ts';

const at = (time: string) => new Date(`2026-03-02T${time}:00Z`);

const message = (overrides: Partial<NewContactMessage> = {}): NewContactMessage => ({
  name: 'ayse',
  surname: 'demir',
  email: 'ayse@example.com',
  message: 'I would like to coach in English as well.',
  language: 'en',
  clientAddress: '203.0.113.7',
  createdAt: at('10:00'),
  ...overrides,
});

/**
 * The contact-message part of the repository contract, called from `describeRepositoryContract`
 * so that memory, PGlite and PostgreSQL all pass it.
 */
export function describeContactMessageContract(persistence: () => PersistenceUnderTest): void {
  const reads = () => persistence().repositories;
  const write = <T>(work: (repositories: Repositories) => Promise<T>) =>
    persistence().unitOfWork.run(({ repositories }) => work(repositories));
  const insert = (overrides: Partial<NewContactMessage> = {}) =>
    write(({ contactMessages }) => contactMessages.insert(message(overrides)));
  const search = (query: Partial<ContactMessageQuery> = {}) =>
    reads().contactMessages.search({
      search: '',
      read: 'all',
      sort: { key: 'createdAt', descending: true },
      offset: 0,
      limit: 20,
      ...query,
    });
  const emails = async (query: Partial<ContactMessageQuery> = {}) =>
    (await search(query)).items.map((item) => item.email);

  describe('contact messages', () => {
    it('stores a message unread and finds it by id', async () => {
      const stored = await insert();
      expect(stored).toEqual({ ...message(), id: expect.any(String), readAt: null });
      expect(await reads().contactMessages.findById(stored.id)).toEqual(stored);
    });

    it('marks a message read and unread again, and says when there is no such message', async () => {
      const stored = await insert();
      expect(await write(({ contactMessages }) => contactMessages.setReadAt(stored.id, at('11:00')))).toBe(
        true,
      );
      expect(await reads().contactMessages.findById(stored.id)).toMatchObject({ readAt: at('11:00') });
      await write(({ contactMessages }) => contactMessages.setReadAt(stored.id, null));
      expect(await reads().contactMessages.findById(stored.id)).toMatchObject({ readAt: null });
      const missing = '00000000-0000-4000-8000-000000000000';
      expect(await write(({ contactMessages }) => contactMessages.setReadAt(missing, at('11:00')))).toBe(
        false,
      );
    });

    it('lists newest first by default, pages, and counts every match', async () => {
      await insert({ email: 'a@example.com', createdAt: at('09:00') });
      await insert({ email: 'b@example.com', createdAt: at('11:00') });
      await insert({ email: 'c@example.com', createdAt: at('10:00') });
      expect(await emails()).toEqual(['b@example.com', 'c@example.com', 'a@example.com']);
      const page = await search({ offset: 1, limit: 1 });
      expect(page.total).toBe(3);
      expect(page.items.map((item) => item.email)).toEqual(['c@example.com']);
    });

    it('sorts by name (then surname) and by e-mail, either way, equals by creation in the same direction', async () => {
      // One index per key serves both directions only when the ties follow the key's direction.
      await insert({ name: 'can', surname: 'b', email: 'z@example.com', createdAt: at('09:00') });
      await insert({ name: 'ayse', surname: 'k', email: 'y@example.com', createdAt: at('09:30') });
      await insert({ name: 'ayse', surname: 'a', email: 'x@example.com', createdAt: at('10:00') });
      await insert({ name: 'ayse', surname: 'a', email: 'w@example.com', createdAt: at('11:00') });
      expect(await emails({ sort: { key: 'name', descending: false } })).toEqual([
        'x@example.com',
        'w@example.com',
        'y@example.com',
        'z@example.com',
      ]);
      expect(await emails({ sort: { key: 'name', descending: true } })).toEqual([
        'z@example.com',
        'y@example.com',
        'w@example.com',
        'x@example.com',
      ]);
      expect(await emails({ sort: { key: 'email', descending: false } })).toEqual([
        'w@example.com',
        'x@example.com',
        'y@example.com',
        'z@example.com',
      ]);
    });

    it('searches name, surname, e-mail and message text without regard to case; % and _ match themselves', async () => {
      await insert({ email: 'a@example.com', message: 'Please call me about 100% of the hours' });
      await insert({ email: 'b@example.com', name: 'Zehra', surname: 'Çelik' });
      await insert({ email: 'mert_k@example.com', message: 'hello there' });
      expect(await emails({ search: 'ZEHRA' })).toEqual(['b@example.com']);
      expect(await emails({ search: 'çelik' })).toEqual(['b@example.com']);
      expect(await emails({ search: '100%' })).toEqual(['a@example.com']);
      expect(await emails({ search: 't_k' })).toEqual(['mert_k@example.com']);
      expect(await emails({ search: 'HOURS' })).toEqual(['a@example.com']);
    });

    it('narrows to read or unread messages', async () => {
      const read = await insert({ email: 'read@example.com' });
      await insert({ email: 'unread@example.com', createdAt: at('09:00') });
      await write(({ contactMessages }) => contactMessages.setReadAt(read.id, at('12:00')));
      expect(await emails({ read: 'unread' })).toEqual(['unread@example.com']);
      expect(await emails({ read: 'read' })).toEqual(['read@example.com']);
      expect((await search({ read: 'unread' })).total).toBe(1);
    });
  });
}
