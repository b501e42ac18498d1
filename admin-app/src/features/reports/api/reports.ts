import type { ReportName } from '@coach/core/contracts';
import { type Lang, useLang } from '@coach/kit';
import { downloadFile } from '@coach/kit/area';
import { api, keepPreviousData, unwrap, useMutation, useQuery } from '@coach/kit/query';

/** The months asked for (`YYYY-MM`); without them the server answers the last 12 months. */
export type ReportRange = { from?: string; to?: string };

const query = (range: ReportRange) => ({
  ...(range.from ? { from: range.from } : {}),
  ...(range.to ? { to: range.to } : {}),
});

export const reportKeys = {
  all: ['reports'] as const,
  one: (name: ReportName, range: ReportRange) => ['reports', name, query(range)] as const,
};

/** The previous range's report stays shown while the next one loads. */
const options = { placeholderData: keepPreviousData, staleTime: 60_000 } as const;

/** `GET /api/reports/funnel`: registrations and how far they went, by registration month. */
export const useFunnelReport = (range: ReportRange) =>
  useQuery({
    queryKey: reportKeys.one('funnel', range),
    queryFn: () => unwrap(api.api.reports.funnel.$get({ query: query(range) })),
    ...options,
  });

/** `GET /api/reports/matchwait`: requests and their wait for a partner, in working days. */
export const useMatchWaitReport = (range: ReportRange) =>
  useQuery({
    queryKey: reportKeys.one('matchWait', range),
    queryFn: () => unwrap(api.api.reports.matchwait.$get({ query: query(range) })),
    ...options,
  });

/** `GET /api/reports/proofreview`: proofs and their wait for a review, in working days. */
export const useProofReviewReport = (range: ReportRange) =>
  useQuery({
    queryKey: reportKeys.one('proofReview', range),
    queryFn: () => unwrap(api.api.reports.proofreview.$get({ query: query(range) })),
    ...options,
  });

/** `GET /api/reports/projectoutcomes`: projects closed by final state. */
export const useProjectOutcomesReport = (range: ReportRange) =>
  useQuery({
    queryKey: reportKeys.one('projectOutcomes', range),
    queryFn: () => unwrap(api.api.reports.projectoutcomes.$get({ query: query(range) })),
    ...options,
  });

/** `GET /api/reports/membership`: active members and revenue by package. */
export const useMembershipReport = (range: ReportRange) =>
  useQuery({
    queryKey: reportKeys.one('membership', range),
    queryFn: () => unwrap(api.api.reports.membership.$get({ query: query(range) })),
    ...options,
  });

/** `GET /api/reports/points`: points given and spent. */
export const usePointsReport = (range: ReportRange) =>
  useQuery({
    queryKey: reportKeys.one('points', range),
    queryFn: () => unwrap(api.api.reports.points.$get({ query: query(range) })),
    ...options,
  });

export type ReportFormat = 'xlsx' | 'csv';

/**
 * `GET /api/reports/download`: one report as a file, its headers in the page's language, saved
 * under the name the server gives. Fetched with the session (a plain link carries no token).
 */
export function useDownloadReport() {
  const lang: Lang = useLang();
  return useMutation({
    mutationFn: ({
      report,
      format,
      range,
    }: {
      report: ReportName;
      format: ReportFormat;
      range: ReportRange;
    }) =>
      downloadFile(
        `/reports/download?${new URLSearchParams({ report, format, language: lang, ...query(range) })}`,
        `${report}.${format}`,
      ),
  });
}
