// The scale benchmark's export and import steps (issue 29): the accounts export of all 100,000
// accounts (≤ 30 s, the server's memory growing by ≤ 300 MB), and the import of a 5,000-row file
// built from the export's own format (≤ 20 s). Its own module, so that the export's way of being
// asked (a direct download today; a job with progress and a download link, ADR 0041) changes here
// only: the job is timed when the OpenAPI document offers it, and the direct download while it stays.
import { readFileSync } from 'node:fs';
import { createSheetJsSpreadsheet } from '@coach/adapters/excel/sheetjs-spreadsheet';
import type { SheetCell, SheetColumnFormat } from '@coach/core';
import postgres from 'postgres';
import XLSX from 'sheetjs-style';
import { exportBudget, importBudget } from './budgets.ts';

export interface Server {
  readonly base: string;
  readonly pid: number;
  /** Paths of the OpenAPI document, each with its methods (lower-case). */
  readonly operations: ReadonlyMap<string, ReadonlySet<string>>;
}

export interface StepResult {
  readonly name: string;
  readonly seconds: number;
  readonly rows: number;
  readonly budget: string;
  readonly pass: boolean;
  readonly detail: string;
}

/** The imported accounts' addresses: removed before and after each import, so every run is alike. */
const importDomain = 'bench-import.example.com';

/** The server process's resident memory (VmRSS), in MB. */
export function residentMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/^VmRSS:\s+(\d+)\s+kB/m.exec(status)?.[1] ?? Number.NaN);
  return kb / 1024;
}

/** Samples the server's memory every 50 ms while `work` runs: the memory before, and the peak. */
export async function withMemory<T>(pid: number, work: () => Promise<T>) {
  const before = residentMb(pid);
  let peak = before;
  const timer = setInterval(() => {
    peak = Math.max(peak, residentMb(pid));
  }, 50);
  try {
    const value = await work();
    peak = Math.max(peak, residentMb(pid));
    return { value, before, peak };
  } finally {
    clearInterval(timer);
  }
}

async function ok(response: Response, what: string): Promise<Response> {
  if (!response.ok)
    throw new Error(`${what}: HTTP ${response.status} ${(await response.text()).slice(0, 300)}`);
  return response;
}

/** Where the export job is started and followed, when the API offers it (ADR 0041). */
export function jobPaths(server: Server) {
  const start = ['/api/accounts/excelexports', '/api/accounts/exports'].find((path) =>
    server.operations.get(path)?.has('post'),
  );
  const gets = [...server.operations.keys()].filter(
    (path) => /^\/api\/(accounts\/)?exports\/\{[^}]+\}/.test(path) && server.operations.get(path)?.has('get'),
  );
  const file = gets.find((path) => /\/(file|download)$/.test(path));
  const job = gets.find((path) => path !== file);
  return start && file && job ? { start, file, job } : null;
}

/**
 * An export as a job: start it at `start` with `body`, follow its progress until `ready`, download
 * its file. Also what the job counted to write (`rowsTotal`).
 */
