import { describe, expect, it } from 'vitest';
import type { CoachingLogRow } from '../contracts/coaching.ts';
import { coachingLogFileName, coachingLogSheet, emailWithheldNote } from './coaching-log-sheet.ts';

const row = (overrides: Partial<CoachingLogRow>): CoachingLogRow => ({
  clientAccountId: '00000000-0000-4000-8000-000000000001',
  clientName: 'Ayşe Yılmaz',
  contactEmail: 'ayse@example.com',
  emailWithheld: false,
  kind: 'individual',
  groupSize: 1,
  startDate: '2026-01-05',
  endDate: '2026-03-20',
  paidHours: 1.5,
  proBonoHours: 2,
  ...overrides,
});

const day = (value: string) => ({ kind: 'date', value: new Date(`${value}T00:00:00Z`) });

describe('the coaching log as a sheet', () => {
  it('has ICF’s client log columns, translated, dates as dates and hours as hours', () => {
    const english = coachingLogSheet([], 'en');
    expect(english.sheetName).toBe('Coaching log');
    expect(english.columns.map((column) => [column.header, column.format])).toEqual([
      ['Client name', 'text'],
      ['Contact e-mail', 'text'],
      ['Individual/Group', 'text'],
      ['Number in group', 'integer'],
      ['Start date', 'date'],
      ['End date', 'date'],
      ['Paid hours', 'hours'],
      ['Pro bono hours', 'hours'],
      ['Note', 'text'],
    ]);
    const turkish = coachingLogSheet([], 'tr');
    expect(turkish.sheetName).toBe('Koçluk günlüğü');
    expect(turkish.columns.map((column) => column.header)).toEqual([
      'Danışan adı',
      'İletişim e-postası',
      'Bireysel/Grup',
      'Gruptaki kişi sayısı',
      'Başlangıç tarihi',
      'Bitiş tarihi',
      'Ücretli saat',
      'Gönüllü (pro bono) saat',
      'Not',
    ]);
  });

  it('writes a row per client, then the total of the paid and pro bono hours', () => {
    const sheet = coachingLogSheet(
      [
        row({}),
        row({
          clientName: 'Bora Demir',
          contactEmail: null,
          emailWithheld: true,
          startDate: '2026-02-10',
          endDate: '2026-02-10',
          paidHours: 0.5,
          proBonoHours: 0.5,
        }),
      ],
      'en',
    );
    expect(sheet.rows).toEqual([
      [
        'Ayşe Yılmaz',
        'ayse@example.com',
        'Individual',
        1,
        day('2026-01-05'),
        day('2026-03-20'),
        1.5,
        2,
        null,
      ],
      [
        'Bora Demir',
        null,
        'Individual',
        1,
        day('2026-02-10'),
        day('2026-02-10'),
        0.5,
        0.5,
        emailWithheldNote.en,
      ],
    ]);
    expect(sheet.totals).toEqual(['Total', null, null, null, null, null, 2, 2.5, null]);
    expect([...sheet.rows, sheet.totals].every((cells) => cells?.length === sheet.columns.length)).toBe(true);
  });

  it('says in Turkish why an e-mail is missing, and totals an empty log at zero', () => {
    const sheet = coachingLogSheet([row({ contactEmail: null, emailWithheld: true })], 'tr');
    expect(sheet.rows[0]).toEqual(expect.arrayContaining(['Bireysel', emailWithheldNote.tr]));
    expect(emailWithheldNote.tr).toMatch(/izin vermedi/);
    expect(coachingLogSheet([], 'tr')).toMatchObject({
      rows: [],
      totals: ['Toplam', null, null, null, null, null, 0, 0, null],
    });
  });

  it('keeps a name that looks like a formula a text', () => {
    const sheet = coachingLogSheet([row({ clientName: '=HYPERLINK("http://evil","x") Üye' })], 'en');
    expect(sheet.rows[0]?.[0]).toBe('\'=HYPERLINK("http://evil","x") Üye');
  });

  it('names the file after the language and the day', () => {
    expect(coachingLogFileName('en', '2026-11-23', 'xlsx')).toBe('coaching-log-2026-11-23.xlsx');
    expect(coachingLogFileName('tr', '2026-11-23', 'csv')).toBe('kocluk-gunlugu-2026-11-23.csv');
  });
});
