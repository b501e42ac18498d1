import { auditSnapshot } from '../../audit/domain/audit-entry.ts';
import { withdrawLogsNaming } from '../../coaching/publication/withdraw-logs-naming.ts';
import { DomainError } from '../../errors/domain-error.ts';
import type { AnonymisedAccount } from '../../ports/account-repository.ts';
import type { TransactionContext } from '../../ports/unit-of-work.ts';
import { actOnProject } from '../../projects/project-actions.ts';
import type { UseCaseContext } from '../../shared/context.ts';
import { type Account, fullNameOf } from './account.ts';

/** Who asked for the deletion: kept in the audit entry. */
export type ErasureReason = 'deletedByAdministrator' | 'deletedByMember';

/**
 * What an anonymised account is called wherever its partners still see it (project lists, the
 * coaching log, exports, mail). One stored name for both languages, so no view has to know.
 */
export const erasedAccountName = { name: 'Silinmiş üye', surname: '(Deleted member)' } as const;

/** The reason an open project of a deleted account ends with (both partners read it). */
export const accountDeletedAbortReason = 'Hesap silindi (account deleted)';

/**
 * The address an anonymised account keeps: unique (the column is), never deliverable (`.invalid`
 * is reserved, RFC 2606), and telling nothing of the person.
 */
export function erasedEmailOf(accountId: string): string {
  return `deleted-${accountId}@erased.invalid`;
}

/** True for an account that was anonymised (its e-mail address is the erased one). */
export function isErasedAccount(account: Pick<Account, 'id' | 'email'>): boolean {
  return account.email === erasedEmailOf(account.id);
}

/**
 * Locks an account an administrator is about to change, delete or correct. An anonymised account
 * is "not found" (4003) to every such action: editing, reactivating or correcting it would give a
 * deleted person's row a life, or personal data, again.
 */
export async function lockUnerasedAccount(tx: TransactionContext, accountId: string): Promise<Account> {
  const account = await tx.repositories.accounts.findByIdForUpdate(accountId);
  if (!account || isErasedAccount(account)) throw new DomainError('userNotFound');
  return account;
}

/**
 * What an anonymised account's row holds: a neutral name, an undeliverable address, nothing else
 * that names or locates the person, and no way to sign in (passive, locked, no password).
 */
function anonymisedAccountOf(accountId: string): AnonymisedAccount {
  return {
    ...erasedAccountName,
    email: erasedEmailOf(accountId),
    passwordHash: null,
    phone: null,
    identityNumber: null,
    passportNumber: null,
    countryCode: null,
    stateCode: null,
    city: null,
    address: null,
    bio: null,
    profilePhotoPath: null,
    status: 'passive',
    isLocked: true,
    emailVerifiedAt: null,
  };
}

/** The fields of the audit entry that may outlive the person: nothing that names them. */
function impersonalSnapshot(account: Account) {
  return {
    id: account.id,
    accountRoleType: account.accountRoleType,
    status: account.status,
    score: account.score,
    createdAt: account.createdAt,
  };
}

/**
 * Deletes an account without touching any other member's data (ADR 0030). Both the administrator's
 * deletion and a member's own call this, inside their unit of work, with the account locked.
 *
 * - An account with no history (no project, no ledger entry, no order) is removed outright, with
 *   what is only its own (sessions, links, proofs, avatar, requests).
 * - An account with history is anonymised: its open requests are cancelled, its open projects are
 *   aborted by the administrator with the reason "account deleted" (no points move; the partner is
 *   mailed like for any abort), then its personal data is erased everywhere it is stored and the
 *   row stays under a neutral name. Its projects, session log, ledger entries and orders stay, so
 *   the partner's hours, score and coaching log do not change by a single entry.
 *
 * Either way the copies of its personal data in other records go too: the buyer on its orders, its
 * mail in the outbox, and the audit entries about it. The deletion's own audit entry names nothing
 * but the account's id, role and status.
 */
export async function eraseAccount(
  tx: TransactionContext,
  ctx: UseCaseContext,
  account: Account,
  options: { readonly reason: ErasureReason },
): Promise<{ readonly outcome: 'removed' | 'anonymised' }> {
  const { accounts, projectRequests, projects } = tx.repositories;
  const now = ctx.clock.now();
  // The person who deleted: the member themself (signed in or following their mail link), or the
  // administrator.
  const { actor } = ctx;
  const byMember = options.reason === 'deletedByMember';
  const actorAccountId = byMember || actor.kind !== 'account' ? account.id : actor.accountId;
  const hasHistory = await accounts.hasHistory(account.id);

  if (hasHistory) {
    for (const request of await projectRequests.listOfAccount(account.id)) {
      if (request.state === 'open') await projectRequests.cancel(request.id, now);
    }
    for (const project of await projects.listDetailsOfAccount(account.id, { openOnly: true })) {
      await actOnProject(
        tx,
        project.id,
        { kind: 'abortByAdministrator', actorAccountId, reason: accountDeletedAbortReason },
        now,
      );
    }
  }

  // Before the name goes: the coaches' published logs that name the person are found by it.
  if (hasHistory) await withdrawLogsNaming(tx, ctx, account, now);

  // Mail queued to the person (the abort notices above included) is never sent, and every copy of
  // their personal data elsewhere is replaced before the account itself goes or is anonymised.
  const anonymous = anonymisedAccountOf(account.id);
  await accounts.erasePersonalData(account.id, {
    email: account.email,
    replacements: replacementsOf(account, { ...anonymous, fullName: fullNameOf(anonymous) }),
    personalFields,
    anonymous,
    keepAccount: hasHistory,
  });

  // The browsers it signed in from are trusted for an address nobody holds any more (ADR 0036).
  await tx.repositories.trustedDevices.forgetEmail(account.email);

  const outcome = hasHistory ? 'anonymised' : 'removed';
  // A member deleting their own account is labelled by the erased address, not by their own.
  await tx.repositories.auditLog.append({
    actorAccountId: byMember ? account.id : actor.kind === 'account' ? actor.accountId : null,
    actorLabel: byMember
      ? erasedEmailOf(account.id)
      : actor.kind === 'account'
        ? actor.account.email
        : actor.kind,
    action: 'accounts.delete',
    entityType: 'account',
    entityId: account.id,
    before: auditSnapshot(impersonalSnapshot(account)),
    after: { outcome, reason: options.reason },
    // A member's own address is theirs too; an administrator's is the office's record.
    clientAddress: byMember ? null : (ctx.clientAddress ?? null),
    createdAt: now,
  });
  return { outcome };
}

/** The fields of an account that name or locate the person (dropped from audit snapshots). */
export const personalFields = [
  'name',
  'surname',
  'email',
  'phone',
  'identityNumber',
  'passportNumber',
  'countryCode',
  'stateCode',
  'city',
  'address',
  'bio',
  'profilePhotoPath',
] as const satisfies readonly (keyof Account)[];

/**
 * The person's own strings with their stand-ins, replaced wherever a record copied them (an order's
 * buyer, mail data, audit snapshots). Whole values only: a first name alone is not unique enough to
 * be hunted for in other people's records.
 */
function replacementsOf(
  account: Account,
  anonymous: { readonly fullName: string; readonly email: string },
): { from: string; to: string }[] {
  const pairs = [
    { from: fullNameOf(account), to: anonymous.fullName },
    { from: account.email, to: anonymous.email },
    ...[account.phone, account.identityNumber, account.passportNumber, account.address].map((from) => ({
      from,
      to: '',
    })),
  ];
  return pairs.filter((pair): pair is { from: string; to: string } => !!pair.from && pair.from.trim() !== '');
}
