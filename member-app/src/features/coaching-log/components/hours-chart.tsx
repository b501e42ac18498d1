import { Card, useLang } from '@coach/kit';
import { LineChart } from '@coach/kit/charts';
import { Trans, useLingui } from '@lingui/react/macro';
import type { CoachingLog } from '../api/coaching-log.ts';
import { formatDay } from './labels.ts';

/**
 * The hours coached so far at the end of each day with a session, all and paid, from the axis's 0
 * (a total only grows). The kit's chart also carries the numbers as a table for screen readers.
 */
export function HoursChart({ series }: { series: CoachingLog['series'] }) {
  const { t } = useLingui();
  const lang = useLang();
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
        labels={series.map((point) => formatDay(point.date, lang, 'short'))}
        series={[
          { label: t`All hours`, values: series.map((point) => point.hours) },
          { label: t`Paid hours`, values: series.map((point) => point.paidHours) },
        ]}
        fromZero
      />
    </Card>
  );
}
