import { Card, formatDate, Pill, useLang } from '@coach/kit';
import { EmptyState } from '@coach/kit/area';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { History } from 'lucide-react';
import type { MyProjectListItem } from '../api/projects.ts';
import { hoursText } from './counts.ts';
import { Fact } from './fact.tsx';
import {
  languageNames,
  projectStateLabels,
  projectStateNotes,
  projectStateTones,
  roleLabels,
  signedPoints,
} from './labels.ts';
import { MessagesSection } from './messages-section.tsx';
import { Partner } from './partner.tsx';
import * as styles from './projects.css.ts';
import { SessionLogSection } from './session-log-section.tsx';

/** The points a project moved for the member: signed, in words, coloured by direction. */
export function MyPoints({ value }: { value: number }) {
  const lang = useLang();
  const points = signedPoints(value, lang);
  const tone = value > 0 ? styles.points.gain : value < 0 ? styles.points.loss : styles.points.none;
  return <span className={tone}>{plural(value, { one: `${points} point`, other: `${points} points` })}</span>;
}

/** Closed projects, newest first: partner, role, dates, outcome in words and the points moved. */
export function PastProjects({ projects, id }: { projects: readonly MyProjectListItem[]; id?: string }) {
  const { i18n } = useLingui();
  const lang = useLang();
  return (
    <Card
      id={id}
      tabIndex={-1}
      title={<Trans>Past projects</Trans>}
      description={<Trans>How each project ended and the points it moved for you.</Trans>}
    >
      {projects.length === 0 ? (
        <EmptyState
          headingLevel={3}
          icon={<History size={28} />}
          title={<Trans>No past project yet</Trans>}
          description={
            <Trans>Completed and ended projects are listed here with the points they moved.</Trans>
          }
        />
      ) : (
        <ul className={styles.list}>
          {projects.map((project) => {
            const note = projectStateNotes[project.state];
            return (
              <li key={project.id} className={styles.item}>
                <div className={styles.itemMain}>
                  <div className={styles.itemHead}>
                    <Partner person={project.partner} />
                    <Pill tone="neutral">{i18n._(roleLabels[project.myRole])}</Pill>
                  </div>
                  <div className={styles.pills}>
                    <Pill tone={projectStateTones[project.state]}>
                      {i18n._(projectStateLabels[project.state])}
                    </Pill>
                  </div>
                  {note ? <p className={styles.muted}>{i18n._(note)}</p> : null}
                  {project.state === 'aborted_by_administrator' && project.abortReason ? (
                    <p className={styles.muted}>
                      <Trans>Reason:</Trans> <span className={styles.reason}>{project.abortReason}</span>
                    </p>
                  ) : null}
                  <dl className={styles.facts}>
                    <Fact label={<Trans>Language</Trans>}>{languageNames[project.language]}</Fact>
                    <Fact label={<Trans>Started</Trans>}>{formatDate(project.startedAt, lang)}</Fact>
                    <Fact label={<Trans>Closed</Trans>}>
                      {project.closedAt ? formatDate(project.closedAt, lang) : '—'}
                    </Fact>
                    <Fact label={<Trans>Sessions</Trans>}>
                      {project.sessionCount === null ? '—' : hoursText(project.sessionCount)}
                    </Fact>
                    <Fact label={<Trans>Your points</Trans>}>
                      <MyPoints value={project.myPoints} />
                    </Fact>
                  </dl>
                </div>
                <SessionLogSection project={project} />
                <MessagesSection project={project} />
              </li>
            );
          })}
        </ul>
      )}
    </Card>
  );
}
