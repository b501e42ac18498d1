import type { ChildProcess } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { SheetCell, SheetReading, SheetRow } from '@coach/core';
import type { ZipBudget } from './zip-budget.ts';

/** What the reading process is given: the upload's bytes and the limits of the parse itself. */
export interface ReadingJob {
  readonly bytes: Uint8Array;
  readonly maxRows: number;
  readonly zipBudget: ZipBudget;
}

/** How long and how much memory the reading of one workbook may take. */
export interface ReadingLimits {
  /** From the start of the reading process to its answer; past it, the process is killed. */
  readonly timeMs: number;
  /** The reading process's JavaScript heap (`--max-old-space-size`); past it, V8 ends the process. */
  readonly heapMb: number;
}

/**
 * The limits of every import's parse, in this one place. Measured on a two-core machine busy with
 * four other test suites: a full import (5,000 rows of 15 columns, a 3.6 MB file) reads in 2–5
 * seconds within 100 MB of heap; 5,000 rows of 20 long texts (a 10 MB file, twice the upload
 * limit) in 5–8 seconds within 350 MB. So 30 seconds and 512 MB leave room for a slow machine and
 * any real file, while a crafted file whose regular expressions backtrack for minutes
 * (CVE-2024-22363), or one that makes the library allocate without end, is stopped long before it
 * could hold up the administrator or take the server's memory.
 */
export const readingLimits: ReadingLimits = { timeMs: 30_000, heapMb: 512 };

const processFile = fileURLToPath(new URL('./reading-process.ts', import.meta.url));
/** The only files the reading process may read: its own code and the library's. */
const readableDirectories = [
  dirname(processFile),
  dirname(createRequire(import.meta.url).resolve('sheetjs-style/package.json')),
];

/** Reading processes still running: killed when the server exits, so that none outlives it. */
const running = new Set<ChildProcess>();
let killOnExit = false;

/**
 * Reads the first sheet of an uploaded workbook in a process of its own, started for this file
 * and ended after it (ADR 0038). sheetjs-style 0.15.8 predates the fixes of CVE-2023-30533 (a
 * crafted comment or string sets properties on `Object.prototype`) and CVE-2024-22363 (regular
 * expressions that backtrack for minutes), and administrators import files that strangers send
 * them. In the reading process a polluted prototype is that process's own; a parse that runs too
 * long is killed, and one that needs too much memory ends only that process (a worker thread's
 * heap limit can abort the whole server: nodejs/node#47224). Either is `tooDemanding`, never a hung
 * request. The process may read only its own code and the library's, write nothing and start
 * nothing (Node's permission model), and gets none of the server's environment. What comes back
 * is checked and rebuilt before anyone reads it (`guardedReading`).
 */
export async function readInIsolation(
  job: ReadingJob,
  limits: ReadingLimits = readingLimits,
): Promise<SheetReading> {
  // node:child_process is loaded for the first import, not by every process that composes the
  // platform (a CLI command, issue 29).
  const { fork } = await import('node:child_process');
  if (!killOnExit) {
    killOnExit = true;
    process.once('exit', () => {
      for (const child of running) child.kill('SIGKILL');
    });
  }
  return new Promise((resolve) => {
    const child = fork(processFile, {
      // Its own flags, never the server's (`--watch`, `--inspect`, a larger heap).
      execArgv: [
        `--max-old-space-size=${limits.heapMb}`,
        '--disallow-code-generation-from-strings',
        '--permission',
        ...readableDirectories.map((directory) => `--allow-fs-read=${directory}`),
      ],
      env: {},
      // Structured clone: dates stay dates; functions, getters and prototypes stay behind.
      serialization: 'advanced',
      stdio: ['ignore', 'ignore', 'pipe', 'ipc'],
    });
    running.add(child);
    let errorOutput = '';
    child.stderr?.setEncoding('utf8').on('data', (chunk: string) => {
      if (errorOutput.length < 4096) errorOutput += chunk;
    });
    let settled = false;
    const finish = (reading: SheetReading) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      running.delete(child);
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      resolve(reading);
    };
    const timer = setTimeout(() => finish({ kind: 'tooDemanding', reason: 'time' }), limits.timeMs);
    child.once('message', (value: unknown) => finish(guardedReading(value, job.maxRows)));
    // The process could not be started at all.
    child.once('error', () => finish({ kind: 'unreadable' }));
    // Ended without an answer: V8 says so on standard error when the heap ran out.
    child.once('close', () =>
      finish(
        /heap out of memory|heap limit/i.test(errorOutput)
          ? { kind: 'tooDemanding', reason: 'memory' }
          : { kind: 'unreadable' },
      ),
    );
    child.send(job);
  });
}

