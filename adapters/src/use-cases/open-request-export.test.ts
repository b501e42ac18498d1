import { execute, startOpenRequestExport, xlsxContentType } from '@coach/core';
import { describe, expect, it } from 'vitest';
import { csvOf, expectNoFormula, exportedFile, exportedSheet } from './export-testing.ts';
import { outcome, programme } from './projects-testing.ts';

/**
 * Three open requests, oldest first: `=Zeki` to coach (passed over by a run: too few points), Ece
 * to be coached in English and Turkish, then Ece to coach (no partner shared a language).
 */
async function openRequests() {
  const p = await programme();
  const zeki = await p.coachReady('=Zeki');
  const ece = await p.coachReady('Ece');
  const zekiCoach = await p.requestCoach(zeki);
  p.advanceDays(1);
  await p.requestCoachee(ece, ['en', 'tr']);
  p.advanceDays(1);
  const eceCoach = await p.requestCoach(ece, ['en']);
  await p.ports.unitOfWork.run(({ repositories }) =>
    repositories.projectRequests.recordSkips(
      [
        { requestId: zekiCoach.id, reason: 'min_score_to_coach' },
        { requestId: eceCoach.id, reason: 'no_partner_in_language' },
      ],
      p.clock.now(),
    ),
  );
  const settings = await p.ports.repositories.settings.get();
  return { p, zeki, ece, settings };
}

describe('exporting the open requests', () => {
  it('writes an .xlsx of the list, longest waiting first, why each is still open, a date cell and no formula', async () => {
    const { p, zeki, settings } = await openRequests();
    const { job, file } = await exportedFile(startOpenRequestExport, p.admin, { language: 'en' });
    expect(job).toMatchObject({ kind: 'openRequests', rowsTotal: 3 });
    expect(file).toMatchObject({ fileName: 'open-requests-2026-03-04.xlsx', contentType: xlsxContentType });
    const sheet = await exportedSheet(file.bytes);
    expect(sheet.header).toEqual([
      'Name',
      'Surname',
      'E-mail',
      'Role',
      'Languages',
      'Score',
      'Request date',
      'Coach requests',
      'Coachee requests',
      'Why not matched yet',
      'Passed over in the run of',
    ]);
    expect(sheet.rows.map((row) => [row.cells[0], row.cells[3]])).toEqual([
      ['=Zeki', 'Coach'],
      ['Ece', 'Coachee'],
      ['Ece', 'Coach'],
    ]);
    expect(sheet.cell(0, 'E-mail')).toBe(zeki.email);
    expect(sheet.cell(0, 'Score')).toBe(10);
    expect(sheet.cell(0, 'Why not matched yet')).toBe(
      `Not eligible: You need at least ${settings.minScoreToCoach} points to coach.`,
    );
    expect(sheet.cell(1, 'Languages')).toBe('English, Turkish');
    expect(sheet.cell(1, 'Why not matched yet')).toBeNull();
    expect(sheet.cell(2, 'Why not matched yet')).toBe(
      'No open request on the other side shares a language with this one.',
    );
    expect(sheet.cell(0, 'Request date')).toMatchObject({ kind: 'date' });
    expect(sheet.cell(0, 'Passed over in the run of')).toMatchObject({ kind: 'date' });
    expectNoFormula(file.bytes);
  });

  it('writes a Turkish .csv of one side and a search, and audits the export with its filters', async () => {
    const { p } = await openRequests();
    const { job, file } = await exportedFile(startOpenRequestExport, p.admin, {
      language: 'tr',
      format: 'csv',
      role: 'coach',
      search: 'ECE',
    });
    expect(job.rowsTotal).toBe(1);
    const csv = csvOf(file.bytes, ';');
    expect(csv.header.slice(0, 5)).toEqual(['Ad', 'Soyad', 'E-posta', 'Rol', 'Diller']);
    expect(csv.rows.map((row) => [row[0], row[3], row[4]])).toEqual([['Ece', 'Koç', 'İngilizce']]);
    expect(csv.rows[0]?.[9]).toBe(
      'Karşı taraftaki açık taleplerin hiçbiri bu taleple ortak bir dil paylaşmıyor.',
    );
    const { items } = await p.ports.repositories.auditLog.search({
      search: 'projectRequests.export',
      offset: 0,
      limit: 5,
    });
    expect(items[0]).toMatchObject({
      entityType: 'projectRequest',
      after: { openRequests: 1, format: 'csv', filters: { role: 'coach', search: 'ECE' } },
    });
  });

  it('is for those who run matching: members are refused; an unknown side is invalid', async () => {
    const { p, ece } = await openRequests();
    expect(await outcome(execute(startOpenRequestExport, ece.ctx, {}))).toBe('forbidden');
    expect(await outcome(execute(startOpenRequestExport, p.admin, { role: 'both' }))).toBe(
      'validationFailed',
    );
  });
});
