import type { ProjectSessionLog } from '@coach/core/contracts';
import { Button, useLang } from '@coach/kit';
import { Trans, useLingui } from '@lingui/react/macro';
import { Star } from 'lucide-react';
import { useId, useState } from 'react';
import { formatDay } from '../../projects/components/session-labels.ts';
import { useGivenRatings } from '../api/ratings.ts';
import * as styles from './development.css.ts';
import { RateCoachDialog, type RatingTarget } from './rate-coach-dialog.tsx';

/**
 * Under a project's session log, for its coachee: a button to rate the coach for each confirmed
 * session not rated yet, and one for the whole project once it was completed (ADR 0058).
 */
export function RateCoachSection({
  projectId,
  coach,
  log,
}: {
  projectId: string;
  coach: string;
  log: ProjectSessionLog;
}) {
  const { t } = useLingui();
  const lang = useLang();
  const headingId = useId();
  const given = useGivenRatings(projectId);
  const [target, setTarget] = useState<RatingTarget | null>(null);
  const data = given.data;
  if (!data?.canRate || (data.sessionsToRate.length === 0 && !data.projectEndToRate)) return null;
  const dayOf = (id: string) => {
    const session = log.items.find((item) => item.id === id);
    return session ? formatDay(session.heldOn, lang) : '';
  };
  return (
    <section aria-labelledby={headingId} className={styles.page}>
      <h4 id={headingId} className={styles.text}>
        <Trans>Rate your coach</Trans>
      </h4>
      <p className={styles.muted}>
        <Trans>
          Optional: how {coach} showed ICF’s core competencies. Your coach never sees your name, and your
          points do not change.
        </Trans>
      </p>
      <div className={styles.rateRow}>
        {data.sessionsToRate.map((id) => {
          const day = dayOf(id);
          return (
            <Button
              key={id}
              variant="secondary"
              size="sm"
              icon={<Star size={16} aria-hidden="true" />}
              onClick={() => setTarget({ projectSessionId: id, label: t`the session of ${day}` })}
            >
              <Trans>Rate the session of {day}</Trans>
            </Button>
          );
        })}
        {data.projectEndToRate ? (
          <Button
            variant="secondary"
            size="sm"
            icon={<Star size={16} aria-hidden="true" />}
            onClick={() => setTarget({ label: t`the whole project` })}
          >
            <Trans>Rate the whole project</Trans>
          </Button>
        ) : null}
      </div>
      {target ? (
        <RateCoachDialog
          projectId={projectId}
          coach={coach}
          target={target}
          onClose={() => setTarget(null)}
        />
      ) : null}
    </section>
  );
}
