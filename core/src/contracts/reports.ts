import { z } from 'zod';
import { languageSchema } from './language.ts';

/**
 * The programme reports of the back office (issue 31, ADR 0051): six aggregates by calendar month
 * on Istanbul's wall clock, over a range of months both included (at most `maxReportMonths`).
 */

/** A calendar month as `YYYY-MM`. */
export const reportMonthSchema = z
  .string({ error: 'invalidType' })
  .regex(/^\d{4}-(0[1-9]|1[0-2])$/, { error: 'dateInvalid' });

/** No report spans more than two years: each stays a few hundred rows at most. */
export const maxReportMonths = 24;

/** When a range is not given: the last 12 months, the current one included. */
export const defaultReportMonths = 12;

const monthIndex = (month: string) => Number(month.slice(0, 4)) * 12 + Number(month.slice(5, 7)) - 1;

/** How many months `from`–`to` covers, both included. */
export const monthsSpanned = (from: string, to: string): number => monthIndex(to) - monthIndex(from) + 1;

/** `GET /api/reports/<report>?from=2026-01&to=2026-06`; without them, the last 12 months. */
export const reportRangeQuerySchema = z
  .object({ from: reportMonthSchema.optional(), to: reportMonthSchema.optional() })
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    error: 'rangeOrder',
    path: ['to'],
  })
  .refine((query) => !query.from || !query.to || monthsSpanned(query.from, query.to) <= maxReportMonths, {
    error: 'monthRangeTooLong',
    path: ['from'],
  })
  .meta({ id: 'ReportRangeQuery' });
export type ReportRangeQuery = z.infer<typeof reportRangeQuerySchema>;

/** The months a report covers, as answered. */
const rangeSchema = { from: reportMonthSchema, to: reportMonthSchema };

/** 1. Registrations that went on to pay, request, get a project and complete one (by registration month). */
export const funnelMonthSchema = z.object({
  month: reportMonthSchema,
  /** Accounts (members and guests) registered that month. */
  registered: z.int(),
  /** … of whom so many hold a paid order. */
  paid: z.int(),
  /** … have sent a request (to coach or to be coached). */
  requested: z.int(),
  /** … have had a project. */
  matched: z.int(),
  /** … have had a project completed (by the partners or by the system). */
  completed: z.int(),
});
export type FunnelMonth = z.infer<typeof funnelMonthSchema>;
export const funnelReportSchema = z
  .object({
    ...rangeSchema,
    months: z.array(funnelMonthSchema),
    total: funnelMonthSchema.omit({ month: true }),
  })
  .meta({ id: 'FunnelReport' });
export type FunnelReport = z.infer<typeof funnelReportSchema>;

/** Waits measured in working days against a promise: figures of one month, or of the whole range. */
export const waitFiguresSchema = z.object({
  /** Started that month (requests sent, proofs uploaded). */
  started: z.int(),
  /** … of which so many are done (matched, reviewed). */
  done: z.int(),
  /** … done within the promise. */
  withinPromise: z.int(),
  /** `withinPromise / done`, 0–1 with three decimals; null when nothing is done. */
  shareWithinPromise: z.number().nullable(),
  /** The median and the 90th percentile of the waits done, in working days with two decimals. */
  medianWorkingDays: z.number().nullable(),
  p90WorkingDays: z.number().nullable(),
});
export type WaitFigures = z.infer<typeof waitFiguresSchema>;
const waitReportSchema = z.object({
  ...rangeSchema,
  /** The promise in working days (weekends and Turkish public holidays off). */
  promiseWorkingDays: z.int(),
  months: z.array(waitFiguresSchema.extend({ month: reportMonthSchema })),
  total: waitFiguresSchema,
});
export type WaitReport = z.infer<typeof waitReportSchema>;

/** 2. From a request to its match, against the three-working-day promise (by the request's month). */
export const matchWaitReportSchema = waitReportSchema.meta({ id: 'MatchWaitReport' });
/** 3. From a proof's upload to its review, against the three-working-day target (by the upload's month). */
export const proofReviewReportSchema = waitReportSchema.meta({ id: 'ProofReviewReport' });

