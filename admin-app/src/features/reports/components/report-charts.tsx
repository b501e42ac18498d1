import type {
  FunnelReport,
  MembershipReport,
  PointsReport,
  ProjectOutcomesReport,
  WaitReport,
} from '@coach/core/contracts';
import { useLang } from '@coach/kit';
import { BarChart } from '@coach/kit/charts';
import { useLingui } from '@lingui/react/macro';
import { monthLabel } from './month-labels.ts';

/** A share 0–1 as a percentage with one decimal, for the tables. */
const percent = (share: number | null) => (share === null ? null : Math.round(share * 1000) / 10);

function useMonths(months: readonly { month: string }[]) {
  const lang = useLang();
  return months.map(({ month }) => monthLabel(month, lang));
}

export function FunnelChart({ report }: { report: FunnelReport }) {
  const { t } = useLingui();
  const labels = useMonths(report.months);
  const column = (pick: (row: FunnelReport['months'][number]) => number) => report.months.map(pick);
  return (
    <BarChart
      numbers="shown"
      label={t`Registrations by month and how far they went`}
      labels={labels}
      series={[
        { label: t`Registered`, values: column((row) => row.registered) },
        { label: t`Paid`, values: column((row) => row.paid) },
        { label: t`Sent a request`, values: column((row) => row.requested) },
        { label: t`Had a project`, values: column((row) => row.matched) },
        { label: t`Completed a project`, values: column((row) => row.completed) },
      ]}
    />
  );
}

/** Requests (or proofs) done within the promise and later, with the share and the waits beside them. */
export function WaitChart({ report, kind }: { report: WaitReport; kind: 'match' | 'proof' }) {
  const { t } = useLingui();
  const labels = useMonths(report.months);
  const days = report.promiseWorkingDays;
  const rows = report.months;
  return (
    <BarChart
      numbers="shown"
      label={kind === 'match' ? t`Time from request to match by month` : t`Proof review time by month`}
      labels={labels}
      series={[
        { label: t`Within ${days} working days`, values: rows.map((row) => row.withinPromise) },
        { label: t`Later`, values: rows.map((row) => row.done - row.withinPromise) },
      ]}
      tableOnly={[
        {
          label: kind === 'match' ? t`Requests sent` : t`Proofs uploaded`,
          values: rows.map((row) => row.started),
        },
        {
          label: t`Within ${days} working days (%)`,
          values: rows.map((row) => percent(row.shareWithinPromise)),
        },
        { label: t`Median (working days)`, values: rows.map((row) => row.medianWorkingDays) },
        { label: t`90th percentile (working days)`, values: rows.map((row) => row.p90WorkingDays) },
      ]}
    />
  );
}

export function ProjectOutcomesChart({ report }: { report: ProjectOutcomesReport }) {
  const { t } = useLingui();
  const labels = useMonths(report.months);
  const rows = report.months;
  return (
    <BarChart
      numbers="shown"
      label={t`Projects closed by month and final state`}
      labels={labels}
      series={[
        { label: t`Completed by the coachee`, values: rows.map((row) => row.completedByCoachee) },
        { label: t`Closing confirmed`, values: rows.map((row) => row.completedConfirmed) },
        { label: t`Completed by the system`, values: rows.map((row) => row.completedBySystem) },
        { label: t`Ended by the system with penalties`, values: rows.map((row) => row.abortedBySystem) },
        { label: t`Ended by an administrator`, values: rows.map((row) => row.abortedByAdministrator) },
      ]}
      tableOnly={[
        { label: t`Projects closed`, values: rows.map((row) => row.closed) },
        { label: t`Ended with penalties (%)`, values: rows.map((row) => percent(row.penalisedShare)) },
      ]}
    />
  );
}

export function MembershipCharts({ report }: { report: MembershipReport }) {
  const { t } = useLingui();
  const lang = useLang();
  const labels = useMonths(report.months);
  const rows = report.months;
  const nameOf = (index: number) => {
    const one = report.packages[index];
    return one ? (lang === 'en' ? one.nameEn : one.nameTr) : '';
  };
  const byPackage = (pick: (figures: MembershipReport['months'][number]['byPackage'][number]) => number) =>
    report.packages.map((_, index) => ({
      label: nameOf(index),
      values: rows.map((row) => {
        const figures = row.byPackage[index];
        return figures ? pick(figures) : 0;
      }),
    }));
  return (
    <>
      <BarChart
        numbers="shown"
        label={t`Active members by month and package`}
        labels={labels}
        series={byPackage((figures) => figures.activeMembers)}
        tableOnly={[{ label: t`Active members`, values: rows.map((row) => row.activeMembers) }]}
      />
      <BarChart
        numbers="shown"
        label={t`Revenue by month and package (USD)`}
        labels={labels}
        series={byPackage((figures) => figures.revenueUsd)}
        tableOnly={[
          { label: t`Orders`, values: rows.map((row) => row.orders) },
          { label: t`Revenue (USD)`, values: rows.map((row) => row.revenueUsd) },
        ]}
      />
    </>
  );
}

export function PointsChart({ report }: { report: PointsReport }) {
  const { t } = useLingui();
  const labels = useMonths(report.months);
  const rows = report.months;
  return (
    <BarChart
      numbers="shown"
      label={t`Points given and spent by month`}
      labels={labels}
      series={[
        { label: t`Points given`, values: rows.map((row) => row.given) },
        { label: t`Points spent`, values: rows.map((row) => row.spent) },
      ]}
      tableOnly={[{ label: t`Penalty points`, values: rows.map((row) => row.penalties) }]}
    />
  );
}
