import {
  Card,
  formatDateTime,
  formatNumber,
  LoadingBlock,
  PageTitle,
  useLang,
  useParams,
  useSearchParams,
} from '@coach/kit';
import { Stat, StatGrid, useErrorPageOnFailure } from '@coach/kit/area';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Link2, Timer, UserRound, UsersRound } from 'lucide-react';
import { useCallback } from 'react';
import { type MatchingPages, useMatchingRun } from '../api/matching.ts';
import { HowStarted } from './how-started.tsx';
import * as styles from './matching.css.ts';
import { LeftOversTable, PairsTable } from './pairs-table.tsx';

const pageOf = (value: string | null) => Math.max(1, Math.trunc(Number(value)) || 1);

/**
 * `/admin/matching-runs/{matchingRunId}`: one kept run, its figures, who it paired with whom and the
 * requests it left with their reasons. The page of each list lives in the address (`page`,
 * `unmatchedPage`).
 */
export function MatchingRunPage() {
  const { t } = useLingui();
  const lang = useLang();
  const { matchingRunId = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const pages: MatchingPages = {
    page: pageOf(params.get('page')),
    unmatchedPage: pageOf(params.get('unmatchedPage')),
  };
  const { data, error, isPending, isFetching } = useMatchingRun(matchingRunId, pages);
  useErrorPageOnFailure(error);
  const setPage = useCallback(
    (key: keyof MatchingPages, value: number) =>
      setParams((current) => {
        const next = new URLSearchParams(current);
        if (value > 1) next.set(key, String(value));
        else next.delete(key);
        return next;
      }),
    [setParams],
  );

  if (isPending || !data) {
    return (
      <div className={styles.page}>
        <LoadingBlock label={t`Loading the matching run…`} />
      </div>
    );
  }
  const { run } = data;
  const when = formatDateTime(run.startedAt, lang);
  const seconds = formatNumber(Math.round(run.durationMs) / 1000, lang);
  const coachCount = formatNumber(run.coachRequests, lang);
  const coacheeCount = formatNumber(run.coacheeRequests, lang);
  return (
    <div className={styles.page}>
      <PageTitle subtitle={<HowStarted run={run} />}>
        <Trans>Matching run of {when}</Trans>
      </PageTitle>
      <StatGrid label={t`What the run did`}>
        <Stat label={<Trans>Pairs made</Trans>} value={formatNumber(run.pairs, lang)} icon={Link2} />
        <Stat
          label={<Trans>Left unmatched</Trans>}
          value={formatNumber(run.unmatched, lang)}
          icon={UserRound}
        />
        <Stat
          label={<Trans>Open requests</Trans>}
          value={formatNumber(run.coachRequests + run.coacheeRequests, lang)}
          icon={UsersRound}
          note={
            <Trans>
              {coachCount} as coach, {coacheeCount} as coachee
            </Trans>
          }
        />
        <Stat label={<Trans>Duration</Trans>} value={t`${seconds} s`} icon={Timer} />
      </StatGrid>
      <Card
        title={<Trans>Pairs</Trans>}
        description={<Plural value={run.pairs} _0="No pair was made." one="# pair" other="# pairs" />}
      >
        <PairsTable
          label={t`Pairs the run made`}
          {...data.pairs}
          onPageChange={(page) => setPage('page', page)}
          isLoading={isFetching}
        />
      </Card>
      <Card
        title={<Trans>Left over</Trans>}
        description={
          <Plural value={run.unmatched} _0="No request was left." one="# request" other="# requests" />
        }
      >
        <LeftOversTable
          label={t`Requests the run left`}
          {...data.unmatched}
          onPageChange={(page) => setPage('unmatchedPage', page)}
          isLoading={isFetching}
        />
      </Card>
    </div>
  );
}
