import type { BadgeRangeProblems } from '@coach/core/contracts';
import { formatNumber, useLang } from '@coach/kit';
import { badgeName } from '@coach/kit/area';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import * as styles from './badges.css.ts';

type Problem = BadgeRangeProblems['problems'][number];

/** True when `data` is the `data` of a 4044 answer. */
export function isRangeProblems(data: unknown): data is BadgeRangeProblems {
  return (
    typeof data === 'object' && data !== null && Array.isArray((data as { problems?: unknown }).problems)
  );
}

/**
 * Why the server refused a set of badge ranges (4044), problem by problem, with the badges and the
 * scores concerned: what to change is then plain to see.
 */
export function RangeProblems({
  message,
  problems,
  hint,
}: {
  message: string;
  problems: BadgeRangeProblems['problems'];
  hint?: ReactNode;
}) {
  return (
    <div className={styles.problems} role="alert">
      <strong>{message}</strong>
      <ul className={styles.problemList}>
        {problems.map((problem) => (
          <li
            key={`${problem.kind}:${problem.from}:${problem.to}:${problem.badges.map((b) => b.nameEn).join()}`}
          >
            <ProblemText problem={problem} />
          </li>
        ))}
      </ul>
      {hint ? <p className={styles.hint}>{hint}</p> : null}
    </div>
  );
}

function ProblemText({ problem }: { problem: Problem }) {
  const lang = useLang();
  const { t } = useLingui();
  const nameOf = (index: number) => {
    const badge = problem.badges[index];
    if (!badge) return '';
    const name = badgeName(badge, lang);
    return badge.accountBadgeId === null ? t`${name} (this badge)` : name;
  };
  const first = nameOf(0);
  const second = nameOf(1);
  const from = formatNumber(problem.from, lang);
  const to = formatNumber(problem.to, lang);
  const scores = problem.from === problem.to ? from : `${from} – ${to}`;
  switch (problem.kind) {
    case 'overlap':
      return (
        <Trans>
          {first} and {second} both hold the scores {scores}.
        </Trans>
      );
    case 'gap':
      return (
        <Trans>
          No badge holds the scores {scores}, between {first} and {second}.
        </Trans>
      );
    default:
      return <Trans>{first} would be left without any score.</Trans>;
  }
}
