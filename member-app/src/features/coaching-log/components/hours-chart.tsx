import { Card } from '@coach/kit';
import { LineChart } from '@coach/kit/charts';
import { Trans, useLingui } from '@lingui/react/macro';
import type { CoachingLog } from '../api/coaching-log.ts';

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
      <LineChart
        label={t`Hours coached so far, at the end of each day of sessions`}
        days={series.map((point) => point.date)}
        series={[
          { label: t`All hours`, values: series.map((point) => point.hours) },
          { label: t`Paid hours`, values: series.map((point) => point.paidHours) },
        ]}
        fromZero
      />
    </Card>
  );
}
