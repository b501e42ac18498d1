import { inProcessSpreadsheet } from '@coach/adapters/excel/test-workbooks';
import { maxImportRows, xlsxContentType } from '@coach/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobsRunCommand } from '../cli/jobs-commands.ts';
import { readJson } from '../testing/read-json.ts';
import { createTestApp, routeTestKinds, type TestApp } from '../testing/test-app.ts';

// The export as a job over HTTP (ADR 0042): started, followed, run by its job, downloaded; seen
// only by the one who asked and by administrators.

describe.each(routeTestKinds())('export jobs on %s', (kind) => {
  let t: TestApp;
  let admin: string;
  let salesman: string;
  let member: string;

  beforeAll(async () => {
    t = await createTestApp({ database: kind });
    await t.createAccount({ email: 'admin@example.com', accountRoleType: 'Administrator' });
    await t.createAccount({ email: 'sales@example.com', accountRoleType: 'Salesman' });
    await t.createAccount({ email: 'ayse@example.com', name: 'Ayşe', surname: 'Demir' });
    admin = await t.signIn('admin@example.com');
    salesman = await t.signIn('sales@example.com');
    member = await t.signIn('ayse@example.com');
  });
  afterAll(() => t.close());

  const call = (path: string, token: string, init: RequestInit = {}) =>
    t.app.request(path, {
      ...init,
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json', ...init.headers },
    });
  const start = (token: string) =>
    call('/api/accounts/excelexports', token, { method: 'POST', body: JSON.stringify({ language: 'en' }) });

  it('starts an export, reports it pending, writes it in the job, and gives its file to the one who asked', async () => {
    const started = await start(salesman);
    expect(started.status).toBe(201);
    const job = (await readJson(started)).data;
    expect(job).toMatchObject({
      kind: 'accounts',
      status: 'pending',
      rowsDone: 0,
      rowsTotal: 3,
      fileName: null,
    });

    expect((await readJson(await call(`/api/exports/${job.id}`, salesman))).data).toMatchObject({
      status: 'pending',
    });
    const notYet = await call(`/api/exports/${job.id}/file`, salesman);
    expect([notYet.status, (await readJson(notYet)).code]).toEqual([404, 4002]);

    expect(await jobsRunCommand(t.composition, 'exports.run', () => {})).toBe(0);

    const done = (await readJson(await call(`/api/exports/${job.id}`, salesman))).data;
    expect(done).toMatchObject({ status: 'ready', rowsDone: 3, rowsTotal: 3 });
    expect(done.fileName).toMatch(/^accounts-\d{4}-\d{2}-\d{2}\.xlsx$/);
    const file = await call(`/api/exports/${job.id}/file`, salesman);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe(xlsxContentType);
    expect(file.headers.get('content-disposition')).toContain(done.fileName);
    // Sent slice by slice as it is read from the database, with its length known ahead.
    const bytes = new Uint8Array(await file.arrayBuffer());
    expect(file.headers.get('content-length')).toBe(String(bytes.byteLength));
    const reading = await inProcessSpreadsheet().read(bytes, { maxRows: maxImportRows });
    expect(reading.kind === 'sheet' && reading.rows.map((row) => row.cells[2]).sort()).toEqual([
      'admin@example.com',
      'ayse@example.com',
      'sales@example.com',
    ]);
    // A salesman's file leaves out the identity documents, as the direct export does (ADR 0033).
    expect(reading.kind === 'sheet' && reading.header).not.toContain('Identity number');

    // An administrator may follow anyone's export; nobody else finds it.
    expect((await call(`/api/exports/${job.id}/file`, admin)).status).toBe(200);
    const other = await call(`/api/exports/${job.id}`, member);
    expect([other.status, (await readJson(other)).code]).toEqual([404, 4002]);
  });

  it('refuses members (4033), the signed-out (4001) and a filter the accounts list does not have (400)', async () => {
    expect((await start(member)).status).toBe(403);
    const badFilter = await call('/api/accounts/excelexports', admin, {
      method: 'POST',
      body: JSON.stringify({ role: 'Owner', locked: 'yes' }),
    });
    expect(badFilter.status).toBe(400);
    const refusal = await readJson(badFilter);
    expect(refusal.code).toBe(4034);
    expect(Object.keys(refusal.data.fields).sort()).toEqual(['locked', 'role']);
    const anonymous = await t.app.request('/api/accounts/excelexports', { method: 'POST' });
    expect(anonymous.status).toBe(401);
  });
});
