import { catalogue, type UnmatchedCount, type UnmatchedReason } from '@coach/core/contracts';
import { Button, formatNumber, isApiError, Link, LoadingBlock, useLang, useLangPath } from '@coach/kit';
import { FormError, Stat, StatGrid } from '@coach/kit/area';
import { Dialog } from '@coach/kit/widgets';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Info, Link2, Timer, UserRound, UsersRound } from 'lucide-react';
import { useState } from 'react';
import {
  type MatchingPages,
  type MatchingPreview,
  type MatchingRunResult,
  useMatchingPreview,
  useRunMatching,
} from '../api/matching.ts';
import { useReasonText } from './labels.ts';
import * as styles from './matching.css.ts';
import { LeftOversTable, PairsTable } from './pairs-table.tsx';

/** What the dialog shows of a run, done or planned. */
interface RunFiguresOf {
  readonly written: boolean;
  readonly pairs: number;
  readonly unmatched: number;
  readonly coachRequests: number;
  readonly coacheeRequests: number;
  readonly durationMs: number;
  /** The unmatched requests counted by reason, the largest group first. */
  readonly byReason: readonly UnmatchedCount[];
}

/** The figures of a run done: its unmatched requests counted by reason here. */
function figuresOfRun(result: MatchingRunResult): RunFiguresOf {
  const counts = new Map<UnmatchedReason, number>();
  for (const { reason } of result.unmatched) counts.set(reason, (counts.get(reason) ?? 0) + 1);
  return {
    written: result.written,
    pairs: result.summary.pairs,
    unmatched: result.unmatched.length,
    coachRequests: result.summary.coachRequests,
    coacheeRequests: result.summary.coacheeRequests,
    durationMs: result.summary.durationMs,
    byReason: [...counts].map(([reason, count]) => ({ reason, count })).sort((a, b) => b.count - a.count),
  };
}

/** The figures of a preview: the server counts the unmatched by reason (it sends no request of them). */
function figuresOfPreview(preview: MatchingPreview): RunFiguresOf {
  return { written: false, ...preview.summary, byReason: preview.unmatchedByReason };
}

/** The figures of a run, done or planned, and why the requests left over were not paired. */
function RunFigures({ result }: { result: RunFiguresOf }) {
  const { t } = useLingui();
  const lang = useLang();
  const reasonText = useReasonText();
  const { byReason } = result;
  const seconds = formatNumber(Math.round(result.durationMs) / 1000, lang);
  const coachCount = formatNumber(result.coachRequests, lang);
  const coacheeCount = formatNumber(result.coacheeRequests, lang);
  return (
    <>
      <StatGrid label={result.written ? t`What the run did` : t`What a run would do now`}>
        <Stat
          label={result.written ? <Trans>Pairs made</Trans> : <Trans>Pairs it would make</Trans>}
          value={formatNumber(result.pairs, lang)}
          icon={Link2}
        />
        <Stat
          label={<Trans>Left unmatched</Trans>}
          value={formatNumber(result.unmatched, lang)}
          icon={UserRound}
        />
        <Stat
          label={<Trans>Open requests</Trans>}
          value={formatNumber(result.coachRequests + result.coacheeRequests, lang)}
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
            {byReason.map(({ reason, count }) => (
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

/** Who a run would pair with whom, and the requests it would leave with their reasons, a page of each. */
function PreviewLists({
  preview,
  pages,
  onPagesChange,
  isLoading,
}: {
  preview: MatchingPreview;
  pages: MatchingPages;
  onPagesChange: (pages: MatchingPages) => void;
  isLoading: boolean;
}) {
  const { t } = useLingui();
  return (
    <>
      <section className={styles.section} aria-labelledby="preview-pairs">
        <h3 id="preview-pairs" className={styles.sectionTitle}>
          <Trans>Who would be paired with whom</Trans>
        </h3>
        <PairsTable
          label={t`Pairs the run would make`}
          {...preview.pairs}
          onPageChange={(page) => onPagesChange({ ...pages, page })}
          isLoading={isLoading}
        />
      </section>
      <section className={styles.section} aria-labelledby="preview-left-overs">
        <h3 id="preview-left-overs" className={styles.sectionTitle}>
          <Trans>Requests it would leave</Trans>
        </h3>
        <LeftOversTable
          label={t`Requests the run would leave`}
          {...preview.unmatched}
          onPageChange={(unmatchedPage) => onPagesChange({ ...pages, unmatchedPage })}
          isLoading={isLoading}
        />
      </section>
    </>
  );
}

/**
 * "Run matching now": first what a run would do (written nothing), who with whom and what it
 * leaves, then, confirmed, the run itself in one transaction, then what it did with a link to its
 * record. A run already going on (the scheduled one, or another administrator's) is a notice, not a
 * failure: the preview stays, to try again.
 */
export function RunMatchingDialog({ onClose }: { onClose: () => void }) {
  const { t } = useLingui();
  const langPath = useLangPath();
  const run = useRunMatching();
  const [pages, setPages] = useState<MatchingPages>({ page: 1, unmatchedPage: 1 });
  const preview = useMatchingPreview(!run.isSuccess, pages);
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
            <RunFigures result={figuresOfRun(done)} />
            {done.matchingRunId ? (
              <p>
                <Link className={styles.link} to={langPath(`/admin/matching-runs/${done.matchingRunId}`)}>
                  <Trans>See this run’s pairs and left-overs</Trans>
                </Link>
              </p>
            ) : null}
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
            <RunFigures result={figuresOfPreview(preview.data)} />
            <PreviewLists
              preview={preview.data}
              pages={pages}
              onPagesChange={setPages}
              isLoading={preview.isFetching}
            />
          </>
        ) : null}
      </div>
    </Dialog>
  );
}
