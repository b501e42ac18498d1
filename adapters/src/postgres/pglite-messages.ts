import type { PGliteOptions, RowMode } from '@electric-sql/pglite';

// The messages between the server's thread and the thread that owns the embedded database
// (pglite-thread.ts and pglite-worker.ts, ADR 0040). Everything in them survives structured clone:
// no functions, so query options travel as what the worker needs to rebuild them.

/** A compiled WebAssembly.Module (TypeScript declares that type only with the DOM's library). */
export type PgliteWasmModule = NonNullable<PGliteOptions['pgliteWasmModule']>;

/** What opens a database in the worker (one at a time; a worker is used again after `close`). */
export interface PgliteOpen {
  /** A folder, or `memory://`. */
  readonly dataDir: string;
  /** A dumped data directory (`dumpDataDir`) to start from, as bytes. */
  readonly loadDataDir?: ArrayBuffer;
  /** PGlite's WebAssembly, compiled once per process and shared by every worker. */
  readonly wasmModule: PgliteWasmModule;
}

/**
 * `rawTypes`: the type ids whose values come back as PostgreSQL's text, because the caller has
 * parsers of its own for them (drizzle keeps timestamps, dates and intervals as text); the
 * server's thread applies those parsers.
 */
export interface WireQueryOptions {
  readonly rowMode?: RowMode;
  readonly paramTypes?: readonly number[];
  readonly rawTypes?: readonly number[];
}

export type PgliteRequest =
  | ({ readonly id: number; readonly kind: 'open' } & PgliteOpen)
  | {
      readonly id: number;
      readonly kind: 'query';
      readonly sql: string;
      readonly params: readonly unknown[];
      readonly options: WireQueryOptions;
      /** Inside this open transaction; outside any when absent. */
      readonly transaction?: number;
    }
  | {
      readonly id: number;
      readonly kind: 'exec';
      readonly sql: string;
      readonly options: WireQueryOptions;
      readonly transaction?: number;
    }
  /** Opens a transaction once none other is open; answers its number. */
  | { readonly id: number; readonly kind: 'begin' }
  /** Commits or rolls back; answers when the transaction is over (a failed COMMIT is an error). */
  | { readonly id: number; readonly kind: 'end'; readonly transaction: number; readonly commit: boolean }
  /** Closes the database; the worker then waits for the next `open`. */
  | { readonly id: number; readonly kind: 'close' };

/** An error as the worker met it: PostgreSQL's fields (code, constraint, detail…) kept. */
export interface WireError {
  readonly message: string;
  /** True for PostgreSQL's own errors (pg-protocol's DatabaseError). */
  readonly database: boolean;
  readonly fields: Readonly<Record<string, string | number | boolean>>;
}

/** The answer to request `id`. */
export type PgliteReply =
  | { readonly id: number; readonly ok: true; readonly value: unknown }
  | { readonly id: number; readonly ok: false; readonly error: WireError };