export async function runExportJob(
  server: Server,
  token: string,
  paths: NonNullable<ReturnType<typeof jobPaths>>,
  body: Record<string, unknown> = { language: 'tr' },
  giveUpAfterMs = 30 * 60_000,
): Promise<{ file: Uint8Array; rowsTotal: number | null }> {
  const giveUpAt = performance.now() + giveUpAfterMs;
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const started = await ok(
    await fetch(`${server.base}${paths.start}`, { method: 'POST', headers, body: JSON.stringify(body) }),
    `starting the export at ${paths.start}`,
  );
  type Job = { id: string; status: string; rowsTotal: number | null };
  let job = ((await started.json()) as { data: Job }).data;
  const withId = (template: string) => `${server.base}${template.replace(/\{[^}]+\}/, job.id)}`;
  while (job.status !== 'ready') {
    if (job.status === 'failed') throw new Error(`the export job of ${paths.start} failed`);
    // A bench that never ends tells nothing: a job this late is a failed case, and the run goes on.
    if (performance.now() > giveUpAt) {
      throw new Error(`the export job of ${paths.start} was not ready after ${giveUpAfterMs / 1000} s`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
    const polled = await ok(await fetch(withId(paths.job), { headers }), 'reading the export job');
    job = ((await polled.json()) as { data: Job }).data;
  }
  const file = await ok(await fetch(withId(paths.file), { headers }), 'downloading the export');
  return { file: new Uint8Array(await file.arrayBuffer()), rowsTotal: job.rowsTotal };
}

/** `GET /api/accounts/downloadexcelaccount`: the workbook in the answer. */
async function exportDirectly(server: Server, token: string): Promise<Uint8Array> {
  const response = await ok(
    await fetch(`${server.base}/api/accounts/downloadexcelaccount?language=tr`, {
      headers: { authorization: `Bearer ${token}` },
    }),
    'the accounts export',
  );
  return new Uint8Array(await response.arrayBuffer());
}

/** The header and the first `rows` rows of a workbook. */
function readWorkbook(bytes: Uint8Array, rows: number) {
  const book = XLSX.read(bytes, { type: 'buffer', sheetRows: rows + 1, cellDates: true });
  const sheet = book.Sheets[book.SheetNames[0] as string] as XLSX.WorkSheet;
  const table = XLSX.utils.sheet_to_json<unknown[]>(sheet, { header: 1, raw: true, defval: null });
  const [header = [], ...body] = table;
  return { header: header.map(String), body };
}

/**
 * The rows below the header of a workbook's first sheet, counted in its XML (no dimension needed).
 * Reading the 125 MB sheet of the accounts export, sheetjs-style prints "Bad CRC32 checksum": its
 * own inflate zeroes a few bytes past the first 64 MiB (adapters/src/excel/zip-budget.ts). The file
 * is sound (`unzip -t` and Python's zipfile check it); the count would be off only if those bytes
 * fell on a `<row` tag.
 */
export function rowsIn(bytes: Uint8Array): number {
  const zip = XLSX.CFB.read(bytes, { type: 'buffer' });
  const sheet = XLSX.CFB.find(zip, '/xl/worksheets/sheet1.xml');
  if (!sheet?.content) throw new Error('the export has no first sheet');
  const xml = Buffer.from(sheet.content as Uint8Array).toString('utf8');
  return (xml.match(/<row[\s>]/g)?.length ?? 0) - 1;
}

export interface ExportOutcome {
  readonly result: StepResult;
  readonly file: Uint8Array | null;
}

/** One export, timed, with the server's memory sampled throughout. */
async function timeExport(
  server: Server,
  way: string,
  run: () => Promise<Uint8Array>,
  expectedRows: number,
): Promise<ExportOutcome> {
  const name = `accounts export, all ${expectedRows.toLocaleString('en')} (${way})`;
  const budget = `≤ ${exportBudget.seconds} s, RSS +≤ ${exportBudget.rssGrowthMb} MB`;
  const started = performance.now();
  try {
    const { value: file, before, peak } = await withMemory(server.pid, run);
    const seconds = (performance.now() - started) / 1000;
    const totalRows = rowsIn(file);
    const growth = peak - before;
    const pass =
      seconds <= exportBudget.seconds && growth <= exportBudget.rssGrowthMb && totalRows === expectedRows;
    const detail =
      `RSS ${before.toFixed(0)} → peak ${peak.toFixed(0)} MB (+${growth.toFixed(0)} MB), ` +
      `${(file.byteLength / 1e6).toFixed(1)} MB file` +
      (totalRows === expectedRows ? '' : `, expected ${expectedRows} rows`);
    return { file, result: { name, seconds, rows: totalRows, budget, pass, detail } };
  } catch (error) {
    const seconds = (performance.now() - started) / 1000;
    return { file: null, result: { name, seconds, rows: 0, budget, pass: false, detail: String(error) } };
  }
}

/**
 * The accounts export each way the API offers it (the job, which the admin app uses, and the
 * direct download kept for other clients), then the import of a file built from the export.
 */
export async function exportAndImport(
  server: Server,
  token: string,
  databaseUrl: string,
  expectedRows: number,
): Promise<StepResult[]> {
  const outcomes: ExportOutcome[] = [];
  const paths = jobPaths(server);
  if (paths)
    outcomes.push(
      await timeExport(
        server,
        'job',
        async () => (await runExportJob(server, token, paths)).file,
        expectedRows,
      ),
    );
  if (server.operations.get('/api/accounts/downloadexcelaccount')?.has('get')) {
    outcomes.push(
      await timeExport(server, 'direct download', () => exportDirectly(server, token), expectedRows),
    );
  }
  const file = outcomes.find((outcome) => outcome.file)?.file;
  const imported = file
    ? await importAccounts(server, token, importFileFrom(file), databaseUrl)
    : {
        name: 'accounts import',
        seconds: 0,
        rows: 0,
        budget: `≤ ${importBudget.seconds} s`,
        pass: false,
        detail: 'no export file to build it from',
      };
  return [...outcomes.map((outcome) => outcome.result), imported];
}

/**
 * Removes what imports added (their accounts, and what references them: links, opening balances,
 * mails). Set-based, with the foreign keys' per-row triggers off for the transaction: deleting an
 * account otherwise checks every referencing column row by row, and some have no index (the session
 * log's recorder, a ledger entry's actor), so 5,000 accounts took many minutes. Every table whose
 * foreign key names accounts is cleared of those accounts here instead, in one statement each.
 */
export async function removeImportedAccounts(databaseUrl: string): Promise<number> {
  const client = postgres(databaseUrl, { max: 1, onnotice: () => {} });
  try {
    const like = `%@${importDomain}`;
    return await client.begin(async (sql) => {
      await sql`set local session_replication_role = replica`;
      await sql`create temporary table imported on commit drop as select id from accounts where email like ${like}`;
      if ((await sql`select 1 from imported limit 1`).length === 0) return 0;
      const references = await sql<{ table: string; column: string; onDelete: string }[]>`
        select c.conrelid::regclass::text as table, a.attname as column, c.confdeltype as "onDelete"
        from pg_constraint c join pg_attribute a on a.attrelid = c.conrelid and a.attnum = c.conkey[1]
        where c.contype = 'f' and c.confrelid = 'accounts'::regclass and cardinality(c.conkey) = 1`;
      for (const { table, column, onDelete } of references) {
        await sql.unsafe(
          onDelete === 'n'
            ? `update ${table} set ${column} = null where ${column} in (select id from imported)`
            : `delete from ${table} where ${column} in (select id from imported)`,
        );
      }
      await sql`delete from outbox where recipient like ${like}`;
      const removed = await sql`delete from accounts where id in (select id from imported)`;
      return removed.count;
    });
  } finally {
    await client.end();
  }
}

/**
 * A file of `importBudget.rows` new members in the export's format (its header, in Turkish): the
 * first members' rows of the export, each given a new e-mail address, identity number (with valid
 * check digits) or passport number, so that every row adds an account.
 */
function importFileFrom(exported: Uint8Array): Uint8Array {
  const { header, body } = readWorkbook(exported, importBudget.rows * 2);
  const column = (name: string) => {
    const index = header.indexOf(name);
    if (index < 0) throw new Error(`the export has no column “${name}”: ${header.join(', ')}`);
    return index;
  };
  const email = column('E-posta');
  const identity = column('T.C. kimlik no');
  const passport = column('Pasaport no');
  const role = column('Rol');
  // Columns the export writes and the import refuses to read (the ledger decides the score; the
  // platform its own dates): left empty, as someone editing the export for an import would.
  const readOnly = ['Puan', 'Kayıt tarihi', 'Son giriş'].map(column);
  // The members' rows (the most common role), as many as the import takes.
  const counts = new Map<unknown, number>();
  for (const row of body) counts.set(row[role], (counts.get(row[role]) ?? 0) + 1);
  const memberRole = [...counts.entries()].sort((a, b) => b[1] - a[1])[0]?.[0];
  const rows = body.filter((row) => row[role] === memberRole).slice(0, importBudget.rows);
  if (rows.length < importBudget.rows) throw new Error(`only ${rows.length} member rows in the export`);
  const renamed = rows.map((row, index) => {
    const copy = [...row];
    for (const index of readOnly) copy[index] = null;
    copy[email] = `import-${index + 1}@${importDomain}`;
    if (copy[identity] !== null && copy[identity] !== '')
      copy[identity] = identityNumber(900_000_000 + index);
    if (copy[passport] !== null && copy[passport] !== '')
      copy[passport] = `BI${String(index).padStart(7, '0')}`;
    return copy.map(sheetCell);
  });
  // Each column in the format its cells came in: dates as dates, numbers as numbers.
  const formatOf = (index: number): SheetColumnFormat => {
    const cell = renamed.map((row) => row[index]).find((value) => value !== null);
    return typeof cell === 'object' && cell !== null
      ? 'dateTime'
      : typeof cell === 'number'
        ? 'integer'
        : 'text';
  };
  return createSheetJsSpreadsheet().write({
    sheetName: 'Hesaplar',
    columns: header.map((text, index) => ({ header: text, width: 14, format: formatOf(index) })),
    rows: renamed,
  });
}

function sheetCell(cell: unknown): SheetCell {
  if (cell === null || cell === undefined || cell === '') return null;
  if (cell instanceof Date) return { kind: 'date', value: cell };
  if (typeof cell === 'number' || typeof cell === 'boolean') return cell;
  return String(cell);
}

/** A Turkish identity number from nine digits: the two check digits of its rule. */
function identityNumber(base: number): string {
  const d = String(base).split('').map(Number);
  const odd = (d[0] ?? 0) + (d[2] ?? 0) + (d[4] ?? 0) + (d[6] ?? 0) + (d[8] ?? 0);
  const even = (d[1] ?? 0) + (d[3] ?? 0) + (d[5] ?? 0) + (d[7] ?? 0);
  const tenth = (((odd * 7 - even) % 10) + 10) % 10;
  const eleventh = (d.reduce((sum, digit) => sum + digit, 0) + tenth) % 10;
  return `${base}${tenth}${eleventh}`;
}

/** `POST /api/accounts/excelaccountfileupload` with the file, answered in JSON once written. */
async function importAccounts(
  server: Server,
  token: string,
  file: Uint8Array,
  databaseUrl: string,
): Promise<StepResult> {
  await removeImportedAccounts(databaseUrl);
  const body = new FormData();
  body.append('language', 'tr');
  body.append(
    'file',
    new Blob([file as Uint8Array<ArrayBuffer>], {
      type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    }),
    'bench-import.xlsx',
  );
  const started = performance.now();
  const response = await fetch(`${server.base}/api/accounts/excelaccountfileupload`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, accept: 'application/json' },
    body,
  });
  const text = await response.text();
  const seconds = (performance.now() - started) / 1000;
  const removed = await removeImportedAccounts(databaseUrl);
  const envelope = JSON.parse(text) as { code: number; message: string; data: unknown };
  const written =
    response.ok && envelope.code >= 2001 && envelope.code <= 2004 && removed === importBudget.rows;
  return {
    name: `accounts import, ${importBudget.rows.toLocaleString('en')} rows`,
    seconds,
    rows: removed,
    budget: `≤ ${importBudget.seconds} s`,
    pass: written && seconds <= importBudget.seconds,
    detail: written
      ? `${removed} accounts added (removed again after)`
      : `HTTP ${response.status} code ${envelope.code}: ${envelope.message} ${JSON.stringify(envelope.data).slice(0, 400)}`,
  };
}
