import { catalogue, type UnmatchedReason } from '@coach/core/contracts';
import { Button, formatNumber, isApiError, LoadingBlock, useLang } from '@coach/kit';
import { FormError, Stat, StatGrid } from '@coach/kit/area';
import { Dialog } from '@coach/kit/widgets';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Info, Link2, Timer, UserRound, UsersRound } from 'lucide-react';
import { type MatchingRunResult, useMatchingPreview, useRunMatching } from '../api/matching.ts';
import { useReasonText } from './labels.ts';
import * as styles from './matching.css.ts';

/** The unmatched requests counted by reason, the largest group first. */
function countByReason(result: MatchingRunResult): [UnmatchedReason, number][] {
  const counts = new Map<UnmatchedReason, number>();
  for (const { reason } of result.unmatched) counts.set(reason, (counts.get(reason) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1]);
}

/** The figures of a run, done or planned, and why the requests left over were not paired. */
function RunFigures({ result }: { result: MatchingRunResult }) {
  const { t } = useLingui();
  const lang = useLang();
  const reasonText = useReasonText();
  const byReason = countByReason(result);
  const { summary } = result;
  const seconds = formatNumber(Math.round(summary.durationMs) / 1000, lang);
  const coachCount = formatNumber(summary.coachRequests, lang);
  const coacheeCount = formatNumber(summary.coacheeRequests, lang);
  return (
    <>
      <StatGrid label={result.written ? t`What the run did` : t`What a run would do now`}>
        <Stat
          label={result.written ? <Trans>Pairs made</Trans> : <Trans>Pairs it would make</Trans>}
          value={formatNumber(summary.pairs, lang)}
          icon={Link2}
        />
        <Stat
          label={<Trans>Left unmatched</Trans>}
          value={formatNumber(result.unmatched.length, lang)}
          icon={UserRound}
        />
        <Stat
          label={<Trans>Open requests</Trans>}
          value={formatNumber(summary.coachRequests + summary.coacheeRequests, lang)}
          icon={UsersRound}
          note={
            <Trans>
              {coachCount} as coach, {coacheeCount} as coachee
            </Trans>
          }
        />
        {result.written ? (
          <Stat label={<Trans>Duration</Trans>} value={t`${seconds} s`} icon={Timer} />
        ) : null}
      </StatGrid>
      {byReason.length > 0 ? (
        <section className={styles.section} aria-labelledby="unmatched-by-reason">
          <h3 id="unmatched-by-reason" className={styles.sectionTitle}>
            <Trans>Unmatched, by reason</Trans>
          </h3>
          <dl className={styles.reasons}>
            {byReason.map(([reason, count]) => (
              <div key={reason} className={styles.reasonRow}>
                <dt className={styles.reasonTerm}>{reasonText(reason)}</dt>
                <dd className={styles.reasonCount}>
                  <Plural value={count} one="# request" other="# requests" />
                </dd>
              </div>
            ))}
          </dl>
        </section>
      ) : null}
    </>
  );
}

/**
 * "Run matching now": first what a run would do (written nothing), then, confirmed, the run itself
 * in one transaction, then what it did. A run already going on (the scheduled one, or another
 * administrator's) is a notice, not a failure: the preview stays, to try again.
 */
export function RunMatchingDialog({ onClose }: { onClose: () => void }) {
  const { t } = useLingui();
  const run = useRunMatching();
  const preview = useMatchingPreview(!run.isSuccess);
  const busy =
    isApiError(run.error) && run.error.code === catalogue.matchingRunning.code ? run.error.message : null;
  const done = run.data;

  return (
    <Dialog
      isOpen
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={done ? t`Matching done` : t`Run matching now`}
      size="large"
      isDismissable={!run.isPending}
      footer={
        done ? (
          <Button onClick={onClose}>
            <Trans>Close</Trans>
          </Button>
        ) : (
          <>
            <Button variant="secondary" onClick={onClose} disabled={run.isPending}>
              <Trans>Cancel</Trans>
            </Button>
            <Button onClick={() => run.mutate()} loading={run.isPending} disabled={!preview.data}>
              <Trans>Run matching</Trans>
            </Button>
          </>
        )
      }
    >
      <div className={styles.form}>
        {done ? (
          <>
            <p className={styles.muted} role="status">
              <Plural
                value={done.summary.pairs}
                _0="No pair was made."
                one="One pair was made; both members get an e-mail."
                other="# pairs were made; the members of each get an e-mail."
              />
            </p>
            <RunFigures result={done} />
          </>
        ) : preview.isPending ? (
          <LoadingBlock label={t`Working out what a run would do…`} />
        ) : preview.error ? (
          <FormError error={preview.error} />
        ) : preview.data ? (
          <>
            <p className={styles.muted}>
              <Trans>
                Nothing is written yet. This is what a run would do with the open requests as they are now;
                run it to write the pairs and mail both members of each.
              </Trans>
            </p>
            {busy ? (
              <p className={styles.notice} role="status">
                <Info size={20} aria-hidden="true" />
                <span>{busy}</span>
              </p>
            ) : (
              <FormError error={run.error} />
            )}
            <RunFigures result={preview.data} />
          </>
        ) : null}
      </div>
    </Dialog>
  );
}
