import type { Repositories } from '@coach/core';
import { describe, expect, it } from 'vitest';
import { createMemoryPersistence, createRestorableMemoryPersistence } from './index.ts';

const newAccount = (email: string) =>
  ({ name: 'Ayşe', surname: 'Yılmaz', email, passwordHash: 'hash', accountRoleType: 'User' }) as const;

// What the memory kind adds to the shared contract: the guards that keep tests on it honest.
describe('in-memory persistence', () => {
  it('refuses a write outside a unit of work', async () => {
    const { repositories } = createMemoryPersistence();
    const writable = repositories as unknown as Repositories;
    await expect(writable.accounts.insert(newAccount('a@example.com'))).rejects.toThrow(/inside unitOfWork/);
  });

  it('refuses a write through repositories kept after their unit of work ended', async () => {
    const { unitOfWork } = createMemoryPersistence();
    const leaked = await unitOfWork.run(async ({ repositories }) => repositories);
    await expect(leaked.accounts.insert(newAccount('a@example.com'))).rejects.toThrow(/already ended/);
  });

  it('refuses a unit of work started inside another, which would wait for itself', async () => {
    const { unitOfWork } = createMemoryPersistence();
    await expect(unitOfWork.run(() => unitOfWork.run(async () => 1))).rejects.toThrow(/inside another/);
  });

  it('runs units of work one at a time, and shows their writes to reads only once committed', async () => {
    const { repositories, unitOfWork } = createMemoryPersistence();
    const seen: string[] = [];
    let release = () => {};
    const first = unitOfWork.run(async (tx) => {
      await tx.repositories.accounts.insert(newAccount('first@example.com'));
      await new Promise<void>((resolve) => {
        release = resolve;
      });
      seen.push('first');
    });
    const second = unitOfWork.run(async (tx) => {
      seen.push(
        `second sees first: ${(await tx.repositories.accounts.findByEmail('first@example.com')) !== null}`,
      );
    });
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(await repositories.accounts.findByEmail('first@example.com')).toBeNull();
    release();
    await Promise.all([first, second]);
    expect(seen).toEqual(['first', 'second sees first: true']);
    expect(await repositories.accounts.findByEmail('first@example.com')).not.toBeNull();
  });

  it('comes back to a snapshot, as often as asked, whatever was written since', async () => {
    const { persistence, snapshot, restore } = createRestorableMemoryPersistence();
    const { repositories, unitOfWork } = persistence;
    await unitOfWork.run((tx) => tx.repositories.accounts.insert(newAccount('kept@example.com')));
    const seeded = snapshot();
    for (const email of ['first@example.com', 'second@example.com']) {
      await unitOfWork.run((tx) => tx.repositories.accounts.insert(newAccount(email)));
      expect(await repositories.accounts.findByEmail(email)).not.toBeNull();
      await restore(seeded);
      expect(await repositories.accounts.findByEmail(email)).toBeNull();
      expect(await repositories.accounts.findByEmail('kept@example.com')).not.toBeNull();
    }
  });

  it('stamps rows with the clock it was given', async () => {
    const now = new Date('2026-03-02T10:00:00Z');
    const { unitOfWork } = createMemoryPersistence({ clock: { now: () => now } });
    const account = await unitOfWork.run((tx) =>
      tx.repositories.accounts.insert(newAccount('a@example.com')),
    );
    expect(account.createdAt).toEqual(now);
  });
});
