import { LoadingBlock, PageTitle } from '@coach/kit';
import { useErrorPageOnFailure } from '@coach/kit/area';
import { Trans, useLingui } from '@lingui/react/macro';
import { useJobs } from '../api/get-jobs.ts';
import { JobCard } from './job-card.tsx';
import * as styles from './jobs.css.ts';

/** What the platform does by itself (mail, clean-ups): schedules, next runs, how recent runs went. */
export function JobsPage() {
  const { t } = useLingui();
  const { data, error, isPending } = useJobs();
  useErrorPageOnFailure(error);
  return (
    <div className={styles.page}>
      <PageTitle subtitle={<Trans>What the platform does by itself, when, and how it went.</Trans>}>
        <Trans>Scheduled jobs</Trans>
      </PageTitle>
      {isPending || !data ? (
        <LoadingBlock label={t`Loading the jobs…`} />
      ) : (
        <div className={styles.list}>
          {data.jobs.map((job) => (
            <JobCard key={job.name} job={job} />
          ))}
        </div>
      )}
    </div>
  );
}
