import {
  type CoachingLog,
  type CoachingLogRow,
  type CoachingPreferences,
  coachingLogDownloadQuerySchema,
  coachingPreferencesInputSchema,
  csvContentType,
  fieldIssuesOf,
  type Language,
  progressTowards,
  translateValidationMessage,
} from '@coach/core/contracts';
import { demoMember } from '@coach/kit/mocks/fixtures.ts';
import { answer } from '@coach/kit/mocks/handlers.ts';
import { HttpResponse, http } from 'msw';

// msw handlers for the coaching log page and the e-mail consent in the settings, answering like
// the server: the member's own log (figures as the server computes them, written out here), the
// preferences saved as a pair, a training start after today refused by its field, and the download
// as a file named like the server names it. (The dashboard's card reads the dashboard's answer.)

const languageOf = (request: Request): Language =>
  request.headers.get('accept-language')?.startsWith('en') ? 'en' : 'tr';

const isMember = (request: Request) => request.headers.get('authorization') === `Bearer ${demoMember.token}`;
const refused = (request: Request) =>
  isMember(request)
    ? null
    : answer(
        request,
        request.headers.has('authorization') ? 403 : 401,
        request.headers.has('authorization') ? 'forbidden' : 'unauthorized',
      );

const dayFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/Istanbul',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** Today on Istanbul's calendar, as the server counts days. */
export const today = (): string => dayFormat.format(new Date());

/** The day `days` before today (Istanbul). */
export const daysBefore = (days: number): string =>
  dayFormat.format(new Date(Date.now() - days * 24 * 60 * 60 * 1000));

/** The progress the server answers for figures `reached`: core's own rule (ADR 0022). */
export const progressOf = progressTowards;

export const demoClients = {
  mehmet: { id: '7c1e2f40-5b6d-4a8e-9f01-000000000001', name: 'Mehmet Öztürk', email: 'mehmet@example.com' },
  zeynep: { id: '7c1e2f40-5b6d-4a8e-9f01-000000000002', name: 'Zeynep Kaya', email: null },
  can: { id: '7c1e2f40-5b6d-4a8e-9f01-000000000003', name: 'Can Yıldız', email: 'can@example.com' },
} satisfies Record<string, { id: string; name: string; email: string | null }>;

type DemoClient = (typeof demoClients)[keyof typeof demoClients];

/**
 * One confirmed session the member coached, `daysAgo` before today, with the part of it that is
 * paid already worked out (the oldest hours first, up to the hours received: ADR 0022).
 */
export type CoachedSession = { client: DemoClient; daysAgo: number; hours: number; paidHours: number };

/**
 * The demo member's sessions as coach: 13 hours with three clients over ten months; they received
 * 6 hours, so the oldest 6 hours coached are paid (Mehmet's 4, then 2 of Zeynep's).
 */
export const demoSessions: CoachedSession[] = [
  { client: demoClients.mehmet, daysAgo: 300, hours: 1.5, paidHours: 1.5 },
  { client: demoClients.mehmet, daysAgo: 286, hours: 1, paidHours: 1 },
  { client: demoClients.mehmet, daysAgo: 272, hours: 1.5, paidHours: 1.5 },
  { client: demoClients.zeynep, daysAgo: 200, hours: 1, paidHours: 1 },
  { client: demoClients.zeynep, daysAgo: 186, hours: 1.5, paidHours: 1 },
  { client: demoClients.zeynep, daysAgo: 170, hours: 1, paidHours: 0 },
  { client: demoClients.can, daysAgo: 60, hours: 1, paidHours: 0 },
  { client: demoClients.can, daysAgo: 45, hours: 1.5, paidHours: 0 },
  { client: demoClients.can, daysAgo: 30, hours: 1, paidHours: 0 },
  { client: demoClients.can, daysAgo: 10, hours: 2, paidHours: 0 },
];

/** The days of the last 18 months, as the server's `recentMonths` counts them (near enough here). */
const recentDays = 548;

/**
 * The log the server would answer for `sessions` (already in the training window), the hours
 * received and the preferences: rows per client in the order of their first day, totals, progress
 * and the cumulative series.
 */
