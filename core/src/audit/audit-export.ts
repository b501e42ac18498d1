import type { AuditAction } from '../contracts/audit.ts';
import type { Language } from '../contracts/language.ts';
import { toSheetDate } from '../excel/domain/sheet-dates.ts';
import {
  type Bilingual,
  type ExportColumn,
  exportBaseName,
  listExportSource,
} from '../exports/export-columns.ts';
import type { ExportSource } from '../exports/keyset-export.ts';
import type { AuditLogMatch, AuditLogReads } from '../ports/audit-log-repository.ts';
import { auditActionWords, auditEntityTypeWords } from './audit-words.ts';
import type { AuditEntry } from './domain/audit-entry.ts';

const systemWords: Bilingual = { tr: 'Sistem', en: 'The system' };

/** A cell holds at most 32,767 characters in a spreadsheet program: a longer record is cut short. */
const cellLimit = 32_000;

/** A record before or after as JSON text, whole unless a spreadsheet's cell cannot hold it. */
function recordText(record: AuditEntry['before']): string | null {
  if (!record) return null;
  const text = JSON.stringify(record);
  return text.length > cellLimit ? `${text.slice(0, cellLimit)}…` : text;
}

// An entry of an action retired since keeps its code; so does a kind of record not named yet.
const actionText = (action: string, language: Language) =>
  Object.hasOwn(auditActionWords, action) ? auditActionWords[action as AuditAction][language] : action;
const entityTypeText = (entityType: string, language: Language) =>
  auditEntityTypeWords[entityType]?.[language] ?? entityType;

/** The log's columns: when, who (and from where), what in words and as its code, which record, and the record before and after. */
export const auditExportColumns: readonly ExportColumn<AuditEntry>[] = [
  {
    header: { tr: 'Ne zaman', en: 'When' },
    width: 18,
    format: 'dateTime',
    cell: (e) => toSheetDate(e.createdAt),
  },
  {
    header: { tr: 'Kim', en: 'Who' },
    width: 30,
    format: 'text',
    cell: (e, language) => (e.actorAccountId ? e.actorLabel : systemWords[language]),
  },
  {
    header: { tr: 'İstemci adresi', en: 'Client address' },
    width: 18,
    format: 'text',
    cell: (e) => e.clientAddress,
  },
  {
    header: { tr: 'Ne', en: 'What' },
    width: 34,
    format: 'text',
    cell: (e, language) => actionText(e.action, language),
  },
  { header: { tr: 'İşlem kodu', en: 'Action code' }, width: 24, format: 'text', cell: (e) => e.action },
  {
    header: { tr: 'Kayıt türü', en: 'Kind of record' },
    width: 20,
    format: 'text',
    cell: (e, language) => entityTypeText(e.entityType, language),
  },
  { header: { tr: 'Kayıt', en: 'Record' }, width: 38, format: 'text', cell: (e) => e.entityId },
  { header: { tr: 'Önce', en: 'Before' }, width: 50, format: 'text', cell: (e) => recordText(e.before) },
  { header: { tr: 'Sonra', en: 'After' }, width: 50, format: 'text', cell: (e) => recordText(e.after) },
];

/**
 * The entries the log's search and filters find, newest first as the log shows them, read in
 * keyset batches of (time, id) along the log's own indexes (ADR 0042).
 */
export function auditExportSource(
  auditLog: AuditLogReads,
  language: Language,
  match: AuditLogMatch,
): ExportSource<AuditEntry> {
  return listExportSource(
    { tr: 'Denetim kaydı', en: 'Audit log' },
    auditExportColumns,
    auditLog,
    language,
    match,
  );
}

/** `denetim-kaydi-2026-03-02` or `audit-log-2026-03-02` (the format adds its extension). */
export const auditExportBaseName = (language: Language, date: string) =>
  exportBaseName({ tr: 'denetim-kaydi', en: 'audit-log' }, language, date);
