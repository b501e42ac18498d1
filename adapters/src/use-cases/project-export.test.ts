import { execute, startProjectExport, xlsxContentType } from '@coach/core';
import { abortProjectByAdministrator } from '@coach/core/projects/abort-project';
import { describe, expect, it } from 'vitest';
import { csvOf, expectNoFormula, exportedFile, exportedSheet } from './export-testing.ts';
import { outcome, programme } from './projects-testing.ts';

/** Two projects: `=Zeki` coaches Deniz (open), then Ece coaches Deniz, aborted a day later. */
async function twoProjects() {
  const p = await programme();
  const zeki = await p.coachReady('=Zeki');
  const deniz = await p.member('Deniz');
  await p.pairUp({ coach: zeki, coachee: deniz });
  p.advanceDays(1);
  const ece = await p.coachReady('Ece');
  const second = await p.pairUp({ coach: ece, coachee: await p.member('Ferda') });
  p.advanceDays(1);
  await execute(abortProjectByAdministrator, p.admin, {
    projectId: second.project.id,
    reason: '-Üye ayrıldı',
  });
  return { p, zeki, deniz };
}

describe('exporting the projects the list’s search and filters find', () => {
  it('writes an .xlsx of the open projects with English headers, date cells and no formula', async () => {
    const { p, zeki, deniz } = await twoProjects();
    const { job, file } = await exportedFile(startProjectExport, p.admin, { language: 'en', state: 'open' });
    expect(job).toMatchObject({ kind: 'projects', rowsTotal: 1 });
    expect(file).toMatchObject({ fileName: 'projects-2026-03-04.xlsx', contentType: xlsxContentType });
    const sheet = await exportedSheet(file.bytes);
    expect(sheet.header).toEqual([
      'Coach',
      'Coach’s e-mail',
      'Coachee',
      'Coachee’s e-mail',
      'Language',
      'State',
      'Start',
      'Deadline',
      'Closed',
      'Sessions',
      'Confirmed hours',
      'Coach’s points',
      'Coachee’s points',
      'Reason for aborting',
    ]);
    expect(sheet.rows).toHaveLength(1);
    expect(sheet.cell(0, 'Coach')).toBe('=Zeki Üye');
    expect(sheet.cell(0, 'Coach’s e-mail')).toBe(zeki.email);
    expect(sheet.cell(0, 'Coachee’s e-mail')).toBe(deniz.email);
    expect(sheet.cell(0, 'Language')).toBe('Turkish');
    expect(sheet.cell(0, 'State')).toBe('Open');
    expect(sheet.cell(0, 'Start')).toMatchObject({ kind: 'date' });
    expect(sheet.cell(0, 'Closed')).toBeNull();
    expect(sheet.cell(0, 'Coach’s points')).toBe(0);
    expectNoFormula(file.bytes);
  });

  it('writes a Turkish .csv newest first, and applies the search and the member', async () => {
    const { p, deniz } = await twoProjects();
    const { file } = await exportedFile(startProjectExport, p.admin, { language: 'tr', format: 'csv' });
    const csv = csvOf(file.bytes, ';');
    expect(csv.header.slice(0, 6)).toEqual([
      'Koç',
      'Koçun e-postası',
      'Danışan',
      'Danışanın e-postası',
      'Dil',
      'Durum',
    ]);
    expect(csv.rows.map((row) => row[0])).toEqual(['Ece Üye', "'=Zeki Üye"]);
    expect(csv.rows[0]?.[5]).toBe('Yönetici tarafından iptal edildi');
    expect(csv.rows[0]?.[13]).toBe("'-Üye ayrıldı");
    expect(csv.rows[0]?.[8]).toMatch(/^2026-03-04 \d\d:\d\d$/);

    const ofDeniz = await exportedFile(startProjectExport, p.admin, { accountId: deniz.id });
    expect(ofDeniz.job.rowsTotal).toBe(1);
    const searched = await exportedFile(startProjectExport, p.admin, { search: 'FERDA' });
    expect((await exportedSheet(searched.file.bytes)).rows.map((row) => row.cells[2])).toEqual(['Ferda Üye']);
    const entries = await p.ports.repositories.auditLog.search({
      search: 'projects.export',
      offset: 0,
      limit: 5,
    });
    expect(entries.items[0]).toMatchObject({
      entityType: 'project',
      after: { projects: 1, filters: { search: 'FERDA' } },
    });
  });

  it('is for administrators (projects.readAll); members are refused and a bad state is invalid', async () => {
    const { p, deniz } = await twoProjects();
    expect(await outcome(execute(startProjectExport, deniz.ctx, {}))).toBe('forbidden');
    expect(await outcome(execute(startProjectExport, p.admin, { state: 'lost' }))).toBe('validationFailed');
  });
});
