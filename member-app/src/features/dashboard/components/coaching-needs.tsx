import type { CoachingNeed } from '@coach/core/contracts';
import { Link, useLangPath } from '@coach/kit';
import { Plural, Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import * as styles from './dashboard-page.css.ts';

/**
 * Before a member's first coach request: what the server's rules still ask of them (the
 * dashboard's `coachingNeeds`, in the rules' order), each as a step with the page that takes it,
 * so that a member never meets the refusals one by one, and a coachee-level member is not offered
 * "Ask to coach", which their package refuses.
 */
export function CoachingNeeds({ needs }: { needs: readonly CoachingNeed[] }) {
  const inLang = useLangPath();
  const step = (need: CoachingNeed): { text: ReactNode; to: string | null } => {
    switch (need.need) {
      case 'coachLevelPackage':
        return {
          text: <Trans>A coach package: yours lets you be coached, not coach.</Trans>,
          to: inLang('/user/membership-renewal'),
        };
      case 'proofOfEducation':
        return need.proofState === 'pending'
          ? { text: <Trans>Your proof of coach training, approved: it is being reviewed.</Trans>, to: null }
          : {
              text:
                need.proofState === 'rejected' ? (
                  <Trans>A proof of coach training: send a new one, the last was not approved.</Trans>
                ) : (
                  <Trans>A proof of coach training, approved by the programme.</Trans>
                ),
              to: inLang('/user/file-operations'),
            };
      case 'coacheeRequest':
        return {
          text: <Trans>To be coached once first: ask to be coached.</Trans>,
          to: inLang('/user/projects'),
        };
      case 'points': {
        const { points, missing } = need;
        return {
          text: (
            <Plural
              value={missing}
              one={`# more point: coaching asks for ${points}, earned by being coached.`}
              other={`# more points: coaching asks for ${points}, earned by being coached.`}
            />
          ),
          to: null,
        };
      }
    }
  };
  return (
    <div className={styles.stack}>
      <p>
        <Trans>Before you can coach, you need:</Trans>
      </p>
      <ul className={styles.needs}>
        {needs.map((need) => {
          const { text, to } = step(need);
          return <li key={need.need}>{to ? <Link to={to}>{text}</Link> : text}</li>;
        })}
      </ul>
    </div>
  );
}
