import {
  type ExportJob,
  type ImportAccountsResult,
  type ImportProgress,
  type ImportRowsInvalidData,
  progressStreamContentType,
  type SpreadsheetUnreadableData,
  translate,
  xlsxContentType,
} from '@coach/core/contracts';
import { demoAdmin } from '@coach/kit/mocks/fixtures.ts';
import { answer } from '@coach/kit/mocks/handlers.ts';
import { HttpResponse, http } from 'msw';

// msw handlers for the Excel export and import, answering like the server (ADR 0017): the workbook
// as a download; the import as plain JSON or, asked for `application/x-ndjson`, as progress lines
// ending with the envelope. The file's name picks the outcome, so tests can choose one.

const english = (request: Request) => request.headers.get('accept-language')?.toLowerCase().startsWith('en');

/** Who may call: the demo administrator only (the kit's demo member has no `accounts.*`). */
function refused(request: Request): Response | null {
  const token = request.headers.get('authorization')?.replace(/^Bearer\s+/i, '');
  if (!token) return answer(request, 401, 'unauthorized');
  return token === demoAdmin.token ? null : answer(request, 403, 'forbidden');
}

export const importResult = {
  total: 4,
  created: 2,
  skipped: [
    { row: 2, email: 'admin@example.com' },
    { row: 3, email: 'ayse@example.com' },
  ],
  openingBalances: 1,
  setPasswordMails: 2,
} satisfies ImportAccountsResult;

export const importProblems = {
  errorCount: 2,
  truncated: false,
  rows: [
    { row: 3, column: 'E-posta', field: 'email', message: 'E-posta adresi geçerli değil.' },
    {
      row: 7,
      column: 'Telefon',
      field: 'phone',
      message: 'Telefon numarası geçerli değil. Ülke koduyla birlikte girin (ör. +90 532 123 45 67).',
    },
  ],
} satisfies ImportRowsInvalidData;

export const missingColumns = {
  reason: 'missingColumns',
  columns: ['Email'],
} satisfies SpreadsheetUnreadableData;

const progressLines: ImportProgress[] = [
  { phase: 'validating', done: 0, total: 4 },
  { phase: 'validating', done: 4, total: 4 },
  { phase: 'writing', done: 0, total: 2 },
  { phase: 'writing', done: 2, total: 2 },
];

function envelopeOf(request: Request, code: 2004 | 4045, data: unknown) {
  const language = english(request) ? 'en' : 'tr';
  return { code, message: translate(code, language, data), data };
}

/** The progress stream: the lines, then the envelope, one JSON value per line. */
function stream(lines: readonly unknown[]): Response {
  const text = lines.map((line) => `${JSON.stringify(line)}\n`).join('');
  return new HttpResponse(text, {
    status: 200,
    headers: { 'Content-Type': `${progressStreamContentType}; charset=utf-8` },
  });
}

/** The names of the files that make the mock import fail, and how. */
export const mockImportFiles = {
  badRows: 'wrong-rows.xlsx',
  missingColumns: 'no-email-column.xlsx',
  notWorkbook: 'notes.xlsx',
} as const;

/**
 * The export job (ADR 0042): started pending, then each status call one step further (running
 * at 2 of 4 accounts, then ready), as the server's job would write it; `failingExport` fails.
 */
const exportJobs = new Map<string, { job: ExportJob; steps: ExportJob[] }>();
export const mockExport = { failing: false };

function exportStepsOf(id: string, language: 'tr' | 'en'): ExportJob[] {
  const fileName = language === 'en' ? 'accounts-2026-03-02.xlsx' : 'hesaplar-2026-03-02.xlsx';
  const base: ExportJob = {
    id,
    kind: 'accounts',
    status: 'pending',
    rowsDone: 0,
    rowsTotal: 4,
    fileName: null,
    createdAt: '2026-03-02T09:00:00.000Z',
    expiresAt: '2026-03-03T09:00:00.000Z',
  };
  if (mockExport.failing) return [{ ...base, status: 'failed' }];
  return [
    { ...base, status: 'running', rowsDone: 2 },
    { ...base, status: 'ready', rowsDone: 4, fileName },
  ];
}

export const accountsExcelHandlers = [
  http.post('*/api/accounts/excelexports', async ({ request }) => {
    const denied = refused(request);
    if (denied) return denied;
    const { language } = (await request.json()) as { language?: string };
    const id = `00000000-0000-4000-8000-${String(exportJobs.size + 1).padStart(12, '0')}`;
    const steps = exportStepsOf(id, language === 'en' ? 'en' : 'tr');
    const job: ExportJob = { ...(steps[0] as ExportJob), status: 'pending', rowsDone: 0, fileName: null };
    exportJobs.set(id, { job, steps });
    return HttpResponse.json({ code: 2001, message: 'Record added.', data: job }, { status: 201 });
  }),
  http.get('*/api/exports/:id', ({ request, params }) => {
    const denied = refused(request);
    if (denied) return denied;
    const entry = exportJobs.get(String(params.id));
    if (!entry) return answer(request, 404, 'recordNotFound');
    const next = entry.steps.shift();
    if (next) entry.job = next;
    return HttpResponse.json({ code: 2004, message: 'Transaction successful.', data: entry.job });
  }),
  http.get('*/api/exports/:id/file', ({ request, params }) => {
    const denied = refused(request);
    if (denied) return denied;
    const entry = exportJobs.get(String(params.id));
    if (entry?.job.status !== 'ready' || !entry.job.fileName) return answer(request, 404, 'recordNotFound');
    const name = entry.job.fileName;
    return new HttpResponse(new Uint8Array([0x50, 0x4b, 0x03, 0x04]), {
      headers: {
        'Content-Type': xlsxContentType,
        'Content-Disposition': `attachment; filename="${name}"; filename*=UTF-8''${name}`,
      },
    });
  }),
  http.get('*/api/accounts/downloadexcelaccount', ({ request }) => {
    const denied = refused(request);
    if (denied) return denied;
    const language = new URL(request.url).searchParams.get('language') === 'en' ? 'en' : 'tr';
    const name = language === 'en' ? 'accounts-2026-03-02.xlsx' : 'hesaplar-2026-03-02.xlsx';
    return new HttpResponse(new Uint8Array([0x50, 0x4b, 0x03, 0x04]), {
      headers: {
        'Content-Type': xlsxContentType,
        'Content-Disposition': `attachment; filename="${name}"; filename*=UTF-8''${name}`,
      },
    });
  }),
  http.post('*/api/accounts/excelaccountfileupload', async ({ request }) => {
    const denied = refused(request);
    if (denied) return denied;
    const form = await request.formData();
    const file = form.get('file');
    if (!(file instanceof File))
      return answer(request, 400, 'validationFailed', { fields: { file: 'required' } });
    if (file.name === mockImportFiles.notWorkbook)
      return answer(request, 415, 'fileTypeNotAllowed', { allowed: 'XLSX' });
    if (file.name === mockImportFiles.missingColumns)
      return answer(request, 400, 'spreadsheetUnreadable', missingColumns);
    const streamed = (request.headers.get('accept') ?? '').includes(progressStreamContentType);
    const outcome =
      file.name === mockImportFiles.badRows
        ? envelopeOf(request, 4045, importProblems)
        : envelopeOf(request, 2004, importResult);
    if (streamed) return stream([...progressLines.slice(0, outcome.code === 4045 ? 2 : 4), outcome]);
    return HttpResponse.json(outcome, { status: outcome.code === 4045 ? 400 : 200 });
  }),
];
