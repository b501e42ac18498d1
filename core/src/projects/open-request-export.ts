import type { Language } from '../contracts/language.ts';
import { ineligibilityMessages } from '../contracts/project-values.ts';
import type { ProjectRole, UnmatchedReason } from '../contracts/projects.ts';
import { catalogue } from '../errors/catalogue.ts';
import { translate } from '../errors/translate.ts';
import { languageLabels } from '../excel/domain/account-labels.ts';
import { toSheetDate } from '../excel/domain/sheet-dates.ts';
import { type Bilingual, type ExportColumn, sheetColumnsOf, sheetRowOf } from '../exports/export-columns.ts';
import type { ExportSource } from '../exports/keyset-export.ts';
import type { OpenRequestMatch, PendingAssignmentRecord } from '../ports/project-request-repository.ts';
import type { ReadRepositories } from '../ports/repositories.ts';
import type { ApplicationSettings } from '../settings/domain/application-settings.ts';

export const projectRoleWords: Readonly<Record<ProjectRole, Bilingual>> = {
  coach: { tr: 'Koç', en: 'Coach' },
  coachee: { tr: 'Danışan', en: 'Coachee' },
};

/** What the matching algorithm itself found, in the words of the admin app's open requests page. */
const algorithmReasonWords: Readonly<Partial<Record<UnmatchedReason, Bilingual>>> = {
  no_partner_in_language: {
    tr: 'Karşı taraftaki açık taleplerin hiçbiri bu taleple ortak bir dil paylaşmıyor.',
    en: 'No open request on the other side shares a language with this one.',
  },
  only_previous_partners: {
    tr: 'Olası ortakların tümü, bu üyeyle son projelerinde birlikte çalıştı.',
    en: 'The only possible partners worked with this member in their most recent project.',
  },
  partners_taken: {
    tr: 'Olası her ortak, daha uzun süredir bekleyen bir taleple eşleştirildi.',
    en: 'Every possible partner was paired with a request that had waited longer.',
  },
};

const notEligible: Bilingual = { tr: 'Uygun değil: ', en: 'Not eligible: ' };

/**
 * Why a run passed a request over, as the page says it: the algorithm's reason in words, or the
 * eligibility rule in the catalogue's sentence (the refusal the member would get) with the limit it
 * names from the settings.
 */
function reasonText(reason: UnmatchedReason, language: Language, settings: ApplicationSettings): string {
  const words = algorithmReasonWords[reason];
  if (words) return words[language];
  const key = ineligibilityMessages[reason as keyof typeof ineligibilityMessages];
  const limit =
    reason === 'max_coach_projects_reached' ? settings.maxCoachProjects : settings.maxCoacheeProjects;
  return `${notEligible[language]}${translate(catalogue[key].code, language, { points: settings.minScoreToCoach, limit })}`;
}

/** An open request as the export writes it: the list's row, and why it is still waiting, in words. */
export interface ExportedOpenRequest extends PendingAssignmentRecord {
  readonly whyNotMatched: string | null;
}

/** The open requests' columns: the member, the side, the languages, since when, and why still open. */
export const openRequestExportColumns: readonly ExportColumn<ExportedOpenRequest>[] = [
  { header: { tr: 'Ad', en: 'Name' }, width: 16, format: 'text', cell: (r) => r.name },
  { header: { tr: 'Soyad', en: 'Surname' }, width: 16, format: 'text', cell: (r) => r.surname },
  { header: { tr: 'E-posta', en: 'E-mail' }, width: 30, format: 'text', cell: (r) => r.email },
  {
    header: { tr: 'Rol', en: 'Role' },
    width: 10,
    format: 'text',
    cell: (r, language) => projectRoleWords[r.request.role][language],
  },
  {
    header: { tr: 'Diller', en: 'Languages' },
    width: 20,
    format: 'text',
    cell: (r, language) => r.request.languages.map((code) => languageLabels[code][language]).join(', '),
  },
  { header: { tr: 'Puan', en: 'Score' }, width: 8, format: 'integer', cell: (r) => r.score },
  {
    header: { tr: 'Talep tarihi', en: 'Request date' },
    width: 18,
    format: 'dateTime',
    cell: (r) => toSheetDate(r.request.createdAt),
  },
  {
    header: { tr: 'Koç talepleri', en: 'Coach requests' },
    width: 10,
    format: 'integer',
    cell: (r) => r.coachRequestCount,
  },
  {
    header: { tr: 'Danışan talepleri', en: 'Coachee requests' },
    width: 10,
    format: 'integer',
    cell: (r) => r.coacheeRequestCount,
  },
  {
    header: { tr: 'Neden henüz eşleşmedi', en: 'Why not matched yet' },
    width: 50,
    format: 'text',
    cell: (r) => r.whyNotMatched,
  },
  {
    header: { tr: 'Atlandığı eşleştirme', en: 'Passed over in the run of' },
    width: 18,
    format: 'dateTime',
    cell: (r) => (r.request.lastSkipAt ? toSheetDate(r.request.lastSkipAt) : null),
  },
];

/**
 * The open requests the list's side and search find, the longest waiting first as the list shows
 * them, read in keyset batches of (request time, id) along the open requests' own index (ADR 0042).
 */
export function openRequestExportSource(
  repositories: ReadRepositories,
  language: Language,
  match: OpenRequestMatch,
): ExportSource<ExportedOpenRequest> {
  // The limits the reasons' sentences name, read once for the whole file.
  let settings: Promise<ApplicationSettings> | undefined;
  return {
    sheetName: language === 'tr' ? 'Açık talepler' : 'Open requests',
    columns: sheetColumnsOf(openRequestExportColumns, language),
    count: () => repositories.projectRequests.countOpen(match),
    async batchAfter(last, limit) {
      settings ??= repositories.settings.get();
      const [records, limits] = await Promise.all([
        repositories.projectRequests.listOpenAfter(match, last?.request ?? null, limit),
        settings,
      ]);
      return records.map((record) => ({
        ...record,
        whyNotMatched: record.request.lastSkipReason
          ? reasonText(record.request.lastSkipReason, language, limits)
          : null,
      }));
    },
    rowOf: (request) => sheetRowOf(openRequestExportColumns, request, language),
  };
}

/** `acik-talepler-2026-03-02` or `open-requests-2026-03-02` (the format adds its extension). */
export const openRequestExportBaseName = (language: Language, date: string) =>
  `${language === 'tr' ? 'acik-talepler' : 'open-requests'}-${date}`;
