import type { Ports } from '@coach/core';

// What the repository contract (repository-contract.ts) and each area's contract share, in a module
// of its own: the contract imports the areas' contracts, which must not import it back.

/** What the contract is written against: reads outside, writes through a unit of work. */
export type PersistenceUnderTest = Pick<Ports, 'repositories' | 'unitOfWork'>;

/** Raw SQL on the database under test, for states no port can make (SQL kinds only). */
export type RawSql = (statement: string) => Promise<Record<string, unknown>[]>;