/** 4. Projects closed in a month, by final state. */
export const projectOutcomeFiguresSchema = z.object({
  completedByCoachee: z.int(),
  completedConfirmed: z.int(),
  completedBySystem: z.int(),
  abortedBySystem: z.int(),
  abortedByAdministrator: z.int(),
  closed: z.int(),
  /** Ended by the system with penalties (`aborted_by_system`) among those closed, 0–1; null when none closed. */
  penalisedShare: z.number().nullable(),
});
export type ProjectOutcomeFigures = z.infer<typeof projectOutcomeFiguresSchema>;
export const projectOutcomesReportSchema = z
  .object({
    ...rangeSchema,
    months: z.array(projectOutcomeFiguresSchema.extend({ month: reportMonthSchema })),
    total: projectOutcomeFiguresSchema,
  })
  .meta({ id: 'ProjectOutcomesReport' });
export type ProjectOutcomesReport = z.infer<typeof projectOutcomesReportSchema>;

/** 5. Members holding a membership at the end of a month (now, for the current one), and the orders of the month, by package. */
export const membershipPackageFiguresSchema = z.object({
  membershipPackageId: z.string(),
  activeMembers: z.int(),
  orders: z.int(),
  revenueUsd: z.number(),
});
export const membershipReportSchema = z
  .object({
    ...rangeSchema,
    /** The packages that appear in the months, in the order of their codes. */
    packages: z.array(z.object({ id: z.string(), code: z.string(), nameTr: z.string(), nameEn: z.string() })),
    months: z.array(
      z.object({
        month: reportMonthSchema,
        /** Members holding a membership at the end of the month (now, for the current month). */
        activeMembers: z.int(),
        orders: z.int(),
        revenueUsd: z.number(),
        /** One per package of `packages`, in its order. */
        byPackage: z.array(membershipPackageFiguresSchema),
      }),
    ),
    total: z.object({ orders: z.int(), revenueUsd: z.number() }),
  })
  .meta({ id: 'MembershipReport' });
export type MembershipReport = z.infer<typeof membershipReportSchema>;

/** 6. Points given and spent in a month (the ledger). */
export const pointsMonthFiguresSchema = z.object({
  /** Every entry that added points: session hours received, opening balances, adjustments up. */
  given: z.int(),
  /** Every entry that took points away, as a positive number: hours coached, penalties, adjustments down. */
  spent: z.int(),
  /** … of which penalties for projects nobody closed. */
  penalties: z.int(),
});
export type PointsMonthFigures = z.infer<typeof pointsMonthFiguresSchema>;
export const pointsReportSchema = z
  .object({
    ...rangeSchema,
    months: z.array(pointsMonthFiguresSchema.extend({ month: reportMonthSchema })),
    total: pointsMonthFiguresSchema,
  })
  .meta({ id: 'PointsReport' });
export type PointsReport = z.infer<typeof pointsReportSchema>;

export const reportNames = [
  'funnel',
  'matchWait',
  'proofReview',
  'projectOutcomes',
  'membership',
  'points',
] as const;
export type ReportName = (typeof reportNames)[number];
export const reportFormats = ['xlsx', 'csv'] as const;

/** `GET /api/reports/download?report=funnel&format=xlsx&language=tr&from=…&to=…`. */
export const reportDownloadQuerySchema = z
  .object({
    report: z.enum(reportNames, { error: 'invalidChoice' }),
    format: z.enum(reportFormats, { error: 'invalidChoice' }).default('xlsx'),
    language: languageSchema.default('tr'),
    from: reportMonthSchema.optional(),
    to: reportMonthSchema.optional(),
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    error: 'rangeOrder',
    path: ['to'],
  })
  .refine((query) => !query.from || !query.to || monthsSpanned(query.from, query.to) <= maxReportMonths, {
    error: 'monthRangeTooLong',
    path: ['from'],
  })
  .meta({ id: 'ReportDownloadQuery' });
export type ReportDownloadQuery = z.infer<typeof reportDownloadQuerySchema>;

/** What the job recording the reports' waits did (ADR 0051): how many of each kind it recorded. */
export const waitRecordingSchema = z
  .object({ match: z.int(), proofReview: z.int() })
  .meta({ id: 'WaitRecording' });
