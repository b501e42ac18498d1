import { competencies } from '@coach/core/contracts';
import { Card, formatNumber, isApiError, SkeletonText, useLang } from '@coach/kit';
import { BarChart } from '@coach/kit/charts';
import { api, unwrap, useQuery } from '@coach/kit/query';
import { Trans, useLingui } from '@lingui/react/macro';
import { competencyLabels } from './competency-labels.ts';
import * as styles from './reports.css.ts';

/**
 * The programme's averages on ICF's eight core competencies (ADR 0058), over every rating coachees
 * gave: no range (ratings are few), no names, no notes.
 */
export function CompetencyCard() {
  const { t, i18n } = useLingui();
  const lang = useLang();
  const report = useQuery({
    queryKey: ['reports', 'competencies'],
    queryFn: () => unwrap(api.api.competencyratings.programme.$get()),
    staleTime: 60_000,
  });
  const data = report.data;
  const ratings = data ? formatNumber(data.ratingCount, lang) : '';
  const coaches = data ? formatNumber(data.coachCount, lang) : '';
  return (
    <Card
      title={<Trans>Ratings on the ICF core competencies</Trans>}
      description={
        <Trans>
          The average, from 1 to 5, of every rating coachees gave their coaches after a session or at a
          project’s end, since the start.
        </Trans>
      }
    >
      {report.error ? (
        <p role="alert" className={styles.failure}>
          {isApiError(report.error) ? report.error.message : t`The report could not be loaded. Try again.`}
        </p>
      ) : !data ? (
        <SkeletonText lines={6} />
      ) : data.averages === null ? (
        <p>
          <Trans>No coachee has rated a coach yet.</Trans>
        </p>
      ) : (
        <>
          <p>
            <Trans>
              {ratings} ratings of {coaches} coaches.
            </Trans>
          </p>
          <BarChart
            numbers="shown"
            label={t`Programme average per ICF core competency`}
            labels={competencies.map((key) => i18n._(competencyLabels[key]))}
            series={[
              {
                label: t`Average`,
                values: competencies.map((key) => data.averages?.[key] ?? 0),
              },
            ]}
          />
        </>
      )}
    </Card>
  );
}
