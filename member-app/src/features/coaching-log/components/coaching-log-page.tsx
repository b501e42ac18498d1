import { ButtonLink, Card, LoadingBlock, PageTitle, useCurrentUser, useLang, useLangPath } from '@coach/kit';
import { EmptyState, Stat, StatGrid, useErrorPageOnFailure } from '@coach/kit/area';
import { Trans, useLingui } from '@lingui/react/macro';
import { BookOpenCheck, Clock, HandCoins, HeartHandshake, Users } from 'lucide-react';
import { type CoachingLog, useCoachingLog } from '../api/coaching-log.ts';
import { ClientsTable } from './clients-table.tsx';
import * as styles from './coaching-log.css.ts';
import { CredentialProgressBlock } from './credential-progress.tsx';
import { DownloadButtons } from './download-buttons.tsx';
import { HoursChart } from './hours-chart.tsx';
import { formatDay, formatHours } from './labels.ts';
import { PublicationsCard } from './publications-card.tsx';
import { TrainingStartForm } from './training-start-form.tsx';

/** Which hours count, in three sentences: the page's figures make sense only with them. */
function WhatCounts() {
  return (
    <Card title={<Trans>Which hours count</Trans>}>
      <ul className={styles.rules}>
        <li>
          <Trans>
            Sessions you coached in your projects, once your coachee confirmed them. A project that closed as
            completed without confirmed sessions counts with its closing session count.
          </Trans>
        </li>
        <li>
          <Trans>
            ICF counts a peer coaching exchange as paid: the hours you coached, up to the hours you were
            coached here, are paid hours, the oldest first. The rest are pro bono.
          </Trans>
        </li>
        <li>
          <Trans>Only hours after the start of your coach-specific training count.</Trans>
        </li>
      </ul>
    </Card>
  );
}

/** The totals in large type: hours coached, paid, pro bono, received, clients. */
function Totals({ log }: { log: CoachingLog }) {
  const { t } = useLingui();
  const lang = useLang();
  const { totals } = log;
  const hours = (value: number) => formatHours(value, lang);
  return (
    <StatGrid label={t`Your hours`}>
      <Stat label={<Trans>Hours coached</Trans>} icon={Clock} value={hours(totals.hours)} />
      <Stat label={<Trans>Paid hours</Trans>} icon={HandCoins} value={hours(totals.paidHours)} />
      <Stat label={<Trans>Pro bono hours</Trans>} icon={HeartHandshake} value={hours(totals.proBonoHours)} />
      <Stat
        label={<Trans>Hours received</Trans>}
        icon={BookOpenCheck}
        value={hours(totals.receivedHours)}
        note={<Trans>Hours you were coached here: each pays for one hour you coached.</Trans>}
      />
      <Stat label={<Trans>Clients</Trans>} icon={Users} value={String(totals.clients)} />
    </StatGrid>
  );
}

/** No counted hour yet: what to do to have some. */
function NoHoursYet() {
  const inLang = useLangPath();
  return (
    <Card>
      <EmptyState
        icon={<Clock size={28} />}
        title={<Trans>No coaching hours yet</Trans>}
        description={
          <Trans>
            Ask to coach in a project, then log each session in it. Your hours appear here once your coachee
            confirms them, and so do your progress and the log to download.
          </Trans>
        }
        action={
          <ButtonLink to={inLang('/user/projects')} variant="secondary">
            <Trans>Go to my projects</Trans>
          </ButtonLink>
        }
      />
    </Card>
  );
}

/**
 * `/user/coaching-log`: the hours a member coached here as ICF counts them: the rules, the training
 * start, the progress towards ACC and PCC, the hours over time and the client coaching log with its
 * downloads. Every figure is the server's; the page shows them in the page's language.
 */
export function CoachingLogPage() {
  const { t } = useLingui();
  const lang = useLang();
  const { user } = useCurrentUser();
  // Guests may open the member area but have no projects, so no hours (the server would refuse).
  const hasProjects = user?.permissions.includes('projects.own') ?? false;
  const { data: log, error, isPending } = useCoachingLog({ enabled: hasProjects });
  useErrorPageOnFailure(error);
  const asOf = log ? formatDay(log.asOf, lang) : '';

  return (
    <div className={styles.page}>
      <PageTitle
        subtitle={
          <Trans>
            Your coaching hours, your progress towards ICF’s ACC and PCC credentials, and the log you hand in
            when you apply.
          </Trans>
        }
      >
        <Trans>Coaching log</Trans>
      </PageTitle>
      {user && !hasProjects ? (
        <EmptyState
          title={<Trans>The coaching log is for members</Trans>}
          description={
            <Trans>With a membership package you can coach in projects, and your hours appear here.</Trans>
          }
        />
      ) : isPending || !log ? (
        <LoadingBlock label={t`Loading your coaching log…`} />
      ) : (
        <>
          <WhatCounts />
          <TrainingStartForm log={log} />
          {log.rows.length === 0 ? (
            <>
              <NoHoursYet />
              <Card
                title={<Trans>Your coaching log</Trans>}
                description={
                  <Trans>
                    It has no client yet. You can still download it: the columns are those of ICF’s client
                    coaching log.
                  </Trans>
                }
              >
                <DownloadButtons />
              </Card>
            </>
          ) : (
            <>
              <Totals log={log} />
              <Card
                title={<Trans>Progress towards ICF credentials</Trans>}
                description={<Trans>As of {asOf}, against ICF’s published requirements.</Trans>}
              >
                <div className={styles.credentials}>
                  {log.progress.map((progress) => (
                    <CredentialProgressBlock key={progress.credential} progress={progress} />
                  ))}
                </div>
              </Card>
              <HoursChart series={log.series} />
              <Card
                title={<Trans>Your clients</Trans>}
                description={
                  <Trans>
                    One row per client, as ICF’s client coaching log lists them. Download it to hand in with
                    your application.
                  </Trans>
                }
              >
                <div className={styles.stack}>
                  <DownloadButtons />
                  <ClientsTable rows={log.rows} totals={log.totals} />
                </div>
              </Card>
              <PublicationsCard asOf={log.asOf} />
            </>
          )}
        </>
      )}
    </div>
  );
}
