import type { ProjectPerson } from '@coach/core/contracts';
import { Button, formatDate, formatDateTime, formatNumber, Link, useLang, useLangPath } from '@coach/kit';
import { Dialog } from '@coach/kit/widgets';
import { Trans, useLingui } from '@lingui/react/macro';
import { Ban, Filter } from 'lucide-react';
import type { ReactNode } from 'react';
import { type ProjectView, useAccountName } from '../api/projects.ts';
import { closingRequestStateLabels, languageNames, signed } from './labels.ts';
import { ProjectMessages } from './project-messages.tsx';
import { ProjectStatePill } from './project-state-pill.tsx';
import * as styles from './projects.css.ts';

function Fact({ term, children }: { term: ReactNode; children: ReactNode }) {
  return (
    <>
      <dt className={styles.term}>{term}</dt>
      <dd className={styles.definition}>{children}</dd>
    </>
  );
}

function PersonFact({ person, onFilter }: { person: ProjectPerson; onFilter: (accountId: string) => void }) {
  const { t } = useLingui();
  const langPath = useLangPath();
  const name = person.fullName;
  return (
    <div className={styles.stack}>
      <Link className={styles.link} to={langPath(`/admin/profile/${person.accountId}`)}>
        {name}
      </Link>
      <span className={styles.muted}>{person.email}</span>
      <span>
        <Button
          variant="ghost"
          size="sm"
          icon={<Filter size={16} aria-hidden="true" />}
          onClick={() => onFilter(person.accountId)}
        >
          {t`Only the projects of ${name}`}
        </Button>
      </span>
    </div>
  );
}

/** Who paired the two: the matching run, or the administrator who did it by hand (by name). */
function MatchedBy({ accountId }: { accountId: string | null }) {
  const { data: name } = useAccountName(accountId);
  if (accountId === null) return <Trans>The matching run</Trans>;
  return name ? <Trans>By hand, by {name}</Trans> : <Trans>By hand, by an administrator</Trans>;
}

type ProjectDetailDialogProps = {
  project: ProjectView;
  onClose: () => void;
  /** Narrows the list to one member's projects. */
  onFilterMember: (accountId: string) => void;
  /** Offered for an open project to those who may abort it. */
  onAbort: (() => void) | null;
};

/**
 * One project in full: the two members, its dates, sessions and points, how it was paired (and
 * why former partners were paired again), its closing request, and why it was aborted.
 */
export function ProjectDetailDialog({ project, onClose, onFilterMember, onAbort }: ProjectDetailDialogProps) {
  const { t, i18n } = useLingui();
  const lang = useLang();
  const number = (value: number) => formatNumber(value, lang);
  const coachName = project.coach.fullName;
  const coacheeName = project.coachee.fullName;
  const closing = project.closingRequest;
  const coachPoints = signed(project.points.coach, number);
  const coacheePoints = signed(project.points.coachee, number);
  const filter = (accountId: string) => {
    onFilterMember(accountId);
    onClose();
  };

  return (
    <Dialog
      isOpen
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={t`Project of ${coachName} and ${coacheeName}`}
      size="large"
      footer={
        <>
          {onAbort && project.state === 'open' ? (
            <Button variant="danger" icon={<Ban size={18} aria-hidden="true" />} onClick={onAbort}>
              <Trans>Abort…</Trans>
            </Button>
          ) : null}
          <Button variant="secondary" onClick={onClose}>
            <Trans>Close</Trans>
          </Button>
        </>
      }
    >
      <dl className={styles.facts}>
        <Fact term={<Trans>Coach</Trans>}>
          <PersonFact person={project.coach} onFilter={filter} />
        </Fact>
        <Fact term={<Trans>Coachee</Trans>}>
          <PersonFact person={project.coachee} onFilter={filter} />
        </Fact>
        <Fact term={<Trans>State</Trans>}>
          <ProjectStatePill state={project.state} />
        </Fact>
        <Fact term={<Trans>Language</Trans>}>{languageNames[project.language]}</Fact>
        <Fact term={<Trans>Start</Trans>}>{formatDate(project.startedAt, lang)}</Fact>
        <Fact term={<Trans>Deadline</Trans>}>{formatDate(project.deadlineAt, lang)}</Fact>
        <Fact term={<Trans>Closed</Trans>}>
          {project.closedAt ? formatDateTime(project.closedAt, lang) : <Trans>Not yet</Trans>}
        </Fact>
        <Fact term={<Trans>Sessions</Trans>}>
          {project.sessionCount === null ? <Trans>None yet</Trans> : number(project.sessionCount)}
        </Fact>
        <Fact term={<Trans>Points moved</Trans>}>
          <Trans>
            Coach {coachPoints}, coachee {coacheePoints}
          </Trans>
        </Fact>
        <Fact term={<Trans>Paired</Trans>}>
          <MatchedBy accountId={project.matchedByAccountId} />
        </Fact>
        {project.overrideReason ? (
          <Fact term={<Trans>Why former partners were paired again</Trans>}>
            <p className={styles.quote}>{project.overrideReason}</p>
          </Fact>
        ) : null}
        {project.abortReason ? (
          <Fact term={<Trans>Why it was aborted</Trans>}>
            <p className={styles.quote}>{project.abortReason}</p>
          </Fact>
        ) : null}
      </dl>
      {closing ? (
        <section aria-labelledby={`closing-${project.id}`}>
          <h3 id={`closing-${project.id}`} className={styles.sectionTitle}>
            <Trans>Closing request</Trans>
          </h3>
          <dl className={styles.facts}>
            <Fact term={<Trans>Sent</Trans>}>{formatDateTime(closing.createdAt, lang)}</Fact>
            <Fact term={<Trans>Sessions</Trans>}>{number(closing.sessionCount)}</Fact>
            <Fact term={<Trans>State</Trans>}>{i18n._(closingRequestStateLabels[closing.state])}</Fact>
            <Fact term={<Trans>To be confirmed by</Trans>}>{formatDateTime(closing.confirmBy, lang)}</Fact>
          </dl>
        </section>
      ) : null}
      <ProjectMessages projectId={project.id} />
    </Dialog>
  );
}
