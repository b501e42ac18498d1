import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { messages, type QueryOptions, type Results } from '@electric-sql/pglite';
import type {
  PgliteOpen,
  PgliteReply,
  PgliteRequest,
  PgliteWasmModule,
  WireError,
  WireQueryOptions,
} from './pglite-messages.ts';

/**
 * The embedded database in a thread of its own (pglite-worker.ts, ADR 0040), seen from the
 * server's thread through what drizzle's PGlite session calls on its client
 * (`drizzle-orm/pglite/session.js`: `query` and `transaction`), with PGlite's own meaning:
 * one connection, so a transaction's statements run while every other statement waits for it.
 */
export interface PgliteThread {
  query<T>(sql: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>>;
  exec(sql: string, options?: QueryOptions): Promise<Results[]>;
  transaction<T>(callback: (tx: PgliteThreadTransaction) => Promise<T>): Promise<T>;
  /**
   * How busy its one connection is, read without asking the thread (for /metrics): the calls sent
   * and not answered yet (the one running and those queued behind it), and the transactions open.
   */
  figures(): { readonly waitingCalls: number; readonly openTransactions: number };
  /**
   * Closes the database. A transaction still open is refused its next statement (SQLSTATE 57P01,
   * as PostgreSQL answers the sessions of a server shutting down), so it rolls back instead of
   * holding the shutdown until it ends.
   */
  close(): Promise<void>;
}

export interface PgliteThreadTransaction {
  query<T>(sql: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>>;
  exec(sql: string, options?: QueryOptions): Promise<Results[]>;
  rollback(): Promise<void>;
  readonly closed: boolean;
}

export interface PgliteThreadOptions {
  readonly dataDir: string;
  readonly loadDataDir?: Blob | undefined;
}

type WithoutId<T> = T extends unknown ? Omit<T, 'id'> : never;
type Request = WithoutId<PgliteRequest>;

/**
 * A worker whose database was closed, kept for the next one: starting a thread, loading PGlite's
 * module and warming its code again cost about 0.7 s per test file that opens a database.
 */
let idleWorker: Worker | undefined;

function takeWorker(): Worker {
  const idle = idleWorker;
  idleWorker = undefined;
  if (idle) return idle;
  const worker = new Worker(new URL('./pglite-worker.ts', import.meta.url));
  // Heard in use by the database's own listeners too; an idle worker that fails is dropped.
  const drop = () => {
    if (idleWorker === worker) idleWorker = undefined;
  };
  worker.on('error', drop).once('exit', drop);
  return worker;
}

function giveBack(worker: Worker): void {
  if (idleWorker) void worker.terminate();
  else idleWorker = worker;
}

export async function startPgliteThread(options: PgliteThreadOptions): Promise<PgliteThread> {
  const loadDataDir = options.loadDataDir ? await options.loadDataDir.arrayBuffer() : undefined;
  const open: PgliteOpen = {
    dataDir: options.dataDir,
    wasmModule: await pgliteWasmModule(),
    ...(loadDataDir ? { loadDataDir } : {}),
  };
  const worker = takeWorker();

  const pending = new Map<number, { resolve(value: unknown): void; reject(error: Error): void }>();
  let lastId = 0;
  /** Set once the thread is gone: every later call fails with it. */
  let gone: Error | undefined;
  let closing: Promise<void> | undefined;
  /** The transactions begun and not yet over; closing waits for them (they fail fast). */
  const transactions = new Set<Promise<unknown>>();

  // The thread keeps the process alive only while someone waits for it: an idle database must not
  // hold up a script's exit, and an awaited answer must not be cut off by it.
  const settle = (id: number) => {
    const waiting = pending.get(id);
    pending.delete(id);
    if (pending.size === 0) worker.unref();
    return waiting;
  };
  const fail = (error: Error) => {
    gone ??= error;
    for (const id of [...pending.keys()]) settle(id)?.reject(error);
  };
  const onMessage = (reply: PgliteReply) => {
    // Node's watch mode (`npm run dev`) sends its own messages from every worker: not ours.
    if (typeof reply !== 'object' || reply === null || !pending.has(reply.id)) return;
    const waiting = settle(reply.id);
    if (reply.ok) waiting?.resolve(reply.value);
    else waiting?.reject(errorOf(reply.error));
  };
  const onExit = (code: number) =>
    fail(new Error(`The embedded database's thread stopped (exit code ${code})`));
  worker.on('message', onMessage).on('error', fail).on('exit', onExit);
  const release = () => {
    worker.off('message', onMessage).off('error', fail).off('exit', onExit);
    worker.unref();
  };

  const call = (request: Request, transfer: ArrayBuffer[] = []): Promise<unknown> => {
    if (gone) return Promise.reject(gone);
    const id = ++lastId;
    return new Promise((resolve, reject) => {
      pending.set(id, { resolve, reject });
      worker.ref();
      try {
        worker.postMessage({ ...request, id }, transfer);
      } catch (error) {
        // A parameter that cannot cross threads (a function): the caller's mistake, said to it.
        settle(id);
        reject(error);
      }
    });
  };
  const refuseWhenClosing = () => {
    if (closing) throw closingError();
  };

  const query = async <T>(
    sql: string,
    params: unknown[] = [],
    queryOptions?: QueryOptions,
    transaction?: number,
  ) => {
    refuseWhenClosing();
    const options = wireOptions(queryOptions);
    const result = (await call({
      kind: 'query',
      sql,
      params,
      options,
      ...inTransaction(transaction),
    })) as Results<T>;
    return parsed(result, queryOptions);
  };
  const exec = async (sql: string, queryOptions?: QueryOptions, transaction?: number) => {
    refuseWhenClosing();
    const options = wireOptions(queryOptions);
    const results = (await call({ kind: 'exec', sql, options, ...inTransaction(transaction) })) as Results[];
    return results.map((result) => parsed(result, queryOptions));
  };

  const run = async <T>(callback: (tx: PgliteThreadTransaction) => Promise<T>): Promise<T> => {
    const transaction = (await call({ kind: 'begin' })) as number;
    let closed = false;
    const end = (commit: boolean) => {
      closed = true;
      return call({ kind: 'end', transaction, commit });
    };
    const checkOpen = () => {
      if (closed) throw new Error('This transaction is already over');
    };
    const tx: PgliteThreadTransaction = {
      query: (sql, params, options) =>
        Promise.resolve()
          .then(checkOpen)
          .then(() => query(sql, params, options, transaction)),
      exec: (sql, options) =>
        Promise.resolve()
          .then(checkOpen)
          .then(() => exec(sql, options, transaction)),
      rollback: async () => {
        checkOpen();
        await end(false);
      },
      get closed() {
        return closed;
      },
    };
    try {
      const result = await callback(tx);
      if (!closed) await end(true);
      return result;
    } catch (error) {
      if (!closed) await end(false);
      throw error;
    }
  };

  const thread: PgliteThread = {
    query: (sql, params, options) => query(sql, params, options),
    exec: (sql, options) => exec(sql, options),
    async transaction(callback) {
      refuseWhenClosing();
      const running = run(callback);
      transactions.add(running);
      try {
        return await running;
      } finally {
        transactions.delete(running);
      }
    },
    figures: () => ({ waitingCalls: pending.size, openTransactions: transactions.size }),
    close() {
      closing ??= (async () => {
        await Promise.allSettled([...transactions]);
        const closed = gone
          ? false
          : await call({ kind: 'close' }).then(
              () => true,
              () => false,
            );
        release();
        // A worker whose database closed cleanly serves the next one; any other is ended.
        if (closed) giveBack(worker);
        else await worker.terminate();
      })();
      return closing;
    },
  };

  try {
    await call({ kind: 'open', ...open }, loadDataDir ? [loadDataDir] : []);
  } catch (error) {
    release();
    await worker.terminate();
    throw error;
  }
  return thread;
}

/** Node's WebAssembly global, which TypeScript declares only with the DOM's library. */
const { WebAssembly: wasm } = globalThis as unknown as {
  WebAssembly: { compile(bytes: Uint8Array): Promise<PgliteWasmModule> };
};
let compiled: Promise<PgliteWasmModule> | undefined;

/**
 * PGlite's WebAssembly, compiled once per process: PGlite caches it for instances on one thread,
 * and each worker would otherwise compile its 9 MB again.
 */
function pgliteWasmModule(): Promise<PgliteWasmModule> {
  compiled ??= (async () => {
    const entry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
    return wasm.compile(await readFile(join(entry, '..', 'pglite.wasm')));
  })();
  return compiled;
}

function inTransaction(transaction: number | undefined) {
  return transaction === undefined ? {} : { transaction };
}

/**
 * The options that can cross to the worker. Parsers stay here: the worker returns those types'
 * values as text and `parsed` applies them. Serializers, blobs and notice callbacks are not used
 * by drizzle and are refused rather than dropped.
 */
function wireOptions(options: QueryOptions | undefined): WireQueryOptions {
  if (!options) return {};
  const { rowMode, paramTypes, parsers, ...rest } = options;
  const unsupported = Object.entries(rest).filter(([, value]) => value !== undefined);
  if (unsupported.length > 0) {
    throw new Error(
      `The embedded database's thread does not take ${unsupported.map(([key]) => key).join(', ')}`,
    );
  }
  return {
    ...(rowMode ? { rowMode } : {}),
    ...(paramTypes ? { paramTypes } : {}),
    ...(parsers ? { rawTypes: Object.keys(parsers).map(Number) } : {}),
  };
}

/** Applies the caller's parsers to the columns of their types, as PGlite would have. */
function parsed<T>(result: Results<T>, options: QueryOptions | undefined): Results<T> {
  const parsers = options?.parsers;
  if (!parsers) return result;
  const seen = new Set<string>();
  const columns = result.fields.flatMap((field, index) => {
    const parse = parsers[field.dataTypeID];
    const key = options.rowMode === 'array' ? index : field.name;
    // Object rows keep one value per name (the last column's), so each name is parsed once.
    if (!parse || (typeof key === 'string' && seen.has(key))) return [];
    if (typeof key === 'string') seen.add(key);
    return [{ key, parse }];
  });
  if (columns.length === 0) return result;
  for (const row of result.rows as Record<string | number, unknown>[]) {
    for (const { key, parse } of columns) {
      const value = row[key];
      if (typeof value === 'string') row[key] = parse(value);
    }
  }
  return result;
}

/** The worker's error as the caller would have met it from PGlite: a DatabaseError with its fields. */
function errorOf(wire: WireError): Error {
  const error = wire.database
    ? new messages.DatabaseError(wire.message, 0, 'error')
    : new Error(wire.message);
  return Object.assign(error, wire.fields);
}

function closingError(): Error {
  return Object.assign(new messages.DatabaseError('The embedded database is closing', 0, 'error'), {
    severity: 'FATAL',
    code: '57P01',
  });
}
