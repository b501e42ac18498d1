import type { LedgerEntryView } from '@coach/core/contracts';
import { ButtonLink, Card, useLangPath } from '@coach/kit';
import { EmptyState, SkeletonChart } from '@coach/kit/area';
import { LineChart } from '@coach/kit/charts';
import { Trans, useLingui } from '@lingui/react/macro';
import { TrendingUp } from 'lucide-react';
import { useOwnLedger } from '../api/ledger.ts';
import * as styles from './dashboard-page.css.ts';

const zone = 'Europe/Istanbul';
const dayKey = new Intl.DateTimeFormat('en-CA', {
  timeZone: zone,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/**
 * The score at the end of each day that changed it (Istanbul days, `2026-03-01`), oldest first,
 * after the score the day before the first change, and today's score when it last changed on an
 * earlier day: the steps of the chart, which places the days on a time axis.
 */
export function pointsPerDay(
  entries: readonly LedgerEntryView[],
  now: Date = new Date(),
): { days: string[]; values: number[] } {
  const days = new Map<string, number>();
  const ordered = entries
    .map((entry, index) => ({ entry, index }))
    .sort((a, b) => a.entry.createdAt.localeCompare(b.entry.createdAt) || a.index - b.index);
  // The chart starts the day before the first entry, at the score before it (0 for a new member),
  // so a single day of points still shows as a step up or down.
  const first = ordered[0]?.entry;
  if (first) {
    const dayBefore = new Date(new Date(first.createdAt).getTime() - 86_400_000);
    days.set(dayKey.format(dayBefore), first.balanceAfter - first.delta);
  }
  for (const { entry } of ordered) {
    days.set(dayKey.format(new Date(entry.createdAt)), entry.balanceAfter);
  }
  const last = [...days.values()].at(-1);
  if (last !== undefined && !days.has(dayKey.format(now))) days.set(dayKey.format(now), last);
  return { days: [...days.keys()], values: [...days.values()] };
}

/**
 * What a member without points can do next: ask for a project, follow the open ones (points are
 * booked when a project is completed), or, as a guest, choose a package first (which the Projects
 * and Membership cards offer: the chart only says so).
 */
export type PointsNextStep = 'ask' | 'projects' | 'package';

/** Points over time, from the ledger (every change of score is an entry with the score after it). */
export function PointsChart({ next }: { next: PointsNextStep }) {
  const { t } = useLingui();
  const inLang = useLangPath();
  const { data, error, isPending } = useOwnLedger();
  const steps = data ? pointsPerDay(data.entries) : null;
  return (
    <Card
      className={styles.wide}
      aria-busy={isPending || undefined}
      title={<Trans>Points over time</Trans>}
      description={<Trans>Your score after each day it changed: sessions, penalties and adjustments.</Trans>}
    >
      {error ? (
        <p className={styles.muted}>
          <Trans>Your points could not be loaded. Please try again later.</Trans>
        </p>
      ) : isPending || !steps ? (
        <SkeletonChart />
      ) : steps.values.length === 0 ? (
        <EmptyState
          headingLevel={3}
          icon={<TrendingUp size={28} />}
          title={<Trans>No points yet</Trans>}
          description={
            next === 'projects' ? (
              <Trans>
                You earn a point for each hour you are coached, and spend one for each hour you coach. They
                are booked when a project is completed.
              </Trans>
            ) : next === 'package' ? (
              <Trans>
                You earn a point for each hour you are coached, and spend one for each hour you coach.
                Projects start once you hold a membership package.
              </Trans>
            ) : (
              <Trans>
                You earn a point for each hour you are coached, and spend one for each hour you coach.
              </Trans>
            )
          }
          action={
            // A guest's way to a package is offered by the Projects and Membership cards already.
            next === 'package' ? undefined : next === 'projects' ? (
              <ButtonLink to={inLang('/user/projects')} variant="secondary">
                <Trans>Go to your projects</Trans>
              </ButtonLink>
            ) : (
              <ButtonLink to={inLang('/user/projects')} variant="secondary">
                <Trans>Ask for a project</Trans>
              </ButtonLink>
            )
          }
        />
      ) : (
        <LineChart
          label={t`Your score at the end of each day`}
          days={steps.days}
          series={[{ label: t`Score`, values: steps.values }]}
          stepped
        />
      )}
    </Card>
  );
}
