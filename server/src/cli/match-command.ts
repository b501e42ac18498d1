import type { MatchingRunResult, ProgressUpdate, UnmatchedReason } from '@coach/core';
import { isDomainError } from '@coach/core/errors/domain-error';
import { verifyLedger } from '@coach/core/ledger/verify-ledger';
import { previewMatching } from '@coach/core/matching/preview-matching';
import { runMatching } from '@coach/core/matching/run-matching';
import { execute } from '@coach/core/shared/use-case';
import { type Composition, systemContextOf } from '../composition.ts';
import { describeDomainError } from './describe-domain-error.ts';

type Print = (line: string) => void;

/** Where a command writes: results on stdout, progress and errors on stderr. */
export interface Output {
  readonly stdout: Print;
  readonly stderr: Print;
}

export interface MatchOptions {
  readonly dryRun?: boolean | undefined;
  readonly json?: boolean | undefined;
}

/**
 * The `--json` document other tools read: exactly these fields (the issue fixes the shape), and for
 * a run that wrote, the id of its record (`matchingRunId`) to open later.
 */
export function matchJson(result: MatchingRunResult) {
  return {
    pairs: result.pairs.map((pair) => ({
      coachRequestId: pair.coachRequestId,
      coacheeRequestId: pair.coacheeRequestId,
      coachAccountId: pair.coachAccountId,
      coacheeAccountId: pair.coacheeAccountId,
      language: pair.language,
    })),
    unmatched: result.unmatched.map((request) => ({
      requestId: request.requestId,
      side: request.side,
      reason: request.reason,
    })),
    summary: {
      coachRequests: result.summary.coachRequests,
      coacheeRequests: result.summary.coacheeRequests,
      pairs: result.summary.pairs,
      durationMs: result.summary.durationMs,
    },
    ...(result.matchingRunId ? { matchingRunId: result.matchingRunId } : {}),
  };
}

/** Each reason in words for the terminal (the member-facing words live in the front ends). */
const reasonWords: Record<UnmatchedReason, string> = {
  no_partner_in_language: 'no open request on the other side shares a language',
  only_previous_partners: 'the only partners in a shared language were previous partners',
  partners_taken: 'every compatible partner went to a request that waited longer',
  account_inactive: 'not eligible: the account is passive or locked',
  membership_expired: 'not eligible: the membership has expired',
  coach_level_package_required: 'not eligible: a coach-level package is needed',
  proof_of_education_required: 'not eligible: no proof of education',
  proof_pending: 'not eligible: the proof of education is not reviewed yet',
  proof_rejected: 'not eligible: the proof of education was rejected',
  coachee_request_required: 'not eligible: no coachee request ever',
  score_must_be_positive: 'not eligible: the score is not above 0',
  min_score_to_coach: 'not eligible: the score is below minScoreToCoach',
  max_coach_projects_reached: 'not eligible: maxCoachProjects reached',
  max_coachee_projects_reached: 'not eligible: maxCoacheeProjects reached',
};

/** The plan or the run for a person at a terminal: pairs, unmatched requests with reasons, a summary. */
function printReport(result: MatchingRunResult, print: Print) {
  print(result.written ? 'Matching run: the pairs below were written.' : 'Dry run: nothing was written.');
  print('');
  print(`Pairs (${result.pairs.length}):`);
  for (const pair of result.pairs) {
    print(
      `  coach ${pair.coachAccountId} (request ${pair.coachRequestId})  ↔  coachee ${pair.coacheeAccountId} (request ${pair.coacheeRequestId})  in ${pair.language}`,
    );
  }
  print('');
  print(`Unmatched requests (${result.unmatched.length}):`);
  for (const request of result.unmatched) {
    print(
      `  ${request.side.padEnd(7)} request ${request.requestId}: ${request.reason} (${reasonWords[request.reason]})`,
    );
  }
  const { summary } = result;
  print('');
  print(
    `Summary: ${summary.coachRequests} coach and ${summary.coacheeRequests} coachee requests open, ` +
      `${summary.pairs} pairs${result.written ? ' written' : ' planned'}, ${result.unmatched.length} unmatched, ` +
      `in ${Math.round(summary.durationMs)} ms.`,
  );
  if (result.matchingRunId) {
    print('');
    print(
      `Kept as matching run ${result.matchingRunId}: the administration's matching runs page ` +
        `(/admin/matching-runs/${result.matchingRunId}) shows its pairs and left-overs.`,
    );
  }
}

/**
 * Progress lines for stderr, only on a long run: nothing in the first second, then at most one
 * line a second, so a short run stays quiet and a 100k run shows it is moving.
 */
export function progressPrinter(print: Print, now: () => number = Date.now) {
  let last = now();
  return (update: ProgressUpdate) => {
    const at = now();
    if (at - last < 1000) return;
    last = at;
    print(`${update.phase}: ${update.done} of ${update.total}`);
  };
}

/**
 * `match [--dry-run] [--json]`: the matching run of the schedule and of the administrators' button,
 * from the command line. `--dry-run` plans without writing (`previewMatching`); otherwise the run
 * writes in one transaction under the matching lock (4054 when another run holds it). Returns the
 * exit code.
 */
export async function matchCommand(composition: Composition, options: MatchOptions, out: Output) {
  await composition.database.migrate();
  const ctx = { ...systemContextOf(composition), progress: progressPrinter(out.stderr) };
  let result: MatchingRunResult;
  try {
    result = await execute(options.dryRun ? previewMatching : runMatching, ctx, {});
  } catch (error) {
    if (!isDomainError(error)) throw error;
    for (const line of describeDomainError(error)) out.stderr(line);
    return 1;
  }
  if (options.json) out.stdout(JSON.stringify(matchJson(result)));
  else printReport(result, out.stdout);
  return 0;
}

/** `verify-ledger`: every cached balance against the sum of its entries. Exit code 1 on a difference. */
export async function verifyLedgerCommand(composition: Composition, out: Output) {
  await composition.database.migrate();
  const { accounts, mismatches } = await execute(verifyLedger, systemContextOf(composition), {});
  if (mismatches.length === 0) {
    out.stdout(`Ledger verified: the balance of each of ${accounts} accounts equals the sum of its entries.`);
    return 0;
  }
  out.stdout(`Ledger differs for ${mismatches.length} of ${accounts} accounts:`);
  for (const { accountId, score, sum } of mismatches) {
    out.stdout(`  ${accountId}: balance ${score}, sum of entries ${sum} (difference ${score - sum})`);
  }
  return 1;
}
