import {
  downloadExport,
  execute,
  grantMembership,
  type OrderReads,
  runPendingExports,
  type SheetReading,
  startOrderExport,
  systemActor,
  type UseCaseContext,
  xlsxContentType,
} from '@coach/core';
import { csvContentType } from '@coach/core/contracts';
import { describe, expect, it } from 'vitest';
import { inProcessSpreadsheet, storedCellsOf } from '../excel/test-workbooks.ts';
import { downloadedFile } from './export-testing.ts';
import { outcome, shop } from './membership-testing.ts';

const spreadsheet = inProcessSpreadsheet();

/**
 * A shop with two orders: `=Ayşe Üye`, whose name starts like a formula, bought the month by card;
 * Bora was granted the coach year by hand, the note starting with `+`. Both on 2 March 2026.
 */
async function twoOrders() {
  const s = await shop();
  const ayse = await s.member('=Ayşe', { membershipDays: null, role: 'Guest' });
  await s.buy(ayse, s.packages.month.id);
  s.advanceDays(0.25);
  const bora = await s.member('Bora');
  await execute(grantMembership, s.admin.ctx, {
    accountId: bora.id,
    membershipPackageId: s.packages.coachYear.id,
    note: '+90 bank transfer, @ref 7',
  });
  return { s, ayse, bora };
}

/** Starts an export as `ctx`, runs the export job, and gives back the downloaded file. */
async function exported(ctx: UseCaseContext, input: Parameters<typeof startOrderExport.input.parse>[0]) {
  const job = await execute(startOrderExport, ctx, input);
  expect(job).toMatchObject({ kind: 'orders', status: 'pending' });
  expect(await execute(runPendingExports, { ...ctx, actor: systemActor }, {})).toMatchObject({
    written: 1,
    failed: 0,
  });
  return { job, file: await downloadedFile(ctx, job.id) };
}

async function sheetOf(bytes: Uint8Array): Promise<Extract<SheetReading, { kind: 'sheet' }>> {
  const reading = await spreadsheet.read(bytes, { maxRows: 1000 });
  if (reading.kind !== 'sheet') throw new Error(`not a sheet: ${reading.kind}`);
  return reading;
}

