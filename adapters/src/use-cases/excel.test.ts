import {
  DomainError,
  execute,
  exportAccounts,
  importAccounts,
  maxImportRows,
  type ProgressUpdate,
  type SheetCell,
  type SheetReading,
  translate,
  xlsxContentType,
} from '@coach/core';
import { describe, expect, it } from 'vitest';
import {
  inProcessSpreadsheet,
  storedCellsOf,
  validIdentityNumbers,
  workbookOf,
} from '../excel/test-workbooks.ts';
import { type TestWorld, testContext } from '../testing/test-context.ts';

const spreadsheet = inProcessSpreadsheet();

/** An administrator, a salesman and a member, each signed in. */
async function backOffice(world: TestWorld = testContext()) {
  await world.createAccount({ email: 'admin@example.com', accountRoleType: 'Administrator', language: 'en' });
  world.clock.advanceSeconds(60);
  await world.createAccount({ email: 'sales@example.com', accountRoleType: 'Salesman' });
  world.clock.advanceSeconds(60);
  const member = await world.createAccount({ email: 'ayse@example.com', name: 'Ayşe', surname: 'Demir' });
  return {
    world,
    member,
    asAdmin: await world.signedIn(await world.signIn('admin@example.com')),
    asSalesman: await world.signedIn(await world.signIn('sales@example.com')),
    asMember: await world.signedIn(await world.signIn('ayse@example.com')),
  };
}

/** The first sheet of a workbook, as the adapter reads it. */
async function sheetOf(bytes: Uint8Array): Promise<Extract<SheetReading, { kind: 'sheet' }>> {
  const reading = await spreadsheet.read(bytes, { maxRows: maxImportRows });
  if (reading.kind !== 'sheet') throw new Error(`not a sheet: ${reading.kind}`);
  return reading;
}

const file = (bytes: Uint8Array, name = 'hesaplar.xlsx') => ({ name, bytes });

let passports = 0;
const nextPassport = () => `U${String(++passports).padStart(7, '0')}`;

/** A minimal import: the required columns, the identity columns and an opening balance. */
const header = ['Ad', 'Soyad', 'E-posta', 'T.C. kimlik no', 'Pasaport no', 'Açılış puanı'];
const row = (overrides: Partial<Record<(typeof header)[number], SheetCell>> = {}): SheetCell[] => {
  const values: Record<string, SheetCell> = {
    Ad: 'Zehra',
    Soyad: 'Çelik',
    'E-posta': 'zehra@example.com',
    'T.C. kimlik no': null,
    // Passport numbers are unique and a citizen has none: each row one of its own.
    'Pasaport no': overrides['T.C. kimlik no'] ? null : nextPassport(),
    'Açılış puanı': null,
    ...overrides,
  };
  return header.map((column) => values[column] ?? null);
};

async function refusal(promise: Promise<unknown>): Promise<DomainError> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  if (!(error instanceof DomainError)) throw new Error(`expected a DomainError, got ${String(error)}`);
  return error;
}

/** What the world holds that an import may write. */
async function writtenState(world: TestWorld) {
  const { repositories } = world.ports;
  const accounts = await repositories.accounts.search({
    search: '',
    sort: { key: 'createdAt', descending: false },
    offset: 0,
    limit: 100,
  });
  const outbox = await repositories.outbox.list({ offset: 0, limit: 100 });
  const audit = await repositories.auditLog.search({ search: '', offset: 0, limit: 100 });
  return { accounts: accounts.total, outbox: outbox.total, audit: audit.total };
}

