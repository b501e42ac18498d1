import type { Language } from '../contracts/language.ts';
import type { ProjectRole } from '../contracts/projects.ts';
import { DomainError } from '../errors/domain-error.ts';
import { assertSignedIn } from '../shared/authorization.ts';
import type { UseCaseContext } from '../shared/context.ts';
import { requestRefusal } from './domain/eligibility.ts';
import type { ProjectRequest } from './domain/project.ts';

/**
 * Sends a request on one side, for the signed-in member, after the rules of docs/product-rules.md
 * §6 (checked on facts read in the unit of work, under the member's row lock, so two
 * requests sent at once are judged one after the other). The partial unique index is the last word
 * on "no open request already".
 */
export async function sendProjectRequest(
  ctx: UseCaseContext,
  role: ProjectRole,
  languages: readonly Language[],
): Promise<ProjectRequest> {
  const { accountId } = assertSignedIn(ctx.actor);
  const now = ctx.clock.now();
  return ctx.unitOfWork.run(async ({ repositories }) => {
    const account = await repositories.accounts.findByIdForUpdate(accountId);
    if (!account) throw new DomainError('recordNotFound');
    // The request's languages come from the member's own (docs/product-rules.md §6): the form offers only those.
    if (languages.some((language) => !account.languages.includes(language))) {
      throw new DomainError('validationFailed', {
        fields: { languages: { key: 'invalidChoice', params: {} } },
      });
    }
    const facts = (await repositories.projectRequests.eligibilityOf([accountId], now)).get(accountId);
    if (!facts) throw new DomainError('recordNotFound');
    const settings = await repositories.settings.get();
    const refusal = requestRefusal(role, facts, settings, now);
    if (refusal) throw new DomainError(refusal.key, refusal.data ? { ...refusal.data } : undefined);
    const request = await repositories.projectRequests.insert({
      accountId,
      role,
      languages: [...new Set(languages)],
      createdAt: now,
    });
    if (!request)
      throw new DomainError(role === 'coach' ? 'openCoachRequestExists' : 'openCoacheeRequestExists');
    return request;
  });
}
