import type { Language } from '../contracts/language.ts';
import type {
  FunnelReport,
  MembershipReport,
  PointsReport,
  ProjectOutcomesReport,
  ReportName,
  WaitFigures,
  WaitReport,
} from '../contracts/reports.ts';
import type { SheetCell, SheetColumn, WorkbookToWrite } from '../ports/spreadsheet.ts';

type Translated = Readonly<Record<Language, string>>;
type Column = Omit<SheetColumn, 'header'> & { readonly header: Translated };

const month: Column = { header: { tr: 'Ay', en: 'Month' }, width: 10, format: 'text' };
const total: Translated = { tr: 'Toplam', en: 'Total' };
const count = (tr: string, en: string, width = 16): Column => ({
  header: { tr, en },
  width,
  format: 'integer',
});
/** One decimal: percentages and working days. */
const decimal = (tr: string, en: string, width = 18): Column => ({
  header: { tr, en },
  width,
  format: 'hours',
});

/** A share 0–1 as a percentage with one decimal (66.7), empty when there is none. */
const percent = (share: number | null): SheetCell => (share === null ? null : Math.round(share * 1000) / 10);

/** Each report's sheet and file names, in both languages. */
export const reportTitles: Readonly<Record<ReportName, { sheet: Translated; file: Translated }>> = {
  funnel: {
    sheet: { tr: 'Üyelik hunisi', en: 'Member funnel' },
    file: { tr: 'uyelik-hunisi', en: 'member-funnel' },
  },
  matchWait: {
    sheet: { tr: 'Eşleşme süresi', en: 'Time to match' },
    file: { tr: 'eslesme-suresi', en: 'time-to-match' },
  },
  proofReview: {
    sheet: { tr: 'Belge inceleme süresi', en: 'Proof review time' },
    file: { tr: 'belge-inceleme-suresi', en: 'proof-review-time' },
  },
  projectOutcomes: {
    sheet: { tr: 'Proje sonuçları', en: 'Project outcomes' },
    file: { tr: 'proje-sonuclari', en: 'project-outcomes' },
  },
  membership: {
    sheet: { tr: 'Üyelik ve gelir', en: 'Membership and revenue' },
    file: { tr: 'uyelik-ve-gelir', en: 'membership-and-revenue' },
  },
  points: {
    sheet: { tr: 'Puan hareketleri', en: 'Points' },
    file: { tr: 'puan-hareketleri', en: 'points' },
  },
};

interface Table {
  readonly columns: readonly Column[];
  readonly rows: readonly (readonly SheetCell[])[];
}

function funnelTable(report: FunnelReport, language: Language): Table {
  const cells = (f: FunnelReport['total']) => [f.registered, f.paid, f.requested, f.matched, f.completed];
  return {
    columns: [
      month,
      count('Kayıt olan', 'Registered'),
      count('Ödeme yapan', 'Paid'),
      count('Talep gönderen', 'Sent a request'),
      count('Projesi olan', 'Had a project'),
      count('Proje tamamlayan', 'Completed a project', 20),
    ],
    rows: [...report.months.map((m) => [m.month, ...cells(m)]), [total[language], ...cells(report.total)]],
  };
}

function waitTable(report: WaitReport, language: Language, kind: 'match' | 'proof'): Table {
  const cells = (f: WaitFigures) => [
    f.started,
    f.done,
    f.withinPromise,
    percent(f.shareWithinPromise),
    f.medianWorkingDays,
    f.p90WorkingDays,
  ];
  const days = report.promiseWorkingDays;
  return {
    columns: [
      month,
      kind === 'match'
        ? count('Gönderilen talep', 'Requests sent')
        : count('Yüklenen belge', 'Proofs uploaded'),
      kind === 'match' ? count('Eşleşen', 'Matched') : count('İncelenen', 'Reviewed'),
      count(`${days} iş günü içinde`, `Within ${days} working days`, 20),
      decimal(`${days} iş günü içinde (%)`, `Within ${days} working days (%)`, 24),
      decimal('Ortanca (iş günü)', 'Median (working days)', 20),
      decimal('%90 dilim (iş günü)', '90th percentile (working days)', 26),
    ],
    rows: [...report.months.map((m) => [m.month, ...cells(m)]), [total[language], ...cells(report.total)]],
  };
}

