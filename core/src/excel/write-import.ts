import { normalizeEmail } from '../accounts/domain/account.ts';
import { mailSetPasswordLink } from '../accounts/set-password-link.ts';
import { recordAudit } from '../audit/record-audit.ts';
import type { ImportAccountsResult } from '../contracts/excel.ts';
import type { Language } from '../contracts/language.ts';
import { DomainError, isDomainError } from '../errors/domain-error.ts';
import type { TransactionContext } from '../ports/unit-of-work.ts';
import type { UseCaseContext } from '../shared/context.ts';
import type { AccountColumnField } from './domain/account-columns.ts';
import { translateImportMessage } from './domain/import-messages.ts';
import { phaseProgress } from './domain/progress.ts';
import type { ImportPlan, PlannedAccount } from './plan-import.ts';

/** Who and what an import was, for the audit log and the ledger notes. */
export interface ImportSource {
  readonly fileName: string;
  readonly language: Language;
  /** The header of a column as the file writes it, for a problem found while writing. */
  readonly headerOf: (field: AccountColumnField) => string;
}

/**
 * Writes a checked import in ONE unit of work: every new account, its access, its opening balance
 * as an `opening_balance` ledger entry, its set-password mail in the outbox, and an audit entry
 * each, then one for the whole import. Anything failing rolls all of it back, mail included.
 */
export async function writeImport(
  ctx: UseCaseContext,
  plan: ImportPlan,
  source: ImportSource,
): Promise<ImportAccountsResult> {
  const advance = phaseProgress(ctx, 'writing', plan.newAccounts.length);
  return ctx.unitOfWork.run(async (tx) => {
    let openingBalances = 0;
    let setPasswordMails = 0;
    for (const [index, planned] of plan.newAccounts.entries()) {
      const written = await writeAccount(tx, ctx, planned, source);
      if (written.openingBalance) openingBalances += 1;
      if (written.mailed) setPasswordMails += 1;
      advance(index + 1);
    }
    const result: ImportAccountsResult = {
      total: plan.total,
      created: plan.newAccounts.length,
      skipped: [...plan.skipped],
      openingBalances,
      setPasswordMails,
    };
    await recordAudit(tx, ctx, {
      action: 'accounts.importExcel',
      entityType: 'accountImport',
      entityId: null,
      after: { fileName: source.fileName, ...result, skipped: plan.skipped.length },
    });
    return result;
  });
}

async function writeAccount(
  tx: TransactionContext,
  ctx: UseCaseContext,
  { rowNumber, candidate, place }: PlannedAccount,
  source: ImportSource,
): Promise<{ openingBalance: boolean; mailed: boolean }> {
  const { account: input, status, isLocked, openingBalance } = candidate;
  const now = ctx.clock.now();
  const account = await tx.repositories.accounts
    .insert({
      name: input.name.trim(),
      surname: input.surname.trim(),
      email: normalizeEmail(input.email),
      // No password chosen by someone else: the person sets one from the mailed link.
      passwordHash: null,
      accountRoleType: input.accountRoleType,
      phone: input.phone ?? null,
      identityNumber: input.identityNumber ?? null,
      passportNumber: input.passportNumber ?? null,
      ...place,
      languages: [...new Set(input.languages)],
      language: input.language,
      // The administrator vouches for the addresses of the people they import.
      emailVerifiedAt: now,
      subscriptionEndDate: input.subscriptionEndDate ? new Date(input.subscriptionEndDate) : null,
    })
    .catch((error: unknown) => {
      throw takenMeanwhile(error, rowNumber, source);
    });
  if (status !== 'active' || isLocked)
    await tx.repositories.accounts.setAccess(account.id, { status, isLocked });
  if (openingBalance !== null) {
    await tx.repositories.ledger.append({
      accountId: account.id,
      delta: openingBalance,
      reason: 'opening_balance',
      projectId: null,
      actorAccountId: ctx.actor.kind === 'account' ? ctx.actor.accountId : null,
      note: `Excel: ${source.fileName}, row ${rowNumber}`.slice(0, 500),
      createdAt: ctx.clock.now(),
    });
  }
  // Someone who cannot sign in (passive, locked) gets no link that would lead nowhere.
  const mailed = status === 'active' && !isLocked;
  if (mailed) await mailSetPasswordLink(tx, ctx, account);
  await recordAudit(tx, ctx, {
    action: 'accounts.importExcel',
    entityType: 'account',
    entityId: account.id,
    after: { ...account, status, isLocked, openingBalance, row: rowNumber },
  });
  return { openingBalance: openingBalance !== null, mailed };
}

/**
 * An e-mail address or identity number taken by someone else between the checks and the write
 * (the unique indexes decide): reported on its row like any other problem; everything rolls back.
 */
function takenMeanwhile(error: unknown, rowNumber: number, source: ImportSource): unknown {
  if (!isDomainError(error) || (error.key !== 'emailTaken' && error.key !== 'identityNumberTaken'))
    return error;
  const [field, key] =
    error.key === 'emailTaken'
      ? (['email', 'emailTakenMeanwhile'] as const)
      : (['identityNumber', 'identityNumberTaken'] as const);
  const message = translateImportMessage(key, source.language);
  return new DomainError('importRowsInvalid', {
    errorCount: 1,
    rows: [{ row: rowNumber, column: source.headerOf(field), field, message }],
    truncated: false,
  });
}
