import { AsyncLocalStorage } from 'node:async_hooks';
import type { Clock } from '@coach/core';

/**
 * A table of the in-memory database: rows by primary key, declared by the repository file that
 * owns it. Rows are never changed in place (`set` a new object instead), so that a unit of work
 * can start from a shallow copy of every table (copy-on-write) and a rollback is simply dropping
 * that copy.
 */
export interface MemoryTable<Row> {
  readonly name: string;
  /** Only carries the row type. */
  readonly rowType?: Row;
}

export function memoryTable<Row>(name: string): MemoryTable<Row> {
  return { name };
}

/** What a repository sees: the committed tables outside a unit of work, its own copy inside one. */
export interface MemoryDb {
  rows<Row>(table: MemoryTable<Row>): ReadonlyMap<string, Row>;
  /** The rows to change; throws outside a unit of work, and after it ended. */
  writable<Row>(table: MemoryTable<Row>): Map<string, Row>;
  /** The time defaults such as `created_at` take (the database's `now()`). */
  now(): Date;
  /**
   * How many units of work have committed a write (and restores), counted by the store: it moves
   * with every committed change, whatever the table (the memory tier's `matchingVersion`).
   */
  commits(): number;
}

/** Rows leave and enter the store as deep copies: nobody outside holds a stored object. */
export function copy<T>(value: T): T {
  return structuredClone(value);
}

type Tables = Map<string, Map<string, unknown>>;

/** The committed tables at one moment (`snapshot`), opaque to everyone else. */
export interface MemorySnapshot {
  readonly tables: Tables;
}

/** A copy of every table: rows are never changed in place, so new maps suffice. */
function copyOf(tables: Tables): Tables {
  return new Map([...tables].map(([name, rows]) => [name, new Map(rows)]));
}

function rowsOf<Row>(tables: Tables, table: MemoryTable<Row>): Map<string, Row> {
  let rows = tables.get(table.name);
  if (!rows) {
    rows = new Map();
    tables.set(table.name, rows);
  }
  return rows as Map<string, Row>;
}

/**
 * The store behind `createMemoryPersistence`. Units of work run one at a time (a promise queue):
 * that serialisation is what `…ForUpdate` row locks give on PostgreSQL. Each works on a copy of
 * the tables that replaces the committed ones when the work resolves, and is dropped when it throws.
 */
export function createMemoryStore(clock: Clock) {
  let committed: Tables = new Map();
  let commits = 0;
  let queue: Promise<unknown> = Promise.resolve();
  const insideUnitOfWork = new AsyncLocalStorage<true>();

  const committedDb: MemoryDb = {
    rows: (table) => rowsOf(committed, table),
    writable() {
      throw new Error('In-memory persistence: writes happen only inside unitOfWork.run');
    },
    now: () => clock.now(),
    commits: () => commits,
  };

  async function runNow<T>(work: (db: MemoryDb) => Promise<T>): Promise<T> {
    const draft = copyOf(committed);
    let open = true;
    let wrote = false;
    const draftDb: MemoryDb = {
      rows: (table) => rowsOf(draft, table),
      writable(table) {
        if (!open) throw new Error('In-memory persistence: this unit of work has already ended');
        wrote = true;
        return rowsOf(draft, table);
      },
      now: () => clock.now(),
      commits: () => commits,
    };
    try {
      const result = await insideUnitOfWork.run(true, () => work(draftDb));
      committed = draft;
      if (wrote) commits += 1;
      return result;
    } finally {
      open = false;
    }
  }

  return {
    committedDb,
    /**
     * The committed state as it stands, to come back to with `restore`: a copy of the maps, no
     * row copied (they are never changed in place), so it costs next to nothing.
     */
    snapshot(): MemorySnapshot {
      return { tables: copyOf(committed) };
    },
    /** Back to `snapshot`, after the units of work already queued; it stays usable for the next time. */
    restore(snapshot: MemorySnapshot): Promise<void> {
      const restored = queue.then(() => {
        committed = copyOf(snapshot.tables);
        commits += 1;
      });
      queue = restored;
      return restored;
    },
    /** Runs `work` alone, after every unit of work queued before it. */
    transaction<T>(work: (db: MemoryDb) => Promise<T>): Promise<T> {
      if (insideUnitOfWork.getStore()) {
        // It would wait for itself forever (on PGlite too, which has a single connection).
        return Promise.reject(new Error('In-memory persistence: a unit of work cannot start inside another'));
      }
      const result = queue.then(() => runNow(work));
      queue = result.catch(() => undefined);
      return result;
    },
  };
}