describe('exporting accounts to Excel', () => {
  it('writes a styled workbook with a row per account, headers in the language asked for', async () => {
    const { world, asAdmin } = await backOffice();
    const download = await execute(exportAccounts, asAdmin, { language: 'en' });
    expect(download.contentType).toBe(xlsxContentType);
    expect(download.fileName).toBe('accounts-2026-03-02.xlsx');
    expect(await world.ports.fileTypeDetector.detect(download.bytes)).toMatchObject({
      mime: xlsxContentType,
    });

    const sheet = await sheetOf(download.bytes);
    expect(sheet.header.slice(0, 3)).toEqual(['Name', 'Surname', 'E-mail']);
    expect(sheet.header).toContain('Opening balance');
    // In the order of the accounts' ids, the key its batches are read by (ADR 0042).
    expect(sheet.rows.map((sheetRow) => sheetRow.cells[2])).toEqual(
      (await world.ports.repositories.accounts.listMatchingAfter({ search: '' }, null, 10)).map(
        (account) => account.email,
      ),
    );
    expect(sheet.rows.map((sheetRow) => sheetRow.cells[2]).sort()).toEqual([
      'admin@example.com',
      'ayse@example.com',
      'sales@example.com',
    ]);
    const ayse = sheet.rows.find((sheetRow) => sheetRow.cells[2] === 'ayse@example.com')?.cells ?? [];
    const cell = (name: string) => ayse[sheet.header.indexOf(name)];
    expect(cell('Role')).toBe('Member');
    expect(cell('Status')).toBe('Active');
    expect(cell('Locked')).toBe('No');
    expect(cell('Score')).toBe(0);
    // A real date cell, on Istanbul's clock (09:02 UTC is 12:02 there).
    expect(cell('Created')).toEqual({ kind: 'date', value: new Date('2026-03-02T12:02:00Z') });
    expect(cell('Last sign-in')).toEqual({ kind: 'date', value: new Date('2026-03-02T12:02:00Z') });
    expect(cell('Opening balance')).toBeNull();
  });

  it('writes a text that looks like a formula as a text cell, without a visible mark', async () => {
    const { world, asAdmin } = await backOffice();
    await world.createAccount({
      email: 'mallory@example.com',
      name: '=HYPERLINK("http://evil.example","Click")',
      surname: '@SUM(A1:A9)',
      phone: '+90 532 123 45 67',
    });
    const { bytes } = await execute(exportAccounts, asAdmin, { language: 'tr' });
    const sheet = await sheetOf(bytes);
    const index = sheet.rows.findIndex((sheetRow) => sheetRow.cells[2] === 'mallory@example.com');
    const mallory = sheet.rows[index]?.cells ?? [];
    // As typed: no apostrophe before the phone number (Excel showed it), nor before anything else.
    expect(mallory[0]).toBe('=HYPERLINK("http://evil.example","Click")');
    expect(mallory[1]).toBe('@SUM(A1:A9)');
    expect(mallory[3]).toBe('+905321234567');
    expect(sheet.header[0]).toBe('Ad');
    // Stored as text cells, with no formula anywhere: a spreadsheet program shows them, never runs them.
    const stored = storedCellsOf(bytes);
    const rowNumber = index + 2;
    for (const column of ['A', 'B', 'D']) {
      expect(stored.get(`${column}${rowNumber}`)).toEqual({ type: 'inlineStr', formula: false });
    }
    expect([...stored.values()].some((cell) => cell.formula)).toBe(false);
  });

  it('lets administrators and salesmen export, records who did, and refuses members (4033)', async () => {
    const { world, asSalesman, asMember } = await backOffice();
    await execute(exportAccounts, asSalesman, { language: 'tr' });
    const audit = await world.ports.repositories.auditLog.search({
      search: 'accounts.exportExcel',
      offset: 0,
      limit: 5,
    });
    expect(audit.items).toMatchObject([
      { actorLabel: 'sales@example.com', after: { accounts: 3, language: 'tr' } },
    ]);
    await expect(execute(exportAccounts, asMember, {})).rejects.toMatchObject({ code: 4033 });
  });
});

