// The scale benchmark's exports of the back office's other lists (issue 31): orders, projects, open
// requests, the audit log, the whole points ledger and a filtered accounts list, each of every row
// its list finds, started and followed as the admin app does (a job, ADR 0042). Each is held to the
// accounts export's pace and memory (budgets.ts): 30 s a 100,000 rows, the server growing by at
// most 300 MB, and must write every row the job counted.
import { exportBudget } from './budgets.ts';
import { jobPaths, rowsIn, runExportJob, type Server, type StepResult, withMemory } from './export-import.ts';

interface ListExport {
  readonly name: string;
  readonly path: string;
  readonly body: Record<string, unknown>;
}

/**
 * The lists as an administrator exports them. The whole ledger outgrows a workbook's 1,048,576 rows
 * at this size (the server refuses it as `.xlsx`, 4100), so it is the `.csv`; one filtered accounts
 * list shows that a filter reaches the export's batches.
 */
const listExports: readonly ListExport[] = [
  { name: 'orders', path: '/api/orders/exports', body: {} },
  { name: 'projects', path: '/api/projects/exports', body: {} },
  { name: 'open requests', path: '/api/accounts/getaccountsformanualmatching/exports', body: {} },
  { name: 'audit log', path: '/api/auditlog/exports', body: {} },
  { name: 'points ledger', path: '/api/ledger/exports', body: { format: 'csv' } },
  {
    name: 'accounts: active members',
    path: '/api/accounts/excelexports',
    body: { format: 'csv', role: 'User', status: 'active' },
  },
];

/** The records below a CSV file's header: line ends outside quotes, a quote inside doubled. */
function csvRows(bytes: Uint8Array): number {
  let records = 0;
  let quoted = false;
  let last = 0;
  for (const byte of bytes) {
    if (byte === 0x22) quoted = !quoted;
    else if (byte === 0x0a && !quoted) records += 1;
    last = byte;
  }
  if (bytes.length > 0 && last !== 0x0a) records += 1;
  return records - 1;
}

/** The seconds the export budget allows for `rows`: its pace, never less than its whole budget. */
export function secondsFor(rows: number): number {
  return exportBudget.seconds * Math.max(1, rows / exportBudget.rows);
}

async function timeListExport(server: Server, token: string, list: ListExport): Promise<StepResult> {
  const format = (list.body.format as string | undefined) ?? 'xlsx';
  const name = `${list.name} export, all (${format})`;
  const paths = jobPaths(server);
  const started = performance.now();
  const failed = (detail: string): StepResult => ({
    name,
    seconds: (performance.now() - started) / 1000,
    rows: 0,
    budget: `${exportBudget.seconds} s a ${exportBudget.rows.toLocaleString('en')} rows`,
    pass: false,
    detail,
  });
  if (!paths) return failed('the API offers no export job');
  if (!server.operations.get(list.path)?.has('post')) return failed(`the API offers no POST ${list.path}`);
  try {
    const { value, before, peak } = await withMemory(server.pid, () =>
      runExportJob(
        server,
        token,
        { ...paths, start: list.path },
        { language: 'tr', ...list.body },
        // Given up at 1.5 times the largest list's budget (the ledger's 2,000,000 rows, 600 s): an
        // export stuck storing its file once held the run for a quarter of an hour and more.
        1.5 * secondsFor(2_000_000) * 1000,
      ),
    );
    const seconds = (performance.now() - started) / 1000;
    const rows = format === 'csv' ? csvRows(value.file) : rowsIn(value.file);
    const growth = peak - before;
    const allowed = secondsFor(rows);
    const complete = rows === value.rowsTotal;
    return {
      name,
      seconds,
      rows,
      budget: `≤ ${allowed.toFixed(0)} s, RSS +≤ ${exportBudget.rssGrowthMb} MB`,
      pass: complete && seconds <= allowed && growth <= exportBudget.rssGrowthMb,
      detail:
        `${Math.round(rows / seconds).toLocaleString('en')} rows/s, RSS ${before.toFixed(0)} → peak ` +
        `${peak.toFixed(0)} MB (+${growth.toFixed(0)} MB), ${(value.file.byteLength / 1e6).toFixed(1)} MB file` +
        (complete ? '' : `, the job counted ${value.rowsTotal} rows`),
    };
  } catch (error) {
    return failed(String(error));
  }
}

/**
 * Each list's export in turn (one at a time, as the server's export worker takes them);
 * `BENCH_SCALE_LISTS`, a pattern of the lists' names, times those alone (`'points ledger'`).
 */
export async function exportLists(server: Server, token: string): Promise<StepResult[]> {
  const chosen = process.env.BENCH_SCALE_LISTS ? new RegExp(process.env.BENCH_SCALE_LISTS, 'i') : null;
  const results: StepResult[] = [];
  for (const list of listExports)
    if (!chosen || chosen.test(list.name)) results.push(await timeListExport(server, token, list));
  return results;
}
