import { competencies } from '@coach/core/contracts';
import { ButtonLink, Card, LoadingBlock, PageTitle, useCurrentUser, useLang, useLangPath } from '@coach/kit';
import { EmptyState, lazyNamed, SkeletonChart, useErrorPageOnFailure } from '@coach/kit/area';
import { Trans, useLingui } from '@lingui/react/macro';
import { Sprout } from 'lucide-react';
import { Suspense } from 'react';
import { type MyDevelopment, useMyDevelopment } from '../api/ratings.ts';
import { competencyLabels } from './competency-labels.ts';
import * as styles from './development.css.ts';

// The kit's charts only once there is something to draw.
const BarChart = lazyNamed(() => import('@coach/kit/charts'), 'BarChart');

const monthLocales = { tr: 'tr-TR', en: 'en-GB' } as const;

/** `2026-03` → "Mar 2026" in the page's language. */
function monthLabel(month: string, lang: 'tr' | 'en'): string {
  return new Intl.DateTimeFormat(monthLocales[lang], {
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${month}-01T12:00:00Z`));
}

/** Averages per competency now (the first column) and at the end of each month, with the numbers shown. */
function AveragesChart({ development }: { development: MyDevelopment }) {
  const { t, i18n } = useLingui();
  const lang = useLang();
  const averages = development.averages;
  if (!averages) return null;
  const months = development.overTime;
  return (
    <Card
      title={<Trans>Your averages by competency</Trans>}
      description={
        <Trans>
          From 1 to 5, over all your ratings so far and as they stood at the end of each month. The table
          under the chart gives the same numbers.
        </Trans>
      }
    >
      <Suspense fallback={<SkeletonChart />}>
        <BarChart
          numbers="shown"
          label={t`Average rating per ICF core competency`}
          labels={competencies.map((key) => i18n._(competencyLabels[key]))}
          series={[
            { label: t`All ratings`, values: competencies.map((key) => averages[key]) },
            ...months.map((point) => ({
              label: monthLabel(point.month, lang),
              values: competencies.map((key) => point.averages[key]),
            })),
          ]}
        />
      </Suspense>
    </Card>
  );
}

/**
 * `/user/development`: what the coachees said about the member as a coach, on ICF's eight core
 * competencies (ADR 0058). Nothing is shown below three ratings, so that no single client can be
 * recognised; notes come without names or days.
 */
export function DevelopmentPage() {
  const { t } = useLingui();
  const inLang = useLangPath();
  const { user } = useCurrentUser();
  const hasProjects = user?.permissions.includes('projects.own') ?? false;
  const { data, error, isPending } = useMyDevelopment({ enabled: hasProjects });
  useErrorPageOnFailure(error);

  return (
    <div className={styles.page}>
      <PageTitle
        subtitle={<Trans>How your coachees rated you on ICF’s core competencies, without their names.</Trans>}
      >
        <Trans>My development</Trans>
      </PageTitle>
      {user && !hasProjects ? (
        <EmptyState
          title={<Trans>This page is for members who coach</Trans>}
          description={<Trans>With a membership package you can coach in projects, and be rated here.</Trans>}
        />
      ) : isPending || !data ? (
        <LoadingBlock label={t`Loading your ratings…`} />
      ) : data.averages === null ? (
        <Card>
          <EmptyState
            icon={<Sprout size={28} />}
            title={<Trans>Not enough ratings yet</Trans>}
            description={
              <Trans>
                You have {data.ratingCount} ratings. Your averages appear once {data.minimumRatings} coachees’
                ratings have arrived, so that no one coachee can be recognised. Coachees rate you after a
                session they confirmed and at the end of a project.
              </Trans>
            }
            action={
              <ButtonLink to={inLang('/user/projects')} variant="secondary">
                <Trans>Go to my projects</Trans>
              </ButtonLink>
            }
          />
        </Card>
      ) : (
        <>
          <p className={styles.text}>
            <Trans>Based on {data.ratingCount} ratings.</Trans>
          </p>
          <AveragesChart development={data} />
          <Card
            title={<Trans>Notes from your coachees</Trans>}
            description={<Trans>In alphabetical order, without names or days.</Trans>}
          >
            {data.notes.length === 0 ? (
              <p className={styles.muted}>
                <Trans>No notes yet.</Trans>
              </p>
            ) : (
              <ul className={styles.notes}>
                {data.notes.map((note, index) => (
                  // Notes carry no id on purpose; their order is fixed by the server.
                  // biome-ignore lint/suspicious/noArrayIndexKey: see above
                  <li key={index}>{note}</li>
                ))}
              </ul>
            )}
          </Card>
        </>
      )}
    </div>
  );
}