describe('importing accounts from Excel', () => {
  it('creates every new account without a password, with its balance, link mail and audit entry', async () => {
    const { world, asAdmin } = await backOffice();
    const bytes = workbookOf(
      [
        ...header,
        'Rol',
        'Koçluk dilleri',
        'Yazışma dili',
        'Telefon',
        'Üyelik bitişi',
        'Ülke kodu',
        'İl kodu',
        'İlçe',
      ],
      [
        [
          ...row({ 'T.C. kimlik no': validIdentityNumbers[0], 'Pasaport no': null, 'Açılış puanı': 12 }),
          'Üye',
          'Türkçe, İngilizce',
          'English',
          '0532 123 45 67',
          '31.12.2026 23:59',
          'TR',
          'TR-34',
          'kadıköy',
        ],
        [
          ...row({ Ad: 'Can', Soyad: 'Yıldız', 'E-posta': 'Can@Example.com' }),
          'Misafir',
          'en',
          null,
          null,
          { kind: 'date', value: new Date('2027-01-15T00:00:00Z') },
          null,
          null,
          null,
        ],
      ],
    );
    const result = await execute(importAccounts, asAdmin, { file: file(bytes), language: 'tr' });
    expect(result).toEqual({ total: 2, created: 2, skipped: [], openingBalances: 1, setPasswordMails: 2 });

    const zehra = await world.ports.repositories.accounts.findByEmail('zehra@example.com');
    expect(zehra).toMatchObject({
      name: 'Zehra',
      passwordHash: null,
      accountRoleType: 'User',
      identityNumber: validIdentityNumbers[0],
      phone: '+905321234567',
      languages: ['tr', 'en'],
      language: 'en',
      countryCode: 'TR',
      stateCode: 'TR-34',
      city: 'Kadıköy',
      score: 12,
      emailVerifiedAt: world.clock.now(),
      // 23:59 in Istanbul.
      subscriptionEndDate: new Date('2026-12-31T20:59:00Z'),
    });
    expect(await world.ports.repositories.ledger.listForAccount(zehra?.id ?? '')).toMatchObject([
      { delta: 12, reason: 'opening_balance', note: 'Excel: hesaplar.xlsx, row 2' },
    ]);
    const can = await world.ports.repositories.accounts.findByEmail('can@example.com');
    expect(can).toMatchObject({
      accountRoleType: 'Guest',
      passportNumber: expect.stringMatching(/^U\d{7}$/),
      language: 'tr',
      score: 0,
    });

    const mails = (await world.ports.repositories.outbox.list({ offset: 0, limit: 10 })).items;
    expect(mails.filter((mail) => mail.template === 'setPassword')).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ recipient: 'zehra@example.com', language: 'en' }),
        expect.objectContaining({ recipient: 'can@example.com', language: 'tr' }),
      ]),
    );
    const audit = await world.ports.repositories.auditLog.search({
      search: 'accounts.importExcel',
      offset: 0,
      limit: 10,
    });
    expect(audit.items).toHaveLength(3);
    expect(audit.items).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          entityType: 'accountImport',
          after: expect.objectContaining({ created: 2 }),
        }),
        expect.objectContaining({ entityType: 'account', entityId: zehra?.id }),
      ]),
    );
    expect(JSON.stringify(audit.items)).not.toContain('passwordHash');
  });

  it('writes nothing when one row is wrong, and names its row and column in the language asked for', async () => {
    const { world, asAdmin } = await backOffice();
    const before = await writtenState(world);
    const bytes = workbookOf(header, [
      row(),
      row({ Ad: 'Can', 'E-posta': 'can@example' }),
      row({ Ad: 'Ece', 'E-posta': 'ece@example.com' }),
    ]);
    const error = await refusal(execute(importAccounts, asAdmin, { file: file(bytes), language: 'tr' }));
    expect(error.code).toBe(4045);
    expect(error.data).toEqual({
      errorCount: 1,
      truncated: false,
      rows: [{ row: 3, column: 'E-posta', field: 'email', message: 'E-posta adresi geçerli değil.' }],
    });
    expect(await writtenState(world)).toEqual(before);
    expect(await world.ports.repositories.accounts.findByEmail('zehra@example.com')).toBeNull();
  });

  it('checks every rule of the account form on every row, and reports every problem at once', async () => {
    const { world, asAdmin } = await backOffice();
    await world.createAccount({ email: 'kimlik@example.com', identityNumber: validIdentityNumbers[1] });
    const wide = [
      ...header,
      'Telefon',
      'Rol',
      'Durum',
      'Kilitli',
      'Koçluk dilleri',
      'Üyelik bitişi',
      'Ülke kodu',
      'Puan',
    ];
    const rest = (values: SheetCell[]) => [...values, ...Array(8 - values.length).fill(null)];
    const bytes = workbookOf(wide, [
      [...row({ Ad: '  ' }), ...rest([])],
      [...row({ 'E-posta': 'a@example.com' }), ...rest(['12345'])],
      [
        ...row({ 'E-posta': 'b@example.com', 'T.C. kimlik no': '12345678901', 'Pasaport no': null }),
        ...rest([]),
      ],
      [...row({ 'E-posta': 'c@example.com', 'Pasaport no': 'A1' }), ...rest([])],
      [...row({ 'E-posta': 'd@example.com', 'Pasaport no': null }), ...rest([])],
      [...row({ 'E-posta': 'e@example.com' }), ...rest([null, 'Kral'])],
      [...row({ 'E-posta': 'f@example.com' }), ...rest([null, null, 'Belki'])],
      [...row({ 'E-posta': 'g@example.com' }), ...rest([null, null, null, 'Bazen'])],
      [...row({ 'E-posta': 'h@example.com' }), ...rest([null, null, null, null, 'Almanca'])],
      [...row({ 'E-posta': 'i@example.com' }), ...rest([null, null, null, null, null, '31.02.2026'])],
      [...row({ 'E-posta': 'j@example.com', 'Açılış puanı': 2.5 }), ...rest([])],
      [...row({ 'E-posta': 'k@example.com', 'Açılış puanı': 20_000 }), ...rest([])],
      [...row({ 'E-posta': 'L@EXAMPLE.COM' }), ...rest([])],
      [...row({ 'E-posta': 'l@example.com' }), ...rest([])],
      [...row({ 'E-posta': 'm@example.com', 'T.C. kimlik no': validIdentityNumbers[1] }), ...rest([])],
      [...row({ 'E-posta': 'ayse@example.com', 'Açılış puanı': 5 }), ...rest([])],
      [...row({ 'E-posta': 'n@example.com' }), ...rest([null, null, null, null, null, null, null, 40])],
      [...row({ 'E-posta': 'o@example.com' }), ...rest([null, null, null, null, null, null, 'XX'])],
    ]);
    const error = await refusal(execute(importAccounts, asAdmin, { file: file(bytes), language: 'en' }));
    expect(error.code).toBe(4045);
    const messages = (error.data as { rows: { row: number; column: string; message: string }[] }).rows.map(
      ({ row: number, column, message }) => `${number} ${column}: ${message}`,
    );
    expect(messages).toEqual([
      '2 Ad: This field is required.',
      '3 Telefon: The phone number is not valid. Enter it with its country code (e.g. +90 532 123 45 67).',
      '4 T.C. kimlik no: The Turkish identity number is not valid (11 digits with a matching check digit).',
      '5 Pasaport no: A passport number has 5–20 letters and digits.',
      '6 T.C. kimlik no: Turkish citizens give their identity number; others give a passport number.',
      '7 Rol: Please choose one of the options.',
      '8 Durum: Please choose one of the options.',
      '9 Kilitli: Please choose one of the options.',
      '10 Koçluk dilleri: Please choose one of the options.',
      '11 Üyelik bitişi: Enter a valid date.',
      '12 Açılış puanı: This value is not valid.',
      '13 Açılış puanı: The value must be at most 10000.',
      '15 E-posta: This e-mail address is also in row 14.',
      '16 T.C. kimlik no: Another account already has this identity number.',
      '17 Açılış puanı: An account with this e-mail address already exists; an opening balance is only given to new accounts.',
      '18 Puan: The score is not imported; give new members their points in the “Opening balance” column.',
      '19 Ülke kodu: This place is not in the list; please choose from the list.',
    ]);
    expect((error.data as { errorCount: number }).errorCount).toBe(17);
  });

  it('finds a doubled identity number inside the file, even in a row with other errors', async () => {
    const { asAdmin } = await backOffice();
    const bytes = workbookOf(header, [
      row({ 'E-posta': 'a@example.com', 'T.C. kimlik no': validIdentityNumbers[2] }),
      row({ Ad: null, 'E-posta': 'b@example.com', 'T.C. kimlik no': ` ${validIdentityNumbers[2]} ` }),
    ]);
    const error = await refusal(execute(importAccounts, asAdmin, { file: file(bytes), language: 'tr' }));
    expect((error.data as { rows: unknown[] }).rows).toEqual([
      {
        row: 3,
        column: 'T.C. kimlik no',
        field: 'identityNumber',
        message: 'Bu kimlik numarası 2. satırda da var.',
      },
      { row: 3, column: 'Ad', field: 'name', message: 'Bu alan zorunludur.' },
    ]);
  });

  it('normalises passport numbers and finds one doubled in the file or in use, on its row', async () => {
    const { world, asAdmin } = await backOffice();
    await world.createAccount({ email: 'john@example.com', passportNumber: 'P7654321' });
    const bytes = workbookOf(header, [
      row({ 'E-posta': 'a@example.com', 'Pasaport no': 'u 123 4567' }),
      row({ 'E-posta': 'b@example.com', 'Pasaport no': 'U1234567' }),
      row({ 'E-posta': 'c@example.com', 'Pasaport no': 'p7654321' }),
    ]);
    const error = await refusal(execute(importAccounts, asAdmin, { file: file(bytes), language: 'en' }));
    expect((error.data as { rows: unknown[] }).rows).toEqual([
      {
        row: 3,
        column: 'Pasaport no',
        field: 'passportNumber',
        message: 'This passport number is also in row 2.',
      },
      {
        row: 4,
        column: 'Pasaport no',
        field: 'passportNumber',
        message: 'Another account already has this passport number.',
      },
    ]);
    const fixed = workbookOf(header, [row({ 'E-posta': 'a@example.com', 'Pasaport no': 'u 123 4567' })]);
    await execute(importAccounts, asAdmin, { file: file(fixed), language: 'en' });
    expect(await world.ports.repositories.accounts.findByEmail('a@example.com')).toMatchObject({
      passportNumber: 'U1234567',
    });
  });

  it('skips rows of existing accounts, so an exported file imports again without duplicating anyone', async () => {
    const { world, asAdmin } = await backOffice();
    const exported = await execute(exportAccounts, asAdmin, { language: 'en' });
    const before = await writtenState(world);
    const result = await execute(importAccounts, asAdmin, { file: file(exported.bytes), language: 'en' });
    const inIdOrder = await world.ports.repositories.accounts.listMatchingAfter({ search: '' }, null, 10);
    expect(result).toEqual({
      total: 3,
      created: 0,
      skipped: inIdOrder.map((account, index) => ({ row: index + 2, email: account.email })),
      openingBalances: 0,
      setPasswordMails: 0,
    });
    // Only the import's own audit entry, and the export's.
    expect(await writtenState(world)).toEqual({ ...before, audit: before.audit + 1 });
  });

  it('brings back a name that starts like a formula, and a row added to an export becomes an account', async () => {
    const { world, asAdmin } = await backOffice();
    await world.createAccount({ email: 'eq@example.com', name: '=Eşit', surname: "O'Brien" });
    const sheet = await sheetOf((await execute(exportAccounts, asAdmin, { language: 'tr' })).bytes);
    const copied = sheet.rows.find((sheetRow) => sheetRow.cells[2] === 'eq@example.com')?.cells ?? [];
    const added = copied.map((cell, index) => (index === 2 ? 'eq2@example.com' : cell));
    added[sheet.header.indexOf('Puan')] = null;
    // Another person, so another passport number: the copied one is taken (4090 on its row).
    added[sheet.header.indexOf('Pasaport no')] = 'U7654321';
    added[sheet.header.indexOf('Kayıt tarihi')] = null;
    added[sheet.header.indexOf('Son giriş')] = null;
    const bytes = workbookOf(sheet.header, [...sheet.rows.map((sheetRow) => sheetRow.cells), added]);
    const result = await execute(importAccounts, asAdmin, { file: file(bytes), language: 'tr' });
    expect(result.created).toBe(1);
    expect(await world.ports.repositories.accounts.findByEmail('eq2@example.com')).toMatchObject({
      name: '=Eşit',
      surname: "O'Brien",
    });
  });

  it('imports passive or locked accounts as such, without a link that would lead nowhere', async () => {
    const { world, asAdmin } = await backOffice();
    const bytes = workbookOf(
      [...header, 'Status', 'Locked'],
      [
        [...row({ 'E-posta': 'p@example.com' }), 'Passive', 'No'],
        [...row({ 'E-posta': 'q@example.com' }), 'active', true],
      ],
    );
    const result = await execute(importAccounts, asAdmin, { file: file(bytes), language: 'en' });
    expect(result).toMatchObject({ created: 2, setPasswordMails: 0 });
    expect(await world.ports.repositories.accounts.findByEmail('p@example.com')).toMatchObject({
      status: 'passive',
      isLocked: false,
    });
    expect(await world.ports.repositories.accounts.findByEmail('q@example.com')).toMatchObject({
      status: 'active',
      isLocked: true,
    });
  });

  it('reports its phases to whoever watches: validating every row, then writing every new one', async () => {
    const { asAdmin } = await backOffice();
    const rows = Array.from({ length: 250 }, (_, index) => row({ 'E-posta': `m${index}@example.com` }));
    rows.push(row({ 'E-posta': 'ayse@example.com' }));
    const updates: ProgressUpdate[] = [];
    await execute(
      importAccounts,
      { ...asAdmin, progress: (update) => updates.push(update) },
      { file: file(workbookOf(header, rows)) },
    );
    const validating = updates.filter((update) => update.phase === 'validating');
    const writing = updates.filter((update) => update.phase === 'writing');
    expect(updates.slice(0, validating.length)).toEqual(validating);
    expect(validating[0]).toEqual({ phase: 'validating', done: 0, total: 251 });
    expect(validating.at(-1)).toEqual({ phase: 'validating', done: 251, total: 251 });
    expect(writing[0]).toEqual({ phase: 'writing', done: 0, total: 250 });
    expect(writing.at(-1)).toEqual({ phase: 'writing', done: 250, total: 250 });
    for (const phase of [validating, writing]) {
      expect(phase.map((update) => update.done)).toEqual(
        [...phase.map((update) => update.done)].sort((a, b) => a - b),
      );
      expect(phase.length).toBeLessThanOrEqual(102);
    }
  });

  it('refuses what is not an .xlsx by its content, whatever its name (4043), and an empty file (4012)', async () => {
    const { asAdmin } = await backOffice();
    const text = new TextEncoder().encode('Ad,Soyad,E-posta\nZehra,Çelik,zehra@example.com\n');
    const asText = await refusal(execute(importAccounts, asAdmin, { file: file(text, 'hesaplar.xlsx') }));
    expect(asText).toMatchObject({ code: 4043, data: { allowed: 'XLSX' } });
    const empty = await refusal(execute(importAccounts, asAdmin, { file: file(new Uint8Array()) }));
    expect(empty.code).toBe(4012);
  });

  it('refuses a workbook without the required columns, or with a column twice (4049)', async () => {
    const { asAdmin } = await backOffice();
    const missing = await refusal(
      execute(importAccounts, asAdmin, {
        file: file(workbookOf(['Ad', 'Telefon'], [['Zehra', null]])),
        language: 'en',
      }),
    );
    expect(missing).toMatchObject({
      code: 4049,
      data: { reason: 'missingColumns', columns: ['Surname', 'E-mail'] },
    });
    const doubled = await refusal(
      execute(importAccounts, asAdmin, {
        file: file(workbookOf([...header, 'email'], [[...row(), 'x@example.com']])),
        language: 'tr',
      }),
    );
    expect(doubled).toMatchObject({ code: 4049, data: { reason: 'duplicateColumns', columns: ['E-posta'] } });
  });

  it('refuses an empty sheet and a header without rows (4049)', async () => {
    const { asAdmin } = await backOffice();
    const empty = await refusal(execute(importAccounts, asAdmin, { file: file(workbookOf([], [])) }));
    expect(empty).toMatchObject({ code: 4049, data: { reason: 'missingColumns' } });
    const headerOnly = await refusal(
      execute(importAccounts, asAdmin, { file: file(workbookOf(header, [])) }),
    );
    expect(headerOnly).toMatchObject({ code: 4049, data: { reason: 'noRows', columns: [] } });
  });

  it('refuses a workbook whose reading was stopped for its time or memory (4096), writing nothing', async () => {
    for (const reason of ['time', 'memory'] as const) {
      const stopped = testContext({
        ports: { spreadsheet: { ...spreadsheet, read: async () => ({ kind: 'tooDemanding', reason }) } },
      });
      const { world, asAdmin } = await backOffice(stopped);
      const before = await writtenState(world);
      const error = await refusal(
        execute(importAccounts, asAdmin, { file: file(workbookOf(header, [row()])), language: 'en' }),
      );
      expect(error).toMatchObject({ code: 4096, data: { reason } });
      expect(translate(error.code, 'en')).toContain('took too long or needed too much memory');
      expect(await writtenState(world)).toEqual(before);
    }
  });

  it(`refuses more than ${maxImportRows} rows, naming the first row past the limit (4045)`, async () => {
    const { world, asAdmin } = await backOffice();
    const before = await writtenState(world);
    const rows = Array.from({ length: maxImportRows + 1 }, (_, index) =>
      row({ 'E-posta': `r${index}@example.com` }),
    );
    const error = await refusal(
      execute(importAccounts, asAdmin, { file: file(workbookOf(header, rows)), language: 'en' }),
    );
    expect(error).toMatchObject({
      code: 4045,
      data: {
        errorCount: 1,
        rows: [{ row: maxImportRows + 2, message: expect.stringContaining('at most 5000 rows') }],
      },
    });
    expect(await writtenState(world)).toEqual(before);
  });

  it('is for those who manage accounts: salesmen and members are refused (4033)', async () => {
    const { asSalesman, asMember } = await backOffice();
    const bytes = workbookOf(header, [row()]);
    await expect(execute(importAccounts, asSalesman, { file: file(bytes) })).rejects.toMatchObject({
      code: 4033,
    });
    await expect(execute(importAccounts, asMember, { file: file(bytes) })).rejects.toMatchObject({
      code: 4033,
    });
  });
});
