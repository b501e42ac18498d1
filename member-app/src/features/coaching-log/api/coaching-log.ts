import type { CoachingLog, CoachingPreferences } from '@coach/core/contracts';
import type { Lang } from '@coach/kit';
import { downloadFile } from '@coach/kit/area';
import { api, dashboardKeys, unwrap, useMutation, useQuery, useQueryClient } from '@coach/kit/query';

export type { CoachingLog, CoachingPreferences };

export const coachingLogKeys = { log: ['coaching-log'] as const };

/**
 * `GET /api/coachinglog`: the member's own coaching log (one row per client), the totals, the
 * progress towards ACC and PCC, the cumulative hours for the chart and the two preferences. The
 * server computes every figure; the page only shows them. `enabled: false` for those without
 * `projects.own` (the server would refuse).
 */
export function useCoachingLog({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: coachingLogKeys.log,
    queryFn: (): Promise<CoachingLog> => unwrap(api.api.coachinglog.$get()),
    enabled,
  });
}

/**
 * `PUT /api/coachinglog/preferences`: the training start and the e-mail consent, always both (the
 * call replaces the pair, so the caller sends the one it does not change as it was). A new training
 * start changes which hours count: the log is asked for again.
 */
export function useSaveCoachingPreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CoachingPreferences): Promise<CoachingPreferences> =>
      unwrap(api.api.coachinglog.preferences.$put({ json: input })),
    onSuccess: (saved) => {
      queryClient.setQueryData<CoachingLog>(coachingLogKeys.log, (log) => (log ? { ...log, ...saved } : log));
      void queryClient.invalidateQueries({ queryKey: coachingLogKeys.log });
      // The dashboard's coaching hours are the log's: they change with the training start too.
      void queryClient.invalidateQueries({ queryKey: dashboardKeys.member });
    },
  });
}

export type CoachingLogFormat = 'xlsx' | 'csv';

/**
 * `GET /api/coachinglog/download?format=…&language=…`: the log as ICF's client coaching log, its
 * headers in the page's language, saved under the name the server gives
 * (`kocluk-gunlugu-2026-03-02.xlsx`). Fetched with the session, like every other call: a plain
 * link would carry no token.
 */
export function useDownloadCoachingLog() {
  return useMutation({
    mutationFn: ({ format, language }: { format: CoachingLogFormat; language: Lang }) =>
      downloadFile(
        `/coachinglog/download?format=${format}&language=${language}`,
        `${language === 'tr' ? 'kocluk-gunlugu' : 'coaching-log'}.${format}`,
      ),
  });
}

export type { CoachingLogPublication } from '@coach/core/contracts';

const publicationKeys = { list: ['coaching-log', 'publications'] as const };

/** `GET /api/coachinglog/publications`: the member's published logs, newest first (ADR 0054). */
export function useCoachingLogPublications() {
  return useQuery({
    queryKey: publicationKeys.list,
    queryFn: () => unwrap(api.api.coachinglog.publications.$get()),
  });
}

/** `POST /api/coachinglog/publications`: publishes the log (or a range of days), signed. */
export function usePublishCoachingLog() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { language: Lang; from: string | null; to: string | null }) =>
      unwrap(api.api.coachinglog.publications.$post({ json: input })),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: publicationKeys.list }),
  });
}

/** `DELETE /api/coachinglog/publications/{publicationId}`: withdraws one for good (410 from then on). */
export function useRevokeCoachingLogPublication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (publicationId: string) =>
      unwrap(api.api.coachinglog.publications[':publicationId'].$delete({ param: { publicationId } })),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: publicationKeys.list }),
  });
}

/** The PDF the platform made and signed, saved under the server's file name. */
export function useDownloadPublishedLog() {
  return useMutation({
    mutationFn: (publicationId: string) =>
      downloadFile(`/coachinglog/published/${publicationId}/pdf`, 'coaching-log.pdf'),
  });
}