export function coachingLogOf(
  sessions: readonly CoachedSession[],
  options: {
    receivedHours?: number;
    trainingStartedOn?: string | null;
    shareEmailWithCoaches?: boolean;
    hoursBeforeTraining?: number;
  } = {},
): CoachingLog {
  const ordered = [...sessions].sort((a, b) => b.daysAgo - a.daysAgo);
  const rows = new Map<string, CoachingLogRow>();
  const series: CoachingLog['series'] = [];
  let hours = 0;
  let paidHours = 0;
  let recentHours = 0;
  for (const session of ordered) {
    const day = daysBefore(session.daysAgo);
    const row = rows.get(session.client.id);
    rows.set(session.client.id, {
      clientAccountId: session.client.id,
      clientName: session.client.name,
      contactEmail: session.client.email,
      emailWithheld: session.client.email === null,
      kind: 'individual',
      groupSize: 1,
      startDate: row?.startDate ?? day,
      endDate: day,
      paidHours: (row?.paidHours ?? 0) + session.paidHours,
      proBonoHours: (row?.proBonoHours ?? 0) + session.hours - session.paidHours,
    });
    hours += session.hours;
    paidHours += session.paidHours;
    if (session.daysAgo <= recentDays) recentHours += session.hours;
    const point = { date: day, hours, paidHours };
    if (series.at(-1)?.date === day) series[series.length - 1] = point;
    else series.push(point);
  }
  const clients = rows.size;
  return {
    trainingStartedOn: options.trainingStartedOn ?? null,
    shareEmailWithCoaches: options.shareEmailWithCoaches ?? false,
    rows: [...rows.values()],
    totals: {
      hours,
      paidHours,
      proBonoHours: hours - paidHours,
      receivedHours: options.receivedHours ?? paidHours,
      clients,
      recentHours,
      hoursBeforeTraining: options.hoursBeforeTraining ?? 0,
    },
    progress: progressOf({ hours, paidHours, clients, recentHours }),
    series,
    asOf: today(),
  };
}

/** A member who has coached nothing yet. */
export const emptyCoachingLog = (preferences: Partial<CoachingPreferences> = {}): CoachingLog =>
  coachingLogOf([], { receivedHours: 0, ...preferences });

export type CoachingMockOptions = {
  /** What `GET coachinglog` answers first; preferences saved later change it. */
  log?: CoachingLog;
};

const fileNames: Record<Language, string> = { tr: 'koclik-gunlugu', en: 'coaching-log' };
const xlsxType = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The handlers over the member's coaching log: read, preferences, download. */
export function coachingHandlers(options: CoachingMockOptions = {}) {
  let log = options.log ?? coachingLogOf(demoSessions, { receivedHours: 6 });
  return [
    http.get('*/api/coachinglog', ({ request }) => refused(request) ?? answer(request, 200, 'done', log)),
    http.put('*/api/coachinglog/preferences', async ({ request }) => {
      const denied = refused(request);
      if (denied) return denied;
      const language = languageOf(request);
      const parsed = coachingPreferencesInputSchema.strict().safeParse(await request.json());
      if (!parsed.success)
        return answer(request, 400, 'validationFailed', {
          fields: Object.fromEntries(
            Object.entries(fieldIssuesOf(parsed.error)).map(([path, issue]) => [
              path,
              translateValidationMessage(issue.key, language, issue.params),
            ]),
          ),
        });
      const latest = today();
      const { trainingStartedOn } = parsed.data;
      // Like the use case: a training start after today is refused by its field.
      if (trainingStartedOn !== null && trainingStartedOn > latest)
        return answer(request, 400, 'validationFailed', {
          fields: {
            trainingStartedOn: translateValidationMessage('dateOutOfRange', language, {
              earliest: '1900-01-01',
              latest,
            }),
          },
        });
      log = { ...log, ...parsed.data };
      return answer(request, 200, 'recordUpdated', parsed.data);
    }),
    http.get('*/api/coachinglog/download', ({ request }) => {
      const denied = refused(request);
      if (denied) return denied;
      const query = coachingLogDownloadQuerySchema.safeParse(
        Object.fromEntries(new URL(request.url).searchParams),
      );
      if (!query.success) return answer(request, 400, 'validationFailed', { fields: {} });
      const { format, language } = query.data;
      const name = `${fileNames[language]}-${today()}.${format}`;
      // Not a real workbook: the page only saves what comes, under the name the server gives.
      const body =
        format === 'csv' ? '\uFEFFClient name;Paid hours\r\n' : new Uint8Array([0x50, 0x4b, 0x03, 0x04]);
      return new HttpResponse(body, {
        headers: {
          'Content-Type': format === 'csv' ? csvContentType : xlsxType,
          'Content-Disposition': `attachment; filename="${name}"`,
        },
      });
    }),
  ];
}
