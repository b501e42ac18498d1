import type { CoachingLogRow } from '../contracts/coaching.ts';
import type { Language } from '../contracts/language.ts';
import { escapeFormula } from '../excel/domain/formula-escape.ts';
import type { SheetCell, SheetColumn, SheetDate, WorkbookToWrite } from '../ports/spreadsheet.ts';
import { halfHoursOf, hoursOf } from './domain/hour-entry.ts';

type Translated = Readonly<Record<Language, string>>;

/**
 * The columns of ICF's "Client Coaching Log", in its order, so that an applicant can copy the
 * rows into the form as they are.
 */
const columns: readonly (Omit<SheetColumn, 'header'> & { readonly header: Translated })[] = [
  { header: { tr: 'Danışan adı', en: 'Client name' }, width: 28, format: 'text' },
  { header: { tr: 'İletişim e-postası', en: 'Contact e-mail' }, width: 30, format: 'text' },
  { header: { tr: 'Bireysel/Grup', en: 'Individual/Group' }, width: 16, format: 'text' },
  { header: { tr: 'Gruptaki kişi sayısı', en: 'Number in group' }, width: 14, format: 'integer' },
  { header: { tr: 'Başlangıç tarihi', en: 'Start date' }, width: 14, format: 'date' },
  { header: { tr: 'Bitiş tarihi', en: 'End date' }, width: 14, format: 'date' },
  { header: { tr: 'Ücretli saat', en: 'Paid hours' }, width: 12, format: 'hours' },
  { header: { tr: 'Gönüllü (pro bono) saat', en: 'Pro bono hours' }, width: 14, format: 'hours' },
  { header: { tr: 'Not', en: 'Note' }, width: 60, format: 'text' },
];

const kindLabels: Readonly<Record<CoachingLogRow['kind'], Translated>> = {
  individual: { tr: 'Bireysel', en: 'Individual' },
  group: { tr: 'Grup', en: 'Group' },
};

const totalLabel: Translated = { tr: 'Toplam', en: 'Total' };

/** Why a row has no e-mail: the applicant must ask the client before naming them as a contact. */
export const emailWithheldNote: Translated = {
  tr: 'Danışan e-postasının paylaşılmasına izin vermedi; başvurmadan önce kendisine sorun.',
  en: 'The client has not agreed to share their e-mail; ask them before you apply.',
};

const sheetNames: Translated = { tr: 'Koçluk günlüğü', en: 'Coaching log' };
const fileNames: Translated = { tr: 'kocluk-gunlugu', en: 'coaching-log' };

/** A `YYYY-MM-DD` day as a sheet date: its UTC fields are what the cell shows (sheet-dates.ts). */
const dayCell = (day: string): SheetDate => ({ kind: 'date', value: new Date(`${day}T00:00:00Z`) });

/** Names are typed by members: a spreadsheet program must show them, never run them. */
const text = (value: string | null): SheetCell => (value === null ? null : escapeFormula(value));

function rowOf(row: CoachingLogRow, language: Language): SheetCell[] {
  return [
    text(row.clientName),
    text(row.contactEmail),
    kindLabels[row.kind][language],
    row.groupSize,
    dayCell(row.startDate),
    dayCell(row.endDate),
    row.paidHours,
    row.proBonoHours,
    row.emailWithheld ? emailWithheldNote[language] : null,
  ];
}

/** The sums of the hour columns, counted in half hours so that no float rounding creeps in. */
function totalRowOf(rows: readonly CoachingLogRow[], language: Language): SheetCell[] {
  const sum = (hours: (row: CoachingLogRow) => number) =>
    hoursOf(rows.reduce((total, row) => total + halfHoursOf(hours(row)), 0));
  return [
    totalLabel[language],
    null,
    null,
    null,
    null,
    null,
    sum((row) => row.paidHours),
    sum((row) => row.proBonoHours),
    null,
  ];
}

/**
 * The coaching log as a one-sheet workbook in `language`: a row per client (the log's rows, in
 * their order), then a total row with the paid and pro bono sums.
 */
export function coachingLogSheet(rows: readonly CoachingLogRow[], language: Language): WorkbookToWrite {
  return {
    sheetName: sheetNames[language],
    columns: columns.map((column) => ({ ...column, header: column.header[language] })),
    rows: rows.map((row) => rowOf(row, language)),
    totals: totalRowOf(rows, language),
  };
}

/** `coaching-log-2026-11-23.xlsx`, `kocluk-gunlugu-2026-11-23.csv`. */
export function coachingLogFileName(language: Language, day: string, format: 'xlsx' | 'csv'): string {
  return `${fileNames[language]}-${day}.${format}`;
}
