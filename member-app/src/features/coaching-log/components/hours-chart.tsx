import { Card } from '@coach/kit';
import { lazyNamed, SkeletonChart } from '@coach/kit/area';
import { Trans, useLingui } from '@lingui/react/macro';
import { Suspense } from 'react';
import type { CoachingLog } from '../api/coaching-log.ts';

// The kit's charts (about 10 KiB gzip with their d3 modules) only for a log with hours: the page
// itself is the same for a member without any, who sees no chart.
const LineChart = lazyNamed(() => import('@coach/kit/charts'), 'LineChart');

/**
 * The hours coached so far at the end of each day with a session, all and paid, from the axis's 0
 * (a total only grows), on a time axis. The kit's chart also carries the numbers as a table for
 * screen readers.
 */
export function HoursChart({ series }: { series: CoachingLog['series'] }) {
  const { t } = useLingui();
  return (
    <Card
      title={<Trans>Hours over time</Trans>}
      description={
        <Trans>
          The hours you coached so far, and how many of them count as paid, after each day of sessions.
        </Trans>
      }
    >
      <Suspense fallback={<SkeletonChart />}>
        <LineChart
          label={t`Hours coached so far, at the end of each day of sessions`}
          days={series.map((point) => point.date)}
          series={[
            { label: t`All hours`, values: series.map((point) => point.hours) },
            { label: t`Paid hours`, values: series.map((point) => point.paidHours) },
          ]}
          fromZero
        />
      </Suspense>
    </Card>
  );
}
