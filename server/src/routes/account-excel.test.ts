import { inProcessSpreadsheet, workbookOf } from '@coach/adapters/excel/test-workbooks';
import { minimalPdf, windowsProgram, zipArchive } from '@coach/adapters/testing/proof-files';
import { maxImportBytes, maxImportRows, type SheetCell, xlsxContentType } from '@coach/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoData } from '../seed/seed-demo-data.ts';
import { readJson } from '../testing/read-json.ts';
import { createTestApp, routeTestKinds, type TestApp } from '../testing/test-app.ts';

// The Excel export and import over HTTP, with real workbooks written by the production adapter,
// and files that only pretend to be workbooks. Every refusal must be a 4xx with its catalogue code.

const spreadsheet = inProcessSpreadsheet();

/** The rows of a workbook as cells, header first. */
async function rowsOf(bytes: Uint8Array): Promise<{ header: string[]; rows: SheetCell[][] }> {
  const reading = await spreadsheet.read(bytes, { maxRows: maxImportRows });
  if (reading.kind !== 'sheet') throw new Error(`not a sheet: ${reading.kind}`);
  return { header: [...reading.header], rows: reading.rows.map((row) => [...row.cells]) };
}

describe.each(routeTestKinds())('Excel export and import on %s', (kind) => {
  let t: TestApp;
  let admin: string;
  let salesman: string;
  let member: string;

  beforeAll(async () => {
    t = await createTestApp({ database: kind });
    await t.createAccount({ email: 'admin@example.com', accountRoleType: 'Administrator' });
    await t.createAccount({ email: 'sales@example.com', accountRoleType: 'Salesman' });
    await t.createAccount({ email: 'ayse@example.com', name: 'Ayşe', surname: 'Demir' });
    await t.createAccount({
      email: 'mallory@example.com',
      name: '=HYPERLINK("http://evil.example","Click")',
      surname: 'Kötü',
    });
    admin = await t.signIn('admin@example.com');
    salesman = await t.signIn('sales@example.com');
    member = await t.signIn('ayse@example.com');
  });
  afterAll(() => t.close());

  const headers = (token?: string, language = 'en') => ({
    'Accept-Language': language,
    ...(token ? { Authorization: `Bearer ${token}` } : {}),
  });
  const download = (token?: string, language = 'en') =>
    t.app.request(`/api/accounts/downloadexcelaccount?language=${language}`, { headers: headers(token) });
  function upload(
    token: string | undefined,
    bytes: Uint8Array,
    options: { name?: string; language?: string; accept?: string } = {},
  ) {
    const form = new FormData();
    form.append('language', options.language ?? 'en');
    form.append('file', new Blob([bytes as Uint8Array<ArrayBuffer>]), options.name ?? 'accounts.xlsx');
    return t.app.request('/api/accounts/excelaccountfileupload', {
      method: 'POST',
      headers: { ...headers(token, options.language), ...(options.accept ? { Accept: options.accept } : {}) },
      body: form,
    });
  }
  const accountCount = async () =>
    (
      await t.composition.ports.repositories.accounts.search({
        search: '',
        sort: { key: 'createdAt', descending: false },
        offset: 0,
        limit: 1,
      })
    ).total;
  const exported = async (language = 'en') =>
    new Uint8Array(await (await download(admin, language)).arrayBuffer());

  describe('GET /api/accounts/downloadexcelaccount', () => {
    it('sends the workbook itself, as an attachment nothing may keep or sniff', async () => {
      const response = await download(admin, 'tr');
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe(xlsxContentType);
      expect(response.headers.get('content-disposition')).toMatch(
        /^attachment; filename="hesaplar-\d{4}-\d\d-\d\d\.xlsx"/,
      );
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('cache-control')).toBe('private, no-store');
      const bytes = new Uint8Array(await response.arrayBuffer());
      expect(await t.composition.ports.fileTypeDetector.detect(bytes)).toMatchObject({
        mime: xlsxContentType,
      });
      const { header, rows } = await rowsOf(bytes);
      expect(header.slice(0, 3)).toEqual(['Ad', 'Soyad', 'E-posta']);
      expect(rows).toHaveLength(4);
      // A text cell, never evaluated, and without a visible mark (ADR 0042 addendum).
      expect(rows.find((row) => row[2] === 'mallory@example.com')?.[0]).toBe(
        `=HYPERLINK("http://evil.example","Click")`,
      );
    });

    it('is open to salesmen, who may list accounts, and closed to members (403) and visitors (401)', async () => {
      const sales = await download(salesman);
      expect(sales.status).toBe(200);
      // A salesman's file leaves out the identity documents they see only masked (ADR 0033).
      const { header } = await rowsOf(new Uint8Array(await sales.arrayBuffer()));
      expect(header).toContain('E-mail');
      expect(header).not.toContain('Identity number');
      expect(header).not.toContain('Passport number');
      expect((await rowsOf(await exported())).header).toContain('Passport number');
      expect((await download(member)).status).toBe(403);
      expect((await download()).status).toBe(401);
    });
  });

  describe('POST /api/accounts/excelaccountfileupload', () => {
    it('refuses an export with one row made wrong, naming that row; nothing is written', async () => {
      const { header, rows } = await rowsOf(await exported());
      const emailColumn = header.indexOf('E-mail');
      const phoneColumn = header.indexOf('Phone');
      const changed = rows.map((row) => [...row]);
      const bad = changed.findIndex((row) => row[emailColumn] === 'ayse@example.com');
      (changed[bad] as SheetCell[])[phoneColumn] = '12';
      // A new person: another e-mail address and passport number (both are unique).
      const passportColumn = header.indexOf('Passport number');
      changed.push(
        changed[bad]?.map((cell, index) =>
          index === emailColumn ? 'new@example.com' : index === passportColumn ? 'Z7654321' : cell,
        ) ?? [],
      );
      const before = await accountCount();

      const response = await upload(admin, workbookOf(header, changed));
      expect(response.status).toBe(400);
      const body = await readJson(response);
      expect(body).toMatchObject({
        code: 4045,
        message: expect.stringContaining('rows with errors: 2'),
      });
      expect(body.data.rows).toEqual([
        {
          row: bad + 2,
          column: 'Phone',
          field: 'phone',
          message: 'The phone number is not valid. Enter it with its country code (e.g. +90 532 123 45 67).',
        },
        expect.objectContaining({ row: changed.length + 1, column: 'Phone' }),
      ]);
      expect(await accountCount()).toBe(before);
    });

    it('imports an export of the demo data back without a problem: every row exists, so none is created', async () => {
      await seedDemoData({ ...t.composition.ports, actor: { kind: 'system' } });
      const before = await accountCount();
      const response = await upload(admin, await exported('tr'), { language: 'tr' });
      const body = await readJson(response);
      expect(body.data.rows ?? []).toEqual([]);
      expect(response.status).toBe(200);
      expect(body.data).toMatchObject({ total: before, created: 0, openingBalances: 0, setPasswordMails: 0 });
      expect(await accountCount()).toBe(before);
    });

    it('imports an export with a new row added: the existing rows are skipped, the new one created', async () => {
      const { header, rows } = await rowsOf(await exported());
      const emailColumn = header.indexOf('E-mail');
      const template = rows.find((row) => row[emailColumn] === 'ayse@example.com') ?? [];
      const added = template.map((cell, index) => {
        if (index === emailColumn) return 'zehra@example.com';
        // Passport numbers are unique: the new person has one of their own.
        if (header[index] === 'Passport number') return 'Z1234567';
        if (['Score', 'Created', 'Last sign-in'].includes(header[index] ?? '')) return null;
        return header[index] === 'Opening balance' ? 7 : cell;
      });
      const response = await upload(admin, workbookOf(header, [...rows, added]), { language: 'tr' });
      expect(response.status).toBe(200);
      const body = await readJson(response);
      expect(body).toMatchObject({
        code: 2004,
        message: 'İşlem başarılı.',
        data: { total: rows.length + 1, created: 1, openingBalances: 1, setPasswordMails: 1 },
      });
      expect(body.data.skipped).toHaveLength(rows.length);
      const zehra = await t.composition.ports.repositories.accounts.findByEmail('zehra@example.com');
      expect(zehra).toMatchObject({ name: 'Ayşe', passwordHash: null, score: 7 });
    });

    it('streams its phases when asked for progress lines, and ends with the envelope', async () => {
      const rows = Array.from({ length: 30 }, (_, index) => [
        `Kişi${index}`,
        'Akın',
        `stream${index}@example.com`,
        // Passport numbers are unique: one each.
        `P${String(1_000_000 + index)}`,
      ]);
      const response = await upload(admin, workbookOf(['Ad', 'Soyad', 'E-posta', 'Pasaport no'], rows), {
        accept: 'application/x-ndjson',
      });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('application/x-ndjson; charset=utf-8');
      const lines = (await response.text())
        .trim()
        .split('\n')
        .map((line) => JSON.parse(line));
      const last = lines.pop();
      expect(last).toMatchObject({ code: 2004, data: { created: 30 } });
      expect(lines[0]).toEqual({ phase: 'validating', done: 0, total: 30 });
      expect(lines).toContainEqual({ phase: 'validating', done: 30, total: 30 });
      expect(lines).toContainEqual({ phase: 'writing', done: 0, total: 30 });
      expect(lines.at(-1)).toEqual({ phase: 'writing', done: 30, total: 30 });
    });

    it('streams row errors as the last line, and file refusals with their own status', async () => {
      const bytes = workbookOf(
        ['Ad', 'Soyad', 'E-posta', 'Pasaport no'],
        [['Can', 'Er', 'can@', 'P1234567']],
      );
      const streamed = await upload(admin, bytes, { accept: 'application/x-ndjson', language: 'tr' });
      expect(streamed.status).toBe(200);
      const lines = (await streamed.text())
        .trim()
        .split('\n')
        .map((line) => JSON.parse(line));
      expect(lines.at(-1)).toMatchObject({
        code: 4045,
        message: expect.stringContaining('hiçbir kayıt eklenmedi'),
        data: { rows: [{ row: 2, column: 'E-posta', message: 'E-posta adresi geçerli değil.' }] },
      });
      const notWorkbook = await upload(admin, minimalPdf(), { accept: 'application/x-ndjson' });
      expect(notWorkbook.status).toBe(415);
      expect(notWorkbook.headers.get('content-type')).toMatch(/^application\/json/);
      expect(await readJson(notWorkbook)).toMatchObject({ code: 4043 });
    });

    // Every bad file: a 4xx with its code, never a 5xx, and nothing written.
    it.each([
      [
        'a text file named .xlsx',
        415,
        4043,
        () => new TextEncoder().encode('Ad;Soyad;E-posta\nAyşe;Demir;x@example.com\n'),
      ],
      ['a PDF named .xlsx', 415, 4043, () => minimalPdf()],
      ['a program named .xlsx', 415, 4043, () => windowsProgram()],
      ['a zip that is no workbook', 415, 4043, () => zipArchive()],
      ['an empty file', 400, 4012, () => new Uint8Array()],
      ['an empty sheet', 400, 4049, () => workbookOf([], [])],
      ['a header without rows', 400, 4049, () => workbookOf(['Ad', 'Soyad', 'E-posta'], [])],
      ['a sheet without the e-mail column', 400, 4049, () => workbookOf(['Ad', 'Soyad'], [['Can', 'Er']])],
      [
        'a workbook cut in half',
        400,
        4049,
        () => {
          const whole = workbookOf(['Ad', 'Soyad', 'E-posta'], [['Can', 'Er', 'can@example.com']]);
          return whole.slice(0, Math.floor(whole.byteLength * 0.6));
        },
      ],
    ] as const)('refuses %s with %i / %i', async (_, status, code, bytes) => {
      const before = await accountCount();
      const response = await upload(admin, bytes());
      expect(response.status).toBe(status);
      expect(await readJson(response)).toMatchObject({ code });
      expect(await accountCount()).toBe(before);
    });

    it(`refuses a file over ${maxImportBytes / 1024 / 1024} MB with 413 / 4038`, async () => {
      const response = await upload(admin, new Uint8Array(maxImportBytes + 1));
      expect(response.status).toBe(413);
      expect(await readJson(response)).toMatchObject({ code: 4038, data: { limitKb: 5120 } });
    });

    it('refuses a request without a file (4034)', async () => {
      const response = await t.app.request('/api/accounts/excelaccountfileupload', {
        method: 'POST',
        headers: headers(admin),
        body: new FormData(),
      });
      expect(response.status).toBe(400);
      expect(await readJson(response)).toMatchObject({
        code: 4034,
        data: { fields: { file: 'This field is required.' } },
      });
    });

    it('is for those who manage accounts: salesmen and members get 403, visitors 401', async () => {
      const bytes = workbookOf(['Ad', 'Soyad', 'E-posta'], [['Can', 'Er', 'can@example.com']]);
      expect((await upload(salesman, bytes)).status).toBe(403);
      expect((await upload(member, bytes)).status).toBe(403);
      expect((await upload(undefined, bytes)).status).toBe(401);
    });
  });
});
