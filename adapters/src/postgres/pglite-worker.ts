// The thread that owns the embedded database (ADR 0040). PGlite is PostgreSQL compiled to
// WebAssembly: every statement runs synchronously on the thread that calls it, and its promises
// settle without ever waiting for I/O, so a chain of statements never lets the thread do anything
// else. Here that thread is this worker, not the server's: the server's thread sends requests
// (pglite-messages.ts) and goes on answering others while this one computes.
//
// Loaded by pglite-thread.ts with node:worker_threads; Node runs this file as TypeScript directly,
// so it imports only packages and types.
import { parentPort } from 'node:worker_threads';
import { messages, PGlite, type QueryOptions, type Transaction } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { PgliteReply, PgliteRequest, WireError, WireQueryOptions } from './pglite-messages.ts';

if (!parentPort) throw new Error('pglite-worker.ts runs as a worker thread (pglite-thread.ts starts it)');
const port = parentPort;

interface OpenTransaction {
  readonly tx: Transaction;
  /** Ends the transaction's callback: PGlite then commits, or rolls back. */
  readonly finish: (commit: boolean) => void;
  /** The `end` request that asked for it, answered once the transaction is over. */
  endRequest?: number;
}

const open = new Map<number, OpenTransaction>();
let lastTransaction = 0;
/** Thrown into a transaction's callback to make PGlite roll it back; not an error of anyone's. */
const rollback = Symbol('rollback');

const send = (reply: PgliteReply) => port.postMessage(reply);

/** The database open now; a worker opens one after another (the tests' files, one per file). */
let database: Promise<PGlite> | undefined;

port.on('message', (request: PgliteRequest) => {
  if (request.kind === 'open') {
    const { dataDir, loadDataDir, wasmModule } = request;
    database = PGlite.create({
      dataDir,
      pgliteWasmModule: wasmModule,
      // Trigram indexes answer the searches' `like '%word%'` (migration 0015 creates the extension).
      extensions: { pg_trgm },
      ...(loadDataDir ? { loadDataDir: new Blob([loadDataDir]) } : {}),
    });
    answer(request.id, () => (database as Promise<PGlite>).then(() => null));
    return;
  }
  if (!database) {
    send({ id: request.id, ok: false, error: wireError(new Error('No database is open')) });
    return;
  }
  database.then((pg) => handle(pg, request)).catch(() => {});
});

function handle(pg: PGlite, request: PgliteRequest): void {
  switch (request.kind) {
    case 'query':
      answer(request.id, () =>
        on(pg, request.transaction).query(request.sql, [...request.params], options(request.options)),
      );
      return;
    case 'exec':
      answer(request.id, () => on(pg, request.transaction).exec(request.sql, options(request.options)));
      return;
    case 'begin':
      begin(pg, request.id);
      return;
    case 'end': {
      const transaction = open.get(request.transaction);
      if (!transaction) {
        send({ id: request.id, ok: false, error: wireError(new Error('This transaction is already over')) });
        return;
      }
      transaction.endRequest = request.id;
      transaction.finish(request.commit);
      return;
    }
    case 'close':
      database = undefined;
      answer(request.id, async () => {
        await pg.close();
        return null;
      });
      return;
  }
}

function answer(id: number, work: () => Promise<unknown>): Promise<void> {
  return work().then(
    (value) => send({ id, ok: true, value }),
    (error: unknown) => send({ id, ok: false, error: wireError(error) }),
  );
}

function on(pg: PGlite, transaction: number | undefined): PGlite | Transaction {
  if (transaction === undefined) return pg;
  const tx = open.get(transaction)?.tx;
  if (!tx) throw new Error('This transaction is already over');
  return tx;
}

/**
 * PGlite's own transaction: it holds PGlite's transaction lock, so statements from outside wait
 * until it ends, as on PostgreSQL's single connection. It stays open until the server's thread
 * sends `end`.
 */
function begin(pg: PGlite, beginRequest: number): void {
  const number = ++lastTransaction;
  pg.transaction(
    (tx) =>
      new Promise<void>((resolve, reject) => {
        open.set(number, { tx, finish: (commit) => (commit ? resolve() : reject(rollback)) });
        send({ id: beginRequest, ok: true, value: number });
      }),
  ).then(
    () => over(number, beginRequest),
    (error: unknown) => over(number, beginRequest, error === rollback ? undefined : error),
  );
}

/** Answers the `end` request (or, when BEGIN itself failed, the `begin` one). */
function over(number: number, beginRequest: number, error?: unknown): void {
  const id = open.get(number)?.endRequest ?? beginRequest;
  open.delete(number);
  send(error === undefined ? { id, ok: true, value: null } : { id, ok: false, error: wireError(error) });
}

/** Values of `rawTypes` stay PostgreSQL's text: the server's thread parses them its own way. */
function options(wire: WireQueryOptions): QueryOptions {
  const { rowMode, paramTypes, rawTypes } = wire;
  return {
    ...(rowMode ? { rowMode } : {}),
    ...(paramTypes ? { paramTypes: [...paramTypes] } : {}),
    ...(rawTypes
      ? { parsers: Object.fromEntries(rawTypes.map((type) => [type, (text: string) => text])) }
      : {}),
  };
}

/** PostgreSQL's fields of an error (code, constraint, detail, …): the plain values among its own. */
function wireError(error: unknown): WireError {
  if (!(error instanceof Error)) return { message: String(error), database: false, fields: {} };
  const fields: Record<string, string | number | boolean> = {};
  for (const [key, value] of Object.entries(error)) {
    if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean')
      fields[key] = value;
  }
  return { message: error.message, database: error instanceof messages.DatabaseError, fields };
}
