import { Button, Card, formatDate, formatDateTime, Pill, useLang, useLocation } from '@coach/kit';
import { EmptyState } from '@coach/kit/area';
import { Trans, useLingui } from '@lingui/react/macro';
import { CheckCheck, CircleCheck, FolderOpen, Send } from 'lucide-react';
import { useEffect, useId, useRef } from 'react';
import type { MyProjectListItem } from '../api/projects.ts';
import { usePublicSettings } from '../api/public-settings.ts';
import { daysText, hoursText } from './counts.ts';
import { DaysLeft } from './days-left.tsx';
import { Fact } from './fact.tsx';
import { closingRequestOpensAt, languageNames, roleLabels } from './labels.ts';
import { MessagesSection } from './messages-section.tsx';
import { Partner } from './partner.tsx';
import * as styles from './projects.css.ts';
import { SessionLogSection } from './session-log-section.tsx';
import { SessionPlanSection } from './session-plan-section.tsx';

export type ProjectAction = 'complete' | 'closing' | 'confirm';

/** The id of a project's block, which takes the focus after an action on it. */
export const projectItemId = (projectId: string) => `project-${projectId}`;

/**
 * What the coach sees of their closing request, or the button to send one (`closingRequestMinDays`
 * after the start). Until the settings arrive the button waits, and says nothing of the wait.
 */
function CoachActions({
  project,
  onAction,
}: {
  project: MyProjectListItem;
  onAction: (project: MyProjectListItem, action: ProjectAction) => void;
}) {
  const { t } = useLingui();
  const lang = useLang();
  const explanationId = useId();
  const settings = usePublicSettings();
  const request = project.closingRequest;
  if (request && request.state === 'waiting') {
    const hours = hoursText(request.sessionCount);
    const sent = formatDate(request.createdAt, lang);
    const confirmBy = formatDateTime(request.confirmBy, lang);
    const partner = project.partner.fullName;
    return (
      <p className={styles.waiting}>
        <Trans>
          You sent a closing request for {hours} on {sent}. {partner} can confirm it until {confirmBy}; after
          that the system completes the project with your hours.
        </Trans>
      </p>
    );
  }
  const waitDays = settings.settings?.closingRequestMinDays;
  const opensAt = waitDays === undefined ? null : closingRequestOpensAt(project.startedAt, waitDays);
  // Unread settings leave the decision to the server, which refuses an early request (4023).
  const tooEarly = opensAt === null ? settings.isPending : opensAt.getTime() > Date.now();
  const opens = opensAt ? formatDate(opensAt.toISOString(), lang) : '';
  const wait = waitDays === undefined ? '' : daysText(waitDays);
  const partner = project.partner.fullName;
  return (
    <>
      <Button
        icon={<Send size={18} aria-hidden="true" />}
        disabled={tooEarly}
        aria-describedby={opensAt && tooEarly ? explanationId : undefined}
        aria-label={t`Send closing request to ${partner}`}
        onClick={() => onAction(project, 'closing')}
      >
        <Trans>Send closing request</Trans>
      </Button>
      {opensAt && tooEarly ? (
        <p id={explanationId} className={styles.muted}>
          <Trans>
            A closing request can be sent {wait} after the start: from {opens}.
          </Trans>
        </p>
      ) : null}
    </>
  );
}

/** The coachee completes with the hours, or confirms the coach's closing request. */
function CoacheeActions({
  project,
  onAction,
}: {
  project: MyProjectListItem;
  onAction: (project: MyProjectListItem, action: ProjectAction) => void;
}) {
  const { t } = useLingui();
  const partner = project.partner.fullName;
  const waiting = project.closingRequest?.state === 'waiting' ? project.closingRequest : null;
  const hours = waiting ? hoursText(waiting.sessionCount) : '';
  return (
    <>
      {waiting ? (
        <Button
          icon={<CheckCheck size={18} aria-hidden="true" />}
          onClick={() => onAction(project, 'confirm')}
        >
          <Trans>Confirm {hours}</Trans>
        </Button>
      ) : null}
      <Button
        variant={waiting ? 'secondary' : 'primary'}
        icon={<CircleCheck size={18} aria-hidden="true" />}
        aria-label={t`Complete the project with ${partner}`}
        onClick={() => onAction(project, 'complete')}
      >
        <Trans>Complete</Trans>
      </Button>
    </>
  );
}

