import { inProcessSpreadsheet } from '@coach/adapters/excel/test-workbooks';
import { csvContentType, maxImportRows, xlsxContentType } from '@coach/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoData } from '../seed/seed-demo-data.ts';
import { readJson } from '../testing/read-json.ts';
import { createTestApp, routeTestKinds, type TestApp } from '../testing/test-app.ts';

const spreadsheet = inProcessSpreadsheet();

// The routes of the programme reports, one test a shape: a report's read, its download, and a
// refused range. The figures themselves are checked against the demo programme on every store in
// src/reports/programme-reports.test.ts.
describe.each(routeTestKinds())('on %s', (kind) => {
  let t: TestApp;
  let adminToken: string;
  beforeAll(async () => {
    t = await createTestApp({ database: kind });
    t.clock.set(new Date('2026-06-17T09:00:00Z'));
    await seedDemoData({ ...t.composition.ports, actor: { kind: 'system' } });
    adminToken = await t.signIn('admin@example.com', 'Office!2345');
  });
  afterAll(() => t.close());

  const get = (path: string, token = adminToken, language = 'tr') =>
    t.app.request(path, { headers: { 'Accept-Language': language, Authorization: `Bearer ${token}` } });

  it('GET /api/reports/points answers a row a month over the range', async () => {
    const response = await get('/api/reports/points?from=2026-01&to=2026-05');
    expect(response.status).toBe(200);
    const { data } = await readJson(response);
    expect(data.months.map((row: { month: string }) => row.month)).toEqual([
      '2026-01',
      '2026-02',
      '2026-03',
      '2026-04',
      '2026-05',
    ]);
    // The closings' 17 and the opening balances of those who registered in those months (Selin 25,
    // Emre 4, Sarah 6, John 3: server/src/seed/demo-data.ts).
    expect(data.total).toEqual({ given: 17 + 38, spent: 36, penalties: 14 });
  });

  it('GET /api/reports/download writes a report as .xlsx and .csv with headers in the language asked for', async () => {
    const xlsx = await get(
      '/api/reports/download?report=projectOutcomes&format=xlsx&language=en&from=2026-01&to=2026-06',
    );
    expect(xlsx.status).toBe(200);
    expect(xlsx.headers.get('content-type')).toBe(xlsxContentType);
    expect(xlsx.headers.get('content-disposition')).toContain(
      'filename="project-outcomes-2026-01-2026-06.xlsx"',
    );
    const reading = await spreadsheet.read(new Uint8Array(await xlsx.arrayBuffer()), {
      maxRows: maxImportRows,
    });
    if (reading.kind !== 'sheet') throw new Error(`not a sheet: ${reading.kind}`);
    expect(reading.header.slice(0, 3)).toEqual(['Month', 'Completed by the coachee', 'Closing confirmed']);
    expect(reading.rows.map((row) => row.cells[0])).toEqual([
      '2026-01',
      '2026-02',
      '2026-03',
      '2026-04',
      '2026-05',
      '2026-06',
      'Total',
    ]);
    // The total: six closed, one in six ended with penalties.
    expect(reading.rows.at(-1)?.cells.slice(6)).toEqual([6, 16.7]);

    const csv = await get('/api/reports/download?report=funnel&format=csv&language=tr');
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toBe(csvContentType);
    const bytes = new Uint8Array(await csv.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = new TextDecoder().decode(bytes.slice(3)).split(/\r?\n/);
    expect(lines[0]).toBe('Ay;Kayıt olan;Ödeme yapan;Talep gönderen;Projesi olan;Proje tamamlayan');
  });

  it('refuses a range backwards or longer than 24 months (400, the field named), and a salesman (403)', async () => {
    for (const [query, field] of [
      ['from=2026-05&to=2026-01', 'to'],
      ['from=2024-01&to=2026-06', 'from'],
      ['from=2026-13', 'from'],
    ] as const) {
      const refused = await get(`/api/reports/funnel?${query}`, adminToken, 'en');
      expect(refused.status, query).toBe(400);
      expect(Object.keys((await readJson(refused)).data.fields), query).toEqual([field]);
    }
    const salesman = await t.signIn('sales@example.com', 'Office!2345');
    expect((await get('/api/reports/membership', salesman)).status).toBe(403);
  });
});