/** Whether `value` is a plain object with exactly `keys` as its own keys (no `__proto__` or others). */
function isRecordOf(value: unknown, keys: readonly string[]): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  if (Object.getPrototypeOf(value) !== Object.prototype) return false;
  const own = Reflect.ownKeys(value);
  return own.length === keys.length && keys.every((key) => Object.hasOwn(value, key));
}

/** Whether `value` is a real array of at most `max` items (no extra keys beyond the indexes). */
function isListOf(value: unknown, max: number): value is unknown[] {
  return Array.isArray(value) && Object.getPrototypeOf(value) === Array.prototype && value.length <= max;
}

const invalid = Symbol('invalid');

function cellOf(value: unknown): SheetCell | typeof invalid {
  if (value === null || typeof value === 'boolean') return value;
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return Number.isFinite(value) ? value : invalid;
  if (isRecordOf(value, ['kind', 'value']) && value.kind === 'date' && value.value instanceof Date) {
    const time = value.value.getTime();
    return Number.isNaN(time) ? invalid : Object.freeze({ kind: 'date', value: new Date(time) });
  }
  return invalid;
}

function rowOf(value: unknown, maxCells: number): SheetRow | typeof invalid {
  if (!isRecordOf(value, ['rowNumber', 'cells']) || !Number.isSafeInteger(value.rowNumber)) return invalid;
  if (!isListOf(value.cells, maxCells)) return invalid;
  const cells: SheetCell[] = [];
  for (const item of value.cells) {
    const cell = cellOf(item);
    if (cell === invalid) return invalid;
    cells.push(cell);
  }
  return Object.freeze({ rowNumber: value.rowNumber as number, cells: Object.freeze(cells) });
}

/** At most the reader's own column limit (read-sheet.ts) plus a margin: the header is never wider. */
const maxCellsPerRow = 1_000;

/**
 * The reading process's answer as a `SheetReading` of fresh, frozen objects, or `unreadable` when it is not
 * exactly that shape. Structured clone already leaves functions, getters and prototypes behind;
 * this also refuses any key that is not the reading's own (`__proto__`, `constructor`,
 * `prototype`), numbers that are not finite, and more rows than were asked for, so nothing a
 * crafted file made the library produce reaches the use case by accident.
 */
export function guardedReading(value: unknown, maxRows: number): SheetReading {
  const unreadable: SheetReading = { kind: 'unreadable' };
  if (typeof value !== 'object' || value === null) return unreadable;
  const kind = (value as { kind?: unknown }).kind;
  if (kind === 'unreadable' && isRecordOf(value, ['kind'])) return unreadable;
  if (kind === 'tooManyRows' && isRecordOf(value, ['kind', 'firstRowOver'])) {
    const { firstRowOver } = value;
    return Number.isSafeInteger(firstRowOver)
      ? Object.freeze({ kind: 'tooManyRows', firstRowOver: firstRowOver as number })
      : unreadable;
  }
  if (kind !== 'sheet' || !isRecordOf(value, ['kind', 'header', 'rows'])) return unreadable;
  if (!isListOf(value.header, maxCellsPerRow) || !isListOf(value.rows, maxRows + 1)) return unreadable;
  const header: string[] = [];
  for (const item of value.header) {
    if (typeof item !== 'string') return unreadable;
    header.push(item);
  }
  const rows: SheetRow[] = [];
  for (const item of value.rows) {
    const row = rowOf(item, maxCellsPerRow);
    if (row === invalid) return unreadable;
    rows.push(row);
  }
  return Object.freeze({ kind: 'sheet', header: Object.freeze(header), rows: Object.freeze(rows) });
}
