import { fullNameOf } from '../accounts/domain/account.ts';
import { isErasedAccount } from '../accounts/domain/erase-account.ts';
import { hoursOf } from '../coaching/domain/hour-entry.ts';
import type { Language } from '../contracts/language.ts';
import type { ProjectState } from '../contracts/projects.ts';
import { languageLabels } from '../excel/domain/account-labels.ts';
import { toSheetDate } from '../excel/domain/sheet-dates.ts';
import {
  type Bilingual,
  type ExportColumn,
  exportBaseName,
  listExportSource,
} from '../exports/export-columns.ts';
import type { ExportSource } from '../exports/keyset-export.ts';
import type { ProjectMatch, ProjectReads } from '../ports/project-repository.ts';
import type { ProjectDetails, ProjectPersonRecord } from './domain/project-details.ts';

/** The words the export writes for a project's state (the admin projects page's, issue 31). */
export const projectStateWords: Readonly<Record<ProjectState, Bilingual>> = {
  open: { tr: 'Açık', en: 'Open' },
  completed_by_coachee: { tr: 'Danışan tarafından tamamlandı', en: 'Completed by the coachee' },
  completed_confirmed: { tr: 'Tamamlandı, danışan onayladı', en: 'Completed, confirmed by the coachee' },
  completed_by_system: {
    tr: 'Sistem tarafından tamamlandı (zamanında onaylanmadı)',
    en: 'Completed by the system (not confirmed in time)',
  },
  aborted_by_system: {
    tr: 'Sistem tarafından sonlandırıldı (zamanında kapatılmadı)',
    en: 'Ended by the system (not closed in time)',
  },
  aborted_by_administrator: { tr: 'Yönetici tarafından iptal edildi', en: 'Aborted by an administrator' },
};

// A deleted member's placeholder address is nobody's (ADR 0030): the list shows none either.
const emailOf = (person: ProjectPersonRecord) =>
  isErasedAccount({ id: person.accountId, email: person.email }) ? null : person.email;

/** The projects' columns: who coached whom, in which language, how it stands, and what it moved. */
export const projectExportColumns: readonly ExportColumn<ProjectDetails>[] = [
  { header: { tr: 'Koç', en: 'Coach' }, width: 24, format: 'text', cell: (p) => fullNameOf(p.coach) },
  {
    header: { tr: 'Koçun e-postası', en: 'Coach’s e-mail' },
    width: 30,
    format: 'text',
    cell: (p) => emailOf(p.coach),
  },
  { header: { tr: 'Danışan', en: 'Coachee' }, width: 24, format: 'text', cell: (p) => fullNameOf(p.coachee) },
  {
    header: { tr: 'Danışanın e-postası', en: 'Coachee’s e-mail' },
    width: 30,
    format: 'text',
    cell: (p) => emailOf(p.coachee),
  },
  {
    header: { tr: 'Dil', en: 'Language' },
    width: 12,
    format: 'text',
    cell: (p, language) => languageLabels[p.language][language],
  },
  {
    header: { tr: 'Durum', en: 'State' },
    width: 34,
    format: 'text',
    cell: (p, language) => projectStateWords[p.state][language],
  },
  {
    header: { tr: 'Başlangıç', en: 'Start' },
    width: 18,
    format: 'dateTime',
    cell: (p) => toSheetDate(p.startedAt),
  },
  {
    header: { tr: 'Bitiş tarihi', en: 'Deadline' },
    width: 18,
    format: 'dateTime',
    cell: (p) => toSheetDate(p.deadlineAt),
  },
  {
    header: { tr: 'Kapanış', en: 'Closed' },
    width: 18,
    format: 'dateTime',
    cell: (p) => (p.closedAt ? toSheetDate(p.closedAt) : null),
  },
  { header: { tr: 'Seanslar', en: 'Sessions' }, width: 10, format: 'integer', cell: (p) => p.sessionCount },
  {
    header: { tr: 'Onaylanan saat', en: 'Confirmed hours' },
    width: 12,
    format: 'hours',
    cell: (p) => hoursOf(p.sessionLog.confirmedHalfHours),
  },
  {
    header: { tr: 'Koçun puanı', en: 'Coach’s points' },
    width: 12,
    format: 'integer',
    cell: (p) => p.points.coach,
  },
  {
    header: { tr: 'Danışanın puanı', en: 'Coachee’s points' },
    width: 12,
    format: 'integer',
    cell: (p) => p.points.coachee,
  },
  {
    header: { tr: 'İptal nedeni', en: 'Reason for aborting' },
    width: 30,
    format: 'text',
    cell: (p) => p.abortReason,
  },
];

/**
 * The projects the list's search and filters find, newest start first as the list shows them,
 * read in keyset batches of (start, id) along the list's own index (ADR 0042).
 */
export function projectExportSource(
  projects: ProjectReads,
  language: Language,
  match: ProjectMatch,
): ExportSource<ProjectDetails> {
  return listExportSource(
    { tr: 'Projeler', en: 'Projects' },
    projectExportColumns,
    projects,
    language,
    match,
  );
}

/** `projeler-2026-03-02` or `projects-2026-03-02` (the format adds its extension). */
export const projectExportBaseName = (language: Language, date: string) =>
  exportBaseName({ tr: 'projeler', en: 'projects' }, language, date);