function outcomesTable(report: ProjectOutcomesReport, language: Language): Table {
  const cells = (f: ProjectOutcomesReport['total']) => [
    f.completedByCoachee,
    f.completedConfirmed,
    f.completedBySystem,
    f.abortedBySystem,
    f.abortedByAdministrator,
    f.closed,
    percent(f.penalisedShare),
  ];
  return {
    columns: [
      month,
      count('Danışan tarafından tamamlandı', 'Completed by the coachee', 30),
      count('Kapanış onaylandı', 'Closing confirmed', 20),
      count('Sistem tarafından tamamlandı', 'Completed by the system', 30),
      count('Sistem cezayla sonlandırdı', 'Ended by the system with penalties', 30),
      count('Yönetici sonlandırdı', 'Ended by an administrator', 24),
      count('Kapanan', 'Closed'),
      decimal('Cezayla sonlanan (%)', 'Ended with penalties (%)', 24),
    ],
    rows: [...report.months.map((m) => [m.month, ...cells(m)]), [total[language], ...cells(report.total)]],
  };
}

function membershipTable(report: MembershipReport, language: Language): Table {
  const name = (p: MembershipReport['packages'][number]) => (language === 'en' ? p.nameEn : p.nameTr);
  const money = (tr: string, en: string): Column => ({ header: { tr, en }, width: 18, format: 'hours' });
  return {
    columns: [
      month,
      count('Aktif üye', 'Active members'),
      count('Sipariş', 'Orders'),
      { ...money('Gelir (USD)', 'Revenue (USD)'), format: 'text' },
      ...report.packages.flatMap((p) => [
        count(`${name(p)}: aktif üye`, `${name(p)}: active members`, 28),
        count(`${name(p)}: sipariş`, `${name(p)}: orders`, 24),
        {
          ...money(`${name(p)}: gelir (USD)`, `${name(p)}: revenue (USD)`),
          width: 28,
          format: 'text' as const,
        },
      ]),
    ],
    rows: [
      ...report.months.map((m) => [
        m.month,
        m.activeMembers,
        m.orders,
        m.revenueUsd.toFixed(2),
        ...m.byPackage.flatMap((p) => [p.activeMembers, p.orders, p.revenueUsd.toFixed(2)]),
      ]),
      [
        total[language],
        null,
        report.total.orders,
        report.total.revenueUsd.toFixed(2),
        ...report.packages.flatMap(() => [null, null, null]),
      ],
    ],
  };
}

function pointsTable(report: PointsReport, language: Language): Table {
  const cells = (f: PointsReport['total']) => [f.given, f.spent, f.penalties];
  return {
    columns: [
      month,
      count('Verilen puan', 'Points given'),
      count('Harcanan puan', 'Points spent'),
      count('Ceza puanı', 'Penalty points'),
    ],
    rows: [...report.months.map((m) => [m.month, ...cells(m)]), [total[language], ...cells(report.total)]],
  };
}

export type AnyReport =
  | { readonly name: 'funnel'; readonly report: FunnelReport }
  | { readonly name: 'matchWait'; readonly report: WaitReport }
  | { readonly name: 'proofReview'; readonly report: WaitReport }
  | { readonly name: 'projectOutcomes'; readonly report: ProjectOutcomesReport }
  | { readonly name: 'membership'; readonly report: MembershipReport }
  | { readonly name: 'points'; readonly report: PointsReport };

/** A report as a one-sheet workbook with human headers in `language`: a row a month, then the total. */
export function reportSheet(report: AnyReport, language: Language): WorkbookToWrite {
  const table =
    report.name === 'funnel'
      ? funnelTable(report.report, language)
      : report.name === 'matchWait'
        ? waitTable(report.report, language, 'match')
        : report.name === 'proofReview'
          ? waitTable(report.report, language, 'proof')
          : report.name === 'projectOutcomes'
            ? outcomesTable(report.report, language)
            : report.name === 'membership'
              ? membershipTable(report.report, language)
              : pointsTable(report.report, language);
  return {
    sheetName: reportTitles[report.name].sheet[language],
    columns: table.columns.map((column) => ({ ...column, header: column.header[language] })),
    rows: table.rows,
  };
}

/** `member-funnel-2026-01-2026-06.xlsx`, `uyelik-hunisi-2026-01-2026-06.csv`. */
export function reportFileName(
  name: ReportName,
  language: Language,
  range: { from: string; to: string },
  format: 'xlsx' | 'csv',
): string {
  return `${reportTitles[name].file[language]}-${range.from}-${range.to}.${format}`;
}
