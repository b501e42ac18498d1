import { Avatar, ButtonLink, Card, formatDate, photoUrl, useLang, useLangPath } from '@coach/kit';
import { Trans, useLingui } from '@lingui/react/macro';
import { ArrowRight } from 'lucide-react';
import type { MyProjectView } from '../../projects/api/projects.ts';
import { DaysLeft } from '../../projects/components/days-left.tsx';
import { roleLabels } from '../../projects/components/labels.ts';
import * as styles from './dashboard-page.css.ts';
import { SessionGap } from './session-gap.tsx';

const byDeadline = (a: MyProjectView, b: MyProjectView) => a.deadlineAt.localeCompare(b.deadlineAt);

/**
 * The open projects with their deadlines, nearest first, and how long each has gone without a
 * session; the projects page has the rest.
 */
export function OpenProjectsSummary({ projects, error }: { projects?: MyProjectView[]; error: unknown }) {
  const { i18n } = useLingui();
  const lang = useLang();
  const inLang = useLangPath();
  const open = [...(projects ?? [])].sort(byDeadline);
  return (
    <Card title={<Trans>Open projects</Trans>} description={<Trans>Nearest deadline first.</Trans>}>
      <div className={styles.proofColumn}>
        {error ? (
          <p className={styles.muted}>
            <Trans>Your projects could not be loaded. Please try again later.</Trans>
          </p>
        ) : !projects ? (
          <p className={styles.muted}>
            <Trans>Loading your projects…</Trans>
          </p>
        ) : open.length === 0 ? (
          <p className={styles.muted}>
            <Trans>
              No open project. Ask to coach or to be coached: the next matching run looks for a partner for
              you.
            </Trans>
          </p>
        ) : (
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
                  </div>
                  <DaysLeft deadlineAt={project.deadlineAt} />
                </li>
              );
            })}
          </ul>
        )}
        <div>
          <ButtonLink
            to={inLang('/user/projects')}
            variant="secondary"
            size="sm"
            icon={<ArrowRight size={16} aria-hidden="true" />}
          >
            {open.length === 0 ? <Trans>Ask for a project</Trans> : <Trans>Go to your projects</Trans>}
          </ButtonLink>
        </div>
      </div>
    </Card>
  );
}
