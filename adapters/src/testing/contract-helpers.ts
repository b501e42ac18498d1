import type { NewAccount, Repositories } from '@coach/core';
import type { PersistenceUnderTest } from './persistence-under-test.ts';

/**
 * What every part of the repository contract starts with: the reads, a write in a unit of work,
 * and a member with an address no other test uses (`prefix` names the part, for reading a failure).
 */
export function contractHelpers(persistence: () => PersistenceUnderTest, prefix: string) {
  const reads = () => persistence().repositories;
  const write = <T>(work: (repositories: Repositories) => Promise<T>) =>
    persistence().unitOfWork.run(({ repositories }) => work(repositories));

  let counter = 0;
  const member = (overrides: Partial<NewAccount> = {}) =>
    write(({ accounts }) =>
      accounts.insert({
        name: 'Ayşe',
        surname: 'Yılmaz',
        email: `${prefix}${++counter}.${Math.random().toString(36).slice(2)}@example.com`,
        passwordHash: 'hash',
        accountRoleType: 'User',
        ...overrides,
      }),
    );
  return { reads, write, member };
}
