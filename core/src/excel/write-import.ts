import { normalizeEmail } from '../accounts/domain/account.ts';
import { mailSetPasswordLinks } from '../accounts/set-password-link.ts';
import { recordAudit, recordAudits } from '../audit/record-audit.ts';
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

/** How many accounts each step of the writing takes at a time: progress after each chunk. */
const writeChunk = 500;

/**
 * Writes a checked import in ONE unit of work: every new account (with its access), its opening
 * balance as an `opening_balance` ledger entry, its set-password mail in the outbox, and an audit
 * entry each, then one for the whole import. Set-based: each of these is a few multi-row
 * statements per chunk of accounts, not one statement per row (5,000 rows: 58 s before, ADR 0042).
 * Anything failing rolls all of it back, mail included.
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
    for (let start = 0; start < plan.newAccounts.length; start += writeChunk) {
      const chunk = plan.newAccounts.slice(start, start + writeChunk);
      const written = await writeAccounts(tx, ctx, chunk, source);
      openingBalances += written.openingBalances;
      setPasswordMails += written.mailed;
      advance(start + chunk.length);
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

async function writeAccounts(
  tx: TransactionContext,
  ctx: UseCaseContext,
  chunk: readonly PlannedAccount[],
  source: ImportSource,
): Promise<{ openingBalances: number; mailed: number }> {
  const now = ctx.clock.now();
  const accounts = await tx.repositories.accounts
    .insertMany(
      chunk.map(({ candidate: { account: input, status, isLocked }, place }) => ({
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
        status,
        isLocked,
      })),
    )
    .catch((error: unknown) => {
      throw takenMeanwhile(error, chunk, source);
    });
  const actorAccountId = ctx.actor.kind === 'account' ? ctx.actor.accountId : null;
  const balances = chunk.flatMap(({ rowNumber, candidate: { openingBalance } }, index) => {
    const account = accounts[index];
    if (openingBalance === null || !account) return [];
    return [
      {
        accountId: account.id,
        delta: openingBalance,
        reason: 'opening_balance' as const,
        projectId: null,
        actorAccountId,
        note: `Excel: ${source.fileName}, row ${rowNumber}`.slice(0, 500),
        createdAt: now,
      },
    ];
  });
  await tx.repositories.ledger.appendMany(balances);
  // Someone who cannot sign in (passive, locked) gets no link that would lead nowhere.
  const mailed = accounts.filter(({ status, isLocked }) => status === 'active' && !isLocked);
  await mailSetPasswordLinks(tx, ctx, mailed);
  await recordAudits(
    tx,
    ctx,
    chunk.map(({ rowNumber, candidate: { status, isLocked, openingBalance } }, index) => ({
      action: 'accounts.importExcel',
      entityType: 'account',
      entityId: accounts[index]?.id ?? null,
      after: { ...accounts[index], status, isLocked, openingBalance, row: rowNumber },
    })),
  );
  return { openingBalances: balances.length, mailed: mailed.length };
}

/** The field and the row message of each unique value the insert may find taken. */
const takenFields = {
  emailTaken: ['email', 'emailTakenMeanwhile'],
  identityNumberTaken: ['identityNumber', 'identityNumberTaken'],
  passportTaken: ['passportNumber', 'passportNumberTaken'],
} as const;

/**
 * An e-mail address, identity or passport number taken by someone else between the checks and the
 * write (the unique indexes decide): reported on its row like any other problem; everything rolls
 * back.
 */
function takenMeanwhile(error: unknown, chunk: readonly PlannedAccount[], source: ImportSource): unknown {
  if (!isDomainError(error) || !Object.hasOwn(takenFields, error.key)) return error;
  const [field, key] = takenFields[error.key as keyof typeof takenFields];
  const index = typeof error.data?.index === 'number' ? error.data.index : -1;
  const message = translateImportMessage(key, source.language);
  const row = chunk[index]?.rowNumber ?? chunk[0]?.rowNumber ?? 0;
  return new DomainError('importRowsInvalid', {
    errorCount: 1,
    rows: [{ row, column: source.headerOf(field), field, message }],
    truncated: false,
  });
}
