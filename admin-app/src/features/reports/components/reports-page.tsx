import { PageTitle, useLang, useSearchParams } from '@coach/kit';
import { Trans } from '@lingui/react/macro';
import { useId } from 'react';
import {
  type ReportRange,
  useFunnelReport,
  useMatchWaitReport,
  useMembershipReport,
  usePointsReport,
  useProjectOutcomesReport,
  useProofReviewReport,
} from '../api/reports.ts';
import { CompetencyCard } from './competency-card.tsx';
import { currentMonth, monthChoices, monthLabel } from './month-labels.ts';
import { ReportCard } from './report-card.tsx';
import {
  FunnelChart,
  MembershipCharts,
  PointsChart,
  ProjectOutcomesChart,
  WaitChart,
} from './report-charts.tsx';
import * as styles from './reports.css.ts';

/** How many months back the range's fields offer. */
const choiceMonths = 48;

/**
 * The programme reports (issue 31): six figures by calendar month (Istanbul time) over a range of
 * months kept in the address (`?from=2026-01&to=2026-06`; the last 12 months without it), each
 * chart with its numbers in a table under it and its download.
 */
export function ReportsPage() {
  const lang = useLang();
  const [params, setParams] = useSearchParams();
  const range: ReportRange = {
    ...(params.get('from') ? { from: params.get('from') as string } : {}),
    ...(params.get('to') ? { to: params.get('to') as string } : {}),
  };
  const funnel = useFunnelReport(range);
  const matchWait = useMatchWaitReport(range);
  const proofReview = useProofReviewReport(range);
  const outcomes = useProjectOutcomesReport(range);
  const membership = useMembershipReport(range);
  const points = usePointsReport(range);
  // The months the server answered for (its default when none were asked for).
  const shown = points.data ?? funnel.data;
  const from = range.from ?? shown?.from ?? '';
  const to = range.to ?? shown?.to ?? '';
  const choices = monthChoices(currentMonth(), choiceMonths);
  const fromId = useId();
  const toId = useId();
  const choose = (change: ReportRange) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      for (const [key, value] of Object.entries({ from, to, ...change })) {
        if (value) next.set(key, value);
      }
      return next;
    });
  const options = choices.map((month) => (
    <option key={month} value={month}>
      {monthLabel(month, lang)}
    </option>
  ));
  return (
    <div className={styles.page}>
      <PageTitle
        subtitle={<Trans>By calendar month, Istanbul time. Each chart has its numbers under it.</Trans>}
      >
        <Trans>Programme reports</Trans>
      </PageTitle>
      <div className={styles.toolbar}>
        <div className={styles.filter}>
          <label htmlFor={fromId} className={styles.filterLabel}>
            <Trans>First month</Trans>
          </label>
          <select
            id={fromId}
            className={styles.select}
            value={from}
            onChange={(event) => choose({ from: event.target.value })}
          >
            {from && !choices.includes(from) ? <option value={from}>{monthLabel(from, lang)}</option> : null}
            {options}
          </select>
        </div>
        <div className={styles.filter}>
          <label htmlFor={toId} className={styles.filterLabel}>
            <Trans>Last month</Trans>
          </label>
          <select
            id={toId}
            className={styles.select}
            value={to}
            onChange={(event) => choose({ to: event.target.value })}
          >
            {to && !choices.includes(to) ? <option value={to}>{monthLabel(to, lang)}</option> : null}
            {options}
          </select>
        </div>
        <p className={styles.note}>
          <Trans>At most 24 months.</Trans>
        </p>
      </div>
      <div className={styles.reports}>
        <ReportCard
          report="funnel"
          range={range}
          state={funnel}
          title={<Trans>Member funnel</Trans>}
          description={
            <Trans>
              The accounts registered in each month, and how many of them have since paid, sent a request, had
              a project and completed one.
            </Trans>
          }
        >
          {funnel.data ? <FunnelChart report={funnel.data} /> : null}
        </ReportCard>
        <ReportCard
          report="matchWait"
          range={range}
          state={matchWait}
          title={<Trans>Time from request to match</Trans>}
          description={
            <Trans>
              Requests by the month they were sent: matched within the promise of three working days or later
              (weekends and public holidays do not count), with the median and the 90th percentile of the wait
              (each wait counted to the nearest minute of working time).
            </Trans>
          }
        >
          {matchWait.data ? <WaitChart kind="match" report={matchWait.data} /> : null}
        </ReportCard>
        <ReportCard
          report="proofReview"
          range={range}
          state={proofReview}
          title={<Trans>Proof review time</Trans>}
          description={
            <Trans>
              Proofs of education by the month they were uploaded: reviewed within three working days or
              later, with the median and the 90th percentile of the wait (each wait counted to the nearest
              minute of working time).
            </Trans>
          }
        >
          {proofReview.data ? <WaitChart kind="proof" report={proofReview.data} /> : null}
        </ReportCard>
        <ReportCard
          report="projectOutcomes"
          range={range}
          state={outcomes}
          title={<Trans>Project outcomes</Trans>}
          description={
            <Trans>
              Projects by the month they closed and their final state, and the share the system ended with
              penalties because nobody closed them.
            </Trans>
          }
        >
          {outcomes.data ? <ProjectOutcomesChart report={outcomes.data} /> : null}
        </ReportCard>
        <ReportCard
          report="membership"
          range={range}
          state={membership}
          title={<Trans>Active members and revenue</Trans>}
          description={
            <Trans>
              Members holding a membership on any day of the month, and the month’s orders with their revenue
              in US dollars, by package.
            </Trans>
          }
        >
          {membership.data ? <MembershipCharts report={membership.data} /> : null}
        </ReportCard>
        <ReportCard
          report="points"
          range={range}
          state={points}
          title={<Trans>Points given and spent</Trans>}
          description={
            <Trans>
              The points ledger by month: points given (session hours received, opening balances, adjustments
              up) and spent (hours coached, penalties, adjustments down).
            </Trans>
          }
        >
          {points.data ? <PointsChart report={points.data} /> : null}
        </ReportCard>
        <CompetencyCard />
      </div>
    </div>
  );
}
