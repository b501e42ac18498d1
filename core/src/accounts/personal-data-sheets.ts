import type { Language } from '../contracts/language.ts';
import { escapeFormula } from '../excel/domain/formula-escape.ts';
import type { SheetCell, SheetColumn, WorkbookToWrite } from '../ports/spreadsheet.ts';
import type { PersonalData, PersonalDataKind, PersonalRecord, PersonalValue } from './personal-data.ts';

type Translated = Readonly<Record<Language, string>>;

/** One sheet per kind, in this order; a sheet name is at most 31 characters in Excel. */
const sheetNames: Readonly<Record<PersonalDataKind, Translated>> = {
  account: { tr: 'Hesap ve profil', en: 'Account and profile' },
  identity: { tr: 'Kimlik', en: 'Identity' },
  settings: { tr: 'Ayarlar ve onaylar', en: 'Settings and consents' },
  orders: { tr: 'Üyelik siparişleri', en: 'Membership orders' },
  projectRequests: { tr: 'Proje istekleri', en: 'Project requests' },
  projects: { tr: 'Projeler', en: 'Projects' },
  projectSessions: { tr: 'Seanslar', en: 'Sessions' },
  ledger: { tr: 'Puan hareketleri', en: 'Points ledger' },
  badges: { tr: 'Rozet', en: 'Badge' },
  files: { tr: 'Dosyalar', en: 'Files' },
  signInProviders: { tr: 'Giriş hizmetleri', en: 'Sign-in services' },
  auditEntries: { tr: 'Denetim kayıtları', en: 'Audit entries' },
  mailSettings: { tr: 'E-posta tercihleri', en: 'Mail choices' },
  messages: { tr: 'Mesajlarım', en: 'My messages' },
  scheduledSessions: { tr: 'Planlanan seanslar', en: 'Scheduled sessions' },
  sessionProposals: { tr: 'Seans önerileri', en: 'Session proposals' },
  ratingsGiven: { tr: 'Verdiğim değerlendirmeler', en: 'Ratings I gave' },
  publishedLogs: { tr: 'Yayımlanan günlükler', en: 'Published logs' },
  notifications: { tr: 'Bildirimler', en: 'Notifications' },
};

/** The kinds kept as one record: shown as two columns, field and value. */
const singleRecordKinds = new Set<PersonalDataKind>(['account', 'identity', 'settings', 'mailSettings']);

const fieldHeader: Translated = { tr: 'Alan', en: 'Field' };
const valueHeader: Translated = { tr: 'Değer', en: 'Value' };
const emptyNote: Translated = { tr: 'Kayıt yok', en: 'Nothing kept' };

/** A text typed by someone is shown, never run, by a spreadsheet program. */
const cellOf = (value: PersonalValue): SheetCell =>
  typeof value === 'string' ? escapeFormula(value) : value;

function recordSheet(name: string, record: PersonalRecord, language: Language): WorkbookToWrite {
  return {
    sheetName: name,
    columns: [
      { header: fieldHeader[language], width: 28, format: 'text' },
      { header: valueHeader[language], width: 60, format: 'text' },
    ],
    rows: Object.entries(record).map(([field, value]) => [field, cellOf(value)]),
  };
}

function listSheet(name: string, records: readonly PersonalRecord[], language: Language): WorkbookToWrite {
  const fields = [...new Set(records.flatMap((record) => Object.keys(record)))];
  if (fields.length === 0) {
    return {
      sheetName: name,
      columns: [{ header: fieldHeader[language], width: 28, format: 'text' }],
      rows: [[emptyNote[language]]],
    };
  }
  const columns: SheetColumn[] = fields.map((field) => ({
    header: field,
    width: Math.min(Math.max(field.length + 4, 14), 48),
    format: 'text',
  }));
  return {
    sheetName: name,
    columns,
    rows: records.map((record) => fields.map((field) => cellOf(record[field] ?? null))),
  };
}

/**
 * The member's data as workbook sheets, one per kind, with the sheet names in `language`. The
 * field names are those of the JSON download, so the two files read alike.
 */
export function personalDataSheets(data: PersonalData, language: Language): WorkbookToWrite[] {
  return (Object.keys(sheetNames) as PersonalDataKind[]).map((kind) => {
    const name = sheetNames[kind][language];
    const value = data[kind];
    return singleRecordKinds.has(kind)
      ? recordSheet(name, value as PersonalRecord, language)
      : listSheet(name, value as readonly PersonalRecord[], language);
  });
}

const fileNames: Translated = { tr: 'verilerim', en: 'my-data' };

/** `verilerim-2026-11-28.xlsx` / `my-data-2026-11-28.json`. */
export function personalDataFileName(language: Language, exportedAt: string, extension: 'json' | 'xlsx') {
  return `${fileNames[language]}-${exportedAt.slice(0, 10)}.${extension}`;
}