/** A closing request the coachee has to answer: hours, and until when. */
function WaitingForMe({ project }: { project: MyProjectListItem }) {
  const lang = useLang();
  const request = project.closingRequest;
  if (project.myRole !== 'coachee' || request?.state !== 'waiting') return null;
  const hours = hoursText(request.sessionCount);
  const confirmBy = formatDateTime(request.confirmBy, lang);
  const partner = project.partner.fullName;
  return (
    <p className={styles.waiting}>
      <Trans>
        {partner} sent a closing request for {hours}. Confirm it by {confirmBy}; otherwise the system
        completes the project with these hours and you get no points.
      </Trans>
    </p>
  );
}

export function OpenProjectItem({
  project,
  onAction,
}: {
  project: MyProjectListItem;
  onAction: (project: MyProjectListItem, action: ProjectAction) => void;
}) {
  const { i18n } = useLingui();
  const lang = useLang();
  const waitingForMe = project.myRole === 'coachee' && project.closingRequest?.state === 'waiting';
  // The reminder mail links to `#project-{id}`: the list arrives after the page, so the browser's
  // own jump to the anchor finds nothing; go there once the project is drawn, with its log open.
  const targeted = useLocation().hash === `#${projectItemId(project.id)}`;
  const itemRef = useRef<HTMLLIElement>(null);
  useEffect(() => {
    if (!targeted) return;
    itemRef.current?.scrollIntoView({ block: 'start' });
    itemRef.current?.focus({ preventScroll: true });
  }, [targeted]);
  return (
    <li
      ref={itemRef}
      id={projectItemId(project.id)}
      tabIndex={-1}
      className={[styles.item, waitingForMe ? styles.highlighted : ''].join(' ')}
    >
      <div className={styles.itemMain}>
        <div className={styles.itemHead}>
          <Partner person={project.partner} />
          <Pill tone="info">{i18n._(roleLabels[project.myRole])}</Pill>
        </div>
        <dl className={styles.facts}>
          <Fact label={<Trans>Language</Trans>}>{languageNames[project.language]}</Fact>
          <Fact label={<Trans>Started</Trans>}>{formatDate(project.startedAt, lang)}</Fact>
          <Fact label={<Trans>Deadline</Trans>}>{formatDate(project.deadlineAt, lang)}</Fact>
          <Fact label={<Trans>Time left</Trans>}>
            <DaysLeft deadlineAt={project.deadlineAt} />
          </Fact>
        </dl>
        <WaitingForMe project={project} />
      </div>
      <div className={styles.actions}>
        {project.myRole === 'coach' ? (
          <CoachActions project={project} onAction={onAction} />
        ) : (
          <CoacheeActions project={project} onAction={onAction} />
        )}
      </div>
      <SessionPlanSection project={project} />
      <SessionLogSection project={project} defaultOpen={targeted} />
      <MessagesSection project={project} defaultOpen={targeted} />
    </li>
  );
}

/** The member's open projects with their partner, dates and what can be done now. */
export function OpenProjects({
  projects,
  onAction,
}: {
  projects: readonly MyProjectListItem[];
  onAction: (project: MyProjectListItem, action: ProjectAction) => void;
}) {
  return (
    <Card
      title={<Trans>Open projects</Trans>}
      description={
        <Trans>
          A project lasts until its deadline; close it before then, or the system ends it and both sides lose
          points.
        </Trans>
      }
    >
      {projects.length === 0 ? (
        <EmptyState
          headingLevel={3}
          icon={<FolderOpen size={28} />}
          title={<Trans>No open project</Trans>}
          description={
            <Trans>
              When a matching run pairs one of your requests, the project appears here and you get an e-mail.
            </Trans>
          }
        />
      ) : (
        <ul className={styles.list}>
          {projects.map((project) => (
            <OpenProjectItem key={project.id} project={project} onAction={onAction} />
          ))}
        </ul>
      )}
    </Card>
  );
}