describe('exporting the orders a filter finds', () => {
  it('writes an .xlsx with English headers, typed dates and numbers, texts as text cells and no mark', async () => {
    const { s, ayse } = await twoOrders();
    const { job, file } = await exported(s.admin.ctx, { language: 'en', format: 'xlsx', method: 'card' });
    expect(job.rowsTotal).toBe(1);
    expect(file).toMatchObject({ fileName: 'orders-2026-03-02.xlsx', contentType: xlsxContentType });
    const sheet = await sheetOf(file.bytes);
    expect(sheet.header).toEqual([
      'Order no.',
      'Date',
      'Buyer',
      'E-mail',
      'Package',
      'Months',
      'Amount',
      'Currency',
      'Method',
      'Provider',
      'Provider’s reference',
      'Granted by',
      'Note',
      'Membership from',
      'Membership until',
    ]);
    // Only the card order: the filter is applied.
    expect(sheet.rows).toHaveLength(1);
    const cells = sheet.rows[0]?.cells ?? [];
    const cell = (name: string) => cells[sheet.header.indexOf(name)];
    expect(cell('Buyer')).toBe('=Ayşe Üye');
    expect(cell('E-mail')).toBe(ayse.email);
    expect(cell('Package')).toBe('Monthly');
    expect(cell('Months')).toBe(1);
    expect(cell('Amount')).toBe(10);
    expect(cell('Method')).toBe('Card payment');
    expect(cell('Provider')).toBe('Test payments (sandbox)');
    expect(typeof cell('Order no.')).toBe('number');
    // 09:00 UTC is noon in Istanbul: a real date cell on the programme's clock.
    expect(cell('Date')).toEqual({ kind: 'date', value: new Date('2026-03-02T12:00:00Z') });
    expect(cell('Membership from')).toMatchObject({ kind: 'date' });
    // The name is stored as a text cell and nothing in the file is a formula.
    const stored = storedCellsOf(file.bytes);
    expect(stored.get('C2')).toEqual({ type: 'inlineStr', formula: false });
    expect(stored.get('G2')).toEqual({ type: null, formula: false });
    expect([...stored.values()].some((one) => one.formula)).toBe(false);
  });

  it('writes a Turkish .csv in Turkish Excel’s dialect, neutralising only what starts like a formula', async () => {
    const { s, bora } = await twoOrders();
    const { file } = await exported(s.admin.ctx, { language: 'tr', format: 'csv' });
    expect(file).toMatchObject({ fileName: 'siparisler-2026-03-02.csv', contentType: csvContentType });
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(file.bytes);
    expect(text.startsWith('\uFEFF')).toBe(true);
    const [header, ...rows] = text.slice(1).trimEnd().split('\r\n');
    expect(header?.split(';').slice(0, 8)).toEqual([
      'Sipariş no',
      'Tarih',
      'Alıcı',
      'E-posta',
      'Paket',
      'Süre (ay)',
      'Tutar',
      'Para birimi',
    ]);
    // Newest first, as the list shows them: Bora's grant, then Ayşe's card payment.
    expect(rows).toHaveLength(2);
    const [granted, paid] = rows.map((row) => row.split(';'));
    expect(granted?.[3]).toBe(bora.email);
    expect(granted?.[4]).toBe('Koç yıllık');
    expect(granted?.[6]).toBe('100,00');
    expect(granted?.[8]).toBe('Elle tanımlandı');
    expect(granted?.[12]).toBe("'+90 bank transfer, @ref 7");
    expect(granted?.[1]).toBe('2026-03-02 18:00');
    expect(paid?.[2]).toBe("'=Ayşe Üye");
    expect(paid?.[6]).toBe('10,00');
    expect(paid?.[8]).toBe('Kartla ödeme');
    // Texts that only contain such a character elsewhere keep no mark.
    expect(granted?.[2]).toBe('Bora Üye');
  });

  it('applies the days, package and search, reads in keyset batches, and audits the export with its filters', async () => {
    const { s, bora } = await twoOrders();
    const calls: string[] = [];
    const orders: OrderReads = {
      ...s.admin.ctx.repositories.orders,
      search: () => {
        throw new Error('an export must read in keyset batches, not with OFFSET pages');
      },
      async listMatchingAfter(match, after, limit) {
        calls.push(`${after?.orderNumber ?? 'start'}:${limit}`);
        return s.admin.ctx.repositories.orders.listMatchingAfter(match, after, limit);
      },
    };
    const ctx = { ...s.admin.ctx, repositories: { ...s.admin.ctx.repositories, orders } };
    const input = {
      language: 'en',
      format: 'xlsx',
      from: '2026-03-02',
      to: '2026-03-02',
      membershipPackageId: s.packages.coachYear.id,
      search: 'bora',
    } as const;
    const { job, file } = await exported(ctx, input);
    expect(job.rowsTotal).toBe(1);
    const sheet = await sheetOf(file.bytes);
    expect(sheet.rows.map((row) => row.cells[3])).toEqual([bora.email]);
    expect(calls).toEqual(['start:1000']);
    const [entry] = await s.auditOf('orders.export');
    expect(entry?.after).toMatchObject({
      orders: 1,
      language: 'en',
      format: 'xlsx',
      filters: { from: '2026-03-02', to: '2026-03-02', search: 'bora' },
    });
    // The next day finds nothing.
    const nextDay = await exported(ctx, { ...input, from: '2026-03-03', to: '2026-03-03' });
    expect(nextDay.job.rowsTotal).toBe(0);
    expect((await sheetOf(nextDay.file.bytes)).rows).toEqual([]);
  });

  it('is for those who may list the orders: salesmen too, members not (4033); days the wrong way round are refused', async () => {
    const { s, bora } = await twoOrders();
    expect((await exported(s.salesman.ctx, { language: 'tr', format: 'csv' })).job.rowsTotal).toBe(2);
    expect(await outcome(execute(startOrderExport, bora.ctx, { language: 'tr' }))).toBe('forbidden');
    expect(
      await outcome(execute(startOrderExport, s.admin.ctx, { from: '2026-03-05', to: '2026-03-01' })),
    ).not.toBe('done');
    expect(await outcome(execute(startOrderExport, s.admin.ctx, { format: 'pdf' as 'csv' }))).not.toBe(
      'done',
    );
    // Another's export is not theirs to find.
    const { job } = await exported(s.admin.ctx, { language: 'tr' });
    expect(await outcome(execute(downloadExport, s.salesman.ctx, { id: job.id }))).toBe('recordNotFound');
  });
});
