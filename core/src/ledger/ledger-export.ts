import { fullNameOf } from '../accounts/domain/account.ts';
import type { Language } from '../contracts/language.ts';
import { toSheetDate } from '../excel/domain/sheet-dates.ts';
import {
  type Bilingual,
  type ExportColumn,
  exportBaseName,
  listExportSource,
} from '../exports/export-columns.ts';
import type { ExportSource } from '../exports/keyset-export.ts';
import type { LedgerMatch, LedgerReads, ListedLedgerEntry } from '../ports/ledger-repository.ts';
import type { LedgerReason } from './domain/ledger-entry.ts';

/** Why a score changed, in the words of the back office's ledger (docs/product-rules.md §10). */
export const ledgerReasonWords: Readonly<Record<LedgerReason, Bilingual>> = {
  coachee_sessions: { tr: 'Danışan olarak alınan seanslar', en: 'Sessions received as coachee' },
  coach_sessions: { tr: 'Koç olarak verilen seanslar', en: 'Sessions given as coach' },
  unclosed_penalty: { tr: 'Ceza: zamanında kapatılmayan proje', en: 'Penalty: a project not closed in time' },
  admin_adjustment: { tr: 'Yönetici düzeltmesi', en: 'Adjusted by an administrator' },
  opening_balance: { tr: 'Açılış puanı', en: 'Opening balance' },
};

const systemWords: Bilingual = { tr: 'Sistem', en: 'System' };

/**
 * The ledger's columns: when, whose points, why, how many, and who made the entry (an account,
 * or the system) as the ledger view shows it.
 */
export const ledgerExportColumns: readonly ExportColumn<ListedLedgerEntry>[] = [
  {
    header: { tr: 'Tarih', en: 'Date' },
    width: 18,
    format: 'dateTime',
    cell: (e) => toSheetDate(e.createdAt),
  },
  { header: { tr: 'Üye', en: 'Member' }, width: 24, format: 'text', cell: (e) => fullNameOf(e.member) },
  { header: { tr: 'E-posta', en: 'E-mail' }, width: 30, format: 'text', cell: (e) => e.member.email },
  {
    header: { tr: 'Gerekçe', en: 'Reason' },
    width: 34,
    format: 'text',
    cell: (e, language) => ledgerReasonWords[e.reason][language],
  },
  { header: { tr: 'Değişim', en: 'Change' }, width: 10, format: 'integer', cell: (e) => e.delta },
  {
    header: { tr: 'Yapan', en: 'Made by' },
    width: 24,
    format: 'text',
    cell: (e, language) => e.actorName ?? systemWords[language],
  },
  { header: { tr: 'Not', en: 'Note' }, width: 40, format: 'text', cell: (e) => e.note },
];

/**
 * The ledger's entries the filter finds (one member's, or all), newest first as the ledger view
 * lists them, read in keyset batches of (time, id) (ADR 0042).
 */
export function ledgerExportSource(
  ledger: LedgerReads,
  language: Language,
  match: LedgerMatch,
): ExportSource<ListedLedgerEntry> {
  return listExportSource(
    { tr: 'Puan hareketleri', en: 'Points ledger' },
    ledgerExportColumns,
    ledger,
    language,
    match,
  );
}

/** `puanlar-2026-03-02` or `points-2026-03-02` (the format adds its extension). */
export const ledgerExportBaseName = (language: Language, date: string) =>
  exportBaseName({ tr: 'puanlar', en: 'points' }, language, date);
