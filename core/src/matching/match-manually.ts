import { recordAudit } from '../audit/record-audit.ts';
import type { Language } from '../contracts/language.ts';
import { ineligibilityMessages } from '../contracts/project-values.ts';
import { manualMatchingInputSchema, projectViewSchema } from '../contracts/projects.ts';
import { catalogue } from '../errors/catalogue.ts';
import { DomainError } from '../errors/domain-error.ts';
import { translate } from '../errors/translate.ts';
import type { TransactionContext } from '../ports/unit-of-work.ts';
import { ineligibilityAtMatching } from '../projects/domain/eligibility.ts';
import type { ProjectRequest } from '../projects/domain/project.ts';
import { projectView } from '../projects/project-view.ts';
import { assertSignedIn } from '../shared/authorization.ts';
import { defineUseCase } from '../shared/use-case.ts';
import { writePairs } from './write-pairs.ts';

/**
 * Locks the two requests in the order a matching run locks open requests (oldest first, then id),
 * so that an administrator pairing by hand and a run never wait on each other in a circle.
 */
async function lockRequests(tx: TransactionContext, ids: readonly string[]) {
  const { projectRequests } = tx.repositories;
  const seen = (await Promise.all(ids.map((id) => projectRequests.findById(id)))).filter(
    (request): request is ProjectRequest => request !== null,
  );
  seen.sort(
    (a, b) => a.createdAt.getTime() - b.createdAt.getTime() || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0),
  );
  const locked = new Map<string, ProjectRequest>();
  for (const { id } of seen) {
    const request = await projectRequests.findByIdForUpdate(id);
    if (request) locked.set(id, request);
  }
  return locked;
}

/**
 * The lock of two people being paired by hand, whoever coaches. Two administrators pairing A with
 * B and B with A at once lock different requests, so neither would see the other's project; the
 * second to ask for this lock is refused like a pair that already shares an open project (a run
 * needs none: it holds every open request locked, so a manual match waits for it or it for one).
 */
function pairLockName(first: string, second: string): string {
  return first < second ? `matching.pair:${first}:${second}` : `matching.pair:${second}:${first}`;
}

/** The pair's working language: Turkish whenever both accept it (the platform's default). */
function sharedLanguageOf(coach: ProjectRequest, coachee: ProjectRequest): Language | null {
  const shared = coach.languages.filter((language) => coachee.languages.includes(language));
  return shared.includes('tr') ? 'tr' : (shared[0] ?? null);
}

/**
 * An administrator pairs one coach request with one coachee request. The rules of a run are
 * checked under both requests' row locks, in this order: both open (4052), two different people
 * (4055), a shared language (4056), both members still eligible (4059, naming the rule), no open
 * project between the two already, in either role (4095, no override: ADR 0035), and not the
 * partners of either one's most recent projects (4057) unless the administrator states a reason
 * to override that rule, which is kept with the project and in the audit log. Then it is written
 * like a run's pair: the project, both requests matched, mails to both.
 */
export const matchManually = defineUseCase({
  name: 'matching.matchManually',
  summary: 'Pair one coach request with one coachee request by hand, with the rules of a run checked',
  access: 'matching.run',
  input: manualMatchingInputSchema,
  output: projectViewSchema,
  errors: [
    'recordNotFound',
    'requestNotOpen',
    'matchSamePerson',
    'matchNoSharedLanguage',
    'matchIneligible',
    'pairAlreadyInOpenProject',
    'matchConsecutivePartners',
  ],
  success: 'recordAdded',
  async run({ ctx, input }) {
    const admin = assertSignedIn(ctx.actor);
    const now = ctx.clock.now();
    const details = await ctx.unitOfWork.run(async (tx) => {
      const { projectRequests, projects, settings: settingsRepository } = tx.repositories;
      const locked = await lockRequests(tx, [input.coachRequestId, input.coacheeRequestId]);
      const coach = locked.get(input.coachRequestId);
      const coachee = locked.get(input.coacheeRequestId);
      if (coach?.role !== 'coach' || coachee?.role !== 'coachee') throw new DomainError('recordNotFound');
      for (const request of [coach, coachee]) {
        if (request.state !== 'open') {
          throw new DomainError('requestNotOpen', { requestId: request.id, state: request.state });
        }
      }
      if (coach.accountId === coachee.accountId) throw new DomainError('matchSamePerson');
      const language = sharedLanguageOf(coach, coachee);
      if (!language) throw new DomainError('matchNoSharedLanguage');

      // Taken before their projects are read, so a pairing of the two that commits first is seen.
      const pairFree = await tx.repositories.locks.tryLock(pairLockName(coach.accountId, coachee.accountId));
      const [facts, mostRecent, open, settings] = await Promise.all([
        projectRequests.eligibilityOf([coach.accountId, coachee.accountId], now),
        projects.mostRecentPartners([coach.accountId, coachee.accountId]),
        projects.openPartners([coach.accountId]),
        settingsRepository.get(),
      ]);
      for (const request of [coach, coachee]) {
        const reason = ineligibilityAtMatching(request.role, facts.get(request.accountId), settings, now);
        if (!reason) continue;
        const ruleKey = ineligibilityMessages[reason as keyof typeof ineligibilityMessages];
        throw new DomainError('matchIneligible', {
          requestId: request.id,
          side: request.role,
          reason,
          // The rule in words for the message's {rule}, in the administrator's language.
          rule: ruleKey ? translate(catalogue[ruleKey].code, admin.account.language) : reason,
        });
      }
      if (!pairFree || open.get(coach.accountId)?.includes(coachee.accountId)) {
        throw new DomainError('pairAlreadyInOpenProject');
      }
      const consecutive =
        mostRecent.get(coach.accountId)?.includes(coachee.accountId) ||
        mostRecent.get(coachee.accountId)?.includes(coach.accountId) ||
        false;
      if (consecutive && !input.overrideReason) throw new DomainError('matchConsecutivePartners');

      const overrideReason = consecutive ? (input.overrideReason ?? null) : null;
      const [project] = await writePairs(
        tx,
        [
          {
            coachRequestId: coach.id,
            coacheeRequestId: coachee.id,
            coachAccountId: coach.accountId,
            coacheeAccountId: coachee.accountId,
            language,
          },
        ],
        { now, settings, matchedByAccountId: admin.accountId, overrideReason },
      );
      if (!project) throw new Error('the manual match wrote no project');
      await recordAudit(tx, ctx, {
        action: 'matching.matchManually',
        entityType: 'project',
        entityId: project.id,
        after: {
          coachRequestId: coach.id,
          coacheeRequestId: coachee.id,
          coachAccountId: coach.accountId,
          coacheeAccountId: coachee.accountId,
          language,
          overrideReason,
        },
      });
      return project;
    });
    return projectView(details, ctx.clock.now());
  },
});
