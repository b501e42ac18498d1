import {
  Avatar,
  ButtonLink,
  Card,
  formatDate,
  photoUrl,
  SkeletonText,
  useLang,
  useLangPath,
} from '@coach/kit';
import { EmptyState } from '@coach/kit/area';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { FolderSearch, Hourglass } from 'lucide-react';
import { type MyProjectListItem, useMyProjectRequests } from '../../projects/api/projects.ts';
import { DaysLeft } from '../../projects/components/days-left.tsx';
import { roleLabels } from '../../projects/components/labels.ts';
import { CardMoreLink } from './card-more-link.tsx';
import * as styles from './dashboard-page.css.ts';
import { SessionGap } from './session-gap.tsx';

const byDeadline = (a: MyProjectListItem, b: MyProjectListItem) => a.deadlineAt.localeCompare(b.deadlineAt);

/**
 * The open projects with their deadlines, nearest first, how long each has gone without a
 * session, and the partner's messages waiting unread; the projects page has the rest. Without an open project it says what comes next: a
 * request of the member's waits for the matching run, or they can ask for a project.
 */
export function OpenProjectsSummary({
  projects,
  error,
  everHadProjects,
}: {
  projects?: MyProjectListItem[];
  error: unknown;
  /** The member has had projects before (all closed now). */
  everHadProjects: boolean;
}) {
  const { i18n } = useLingui();
  const lang = useLang();
  const open = [...(projects ?? [])].sort(byDeadline);
  const loading = !error && !projects;
  return (
    <Card
      title={<Trans>Open projects</Trans>}
      description={open.length > 0 ? <Trans>Nearest deadline first.</Trans> : undefined}
      aria-busy={loading || undefined}
    >
      {error ? (
        <p className={styles.muted}>
          <Trans>Your projects could not be loaded. Please try again later.</Trans>
        </p>
      ) : !projects ? (
        <SkeletonText lines={4} />
      ) : open.length === 0 ? (
        <NoOpenProject everHadProjects={everHadProjects} />
      ) : (
        <div className={styles.proofColumn}>
          <ul className={styles.projectList}>
            {open.map((project) => {
              const deadline = formatDate(project.deadlineAt, lang);
              return (
                <li key={project.id} className={styles.projectRow}>
                  <Avatar
                    src={photoUrl(project.partner.profilePhotoPath)}
                    name={project.partner.fullName}
                    decorative
                  />
                  <div className={styles.projectText}>
                    <span className={styles.definition}>{project.partner.fullName}</span>
                    <span className={styles.muted}>
                      {i18n._(roleLabels[project.myRole])} · <Trans>Deadline {deadline}</Trans>
                    </span>
                    <SessionGap sessionLog={project.sessionLog} />
                    {project.unreadMessages > 0 ? (
                      <span className={styles.muted}>
                        <Plural value={project.unreadMessages} one="# new message" other="# new messages" />
                      </span>
                    ) : null}
                  </div>
                  <DaysLeft deadlineAt={project.deadlineAt} />
                </li>
              );
            })}
          </ul>
          <CardMoreLink to="/user/projects">
            <Trans>Go to your projects</Trans>
          </CardMoreLink>
        </div>
      )}
    </Card>
  );
}

/**
 * No open project: a request that waits for the matching run is said so (asking again is not the
 * next step then); otherwise the way to ask, and what happens after.
 */
function NoOpenProject({ everHadProjects }: { everHadProjects: boolean }) {
  const inLang = useLangPath();
  const requests = useMyProjectRequests();
  if (requests.isPending) return <SkeletonText lines={3} />;
  const waiting = requests.data?.some((request) => request.state === 'open') ?? false;
  if (waiting) {
    return (
      <EmptyState
        headingLevel={3}
        icon={<Hourglass size={28} />}
        title={<Trans>Your request waits for a partner</Trans>}
        description={
          <Trans>
            The next matching run looks for a partner who fits your request. Your project appears here as soon
            as it finds one, and you get an e-mail.
          </Trans>
        }
        action={
          <ButtonLink to={inLang('/user/projects')} variant="secondary" size="sm">
            <Trans>See your requests</Trans>
          </ButtonLink>
        }
      />
    );
  }
  return (
    <EmptyState
      headingLevel={3}
      icon={<FolderSearch size={28} />}
      title={everHadProjects ? <Trans>No open project</Trans> : <Trans>No projects yet</Trans>}
      description={
        <Trans>
          Ask to coach or to be coached. The next matching run looks for a partner for you, and your project
          appears here.
        </Trans>
      }
      action={
        <ButtonLink to={inLang('/user/projects')} size="sm">
          <Trans>Ask for a project</Trans>
        </ButtonLink>
      }
    />
  );
}
