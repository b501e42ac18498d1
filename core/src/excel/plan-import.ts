import { normalizeEmail } from '../accounts/domain/account.ts';
import type { FieldIssue } from '../contracts/field-issues.ts';
import type { Language } from '../contracts/language.ts';
import { normalizeDocumentNumber } from '../contracts/person-fields.ts';
import { DomainError, isDomainError } from '../errors/domain-error.ts';
import { type PlaceCodes, resolvePlace } from '../location/domain/resolve-place.ts';
import type { UseCaseContext } from '../shared/context.ts';
import type { AccountColumnField } from './domain/account-columns.ts';
import {
  type AccountCandidate,
  type RowCells,
  type RowProblem,
  readAccountRow,
  textOf,
} from './domain/account-row.ts';
import { cellsByField } from './domain/column-layout.ts';
import { phaseProgress } from './domain/progress.ts';
import { RowProblems } from './domain/row-errors.ts';
import type { ImportSheet } from './read-import-file.ts';

/** A row that becomes a new account. */
export interface PlannedAccount {
  readonly rowNumber: number;
  readonly candidate: AccountCandidate;
  /** The place as stored: codes checked, the city spelt as the location data spells it. */
  readonly place: PlaceCodes;
}

/** What the import will do, every row having passed every check. */
export interface ImportPlan {
  readonly total: number;
  readonly newAccounts: readonly PlannedAccount[];
  /** Rows of accounts that already exist (by e-mail): left unchanged. */
  readonly skipped: readonly { readonly row: number; readonly email: string }[];
}

const importProblem = (
  field: AccountColumnField | '',
  key: Extract<RowProblem, { kind: 'import' }>['key'],
  values: Record<string, string | number> = {},
): RowProblem => ({ field, kind: 'import', key, values });

/**
 * The same e-mail address, identity or passport number twice in one file: the later row names the
 * earlier one. Compared as typed (normalised), so a duplicate is found even in a row with other
 * errors.
 */
class DuplicateFinder {
  private readonly emails = new Map<string, number>();
  private readonly identityNumbers = new Map<string, number>();
  private readonly passportNumbers = new Map<string, number>();

  problemsOf(rowNumber: number, cells: RowCells): RowProblem[] {
    const problems: RowProblem[] = [];
    const email = textOf(cells.email);
    const earlierEmail =
      email === null ? undefined : this.seen(this.emails, normalizeEmail(email), rowNumber);
    if (earlierEmail !== undefined) {
      problems.push(importProblem('email', 'duplicateEmailInFile', { row: earlierEmail }));
    }
    const identity = textOf(cells.identityNumber)?.replace(/\s+/g, '') ?? null;
    const earlierIdentity =
      identity === null ? undefined : this.seen(this.identityNumbers, identity, rowNumber);
    if (earlierIdentity !== undefined) {
      problems.push(
        importProblem('identityNumber', 'duplicateIdentityNumberInFile', { row: earlierIdentity }),
      );
    }
    const passport = normalizeDocumentNumber(textOf(cells.passportNumber));
    const earlierPassport =
      passport === null ? undefined : this.seen(this.passportNumbers, passport, rowNumber);
    if (earlierPassport !== undefined) {
      problems.push(
        importProblem('passportNumber', 'duplicatePassportNumberInFile', { row: earlierPassport }),
      );
    }
    return problems;
  }

  /** The row that had `key` first, or undefined (and `rowNumber` has it now). */
  private seen(rows: Map<string, number>, key: string, rowNumber: number): number | undefined {
    const earlier = rows.get(key);
    if (earlier === undefined) rows.set(key, rowNumber);
    return earlier;
  }
}

/** The place of a valid row checked against the location data, or the field it fails on. */
async function placeOf(
  ctx: UseCaseContext,
  candidate: AccountCandidate,
): Promise<{ place: PlaceCodes } | { problem: RowProblem }> {
  const { countryCode = null, stateCode = null, city = null } = candidate.account;
  try {
    return { place: await resolvePlace(ctx.locations, { countryCode, stateCode, city }) };
  } catch (error) {
    if (!isDomainError(error) || error.key !== 'validationFailed') throw error;
    const fields = (error.data?.fields ?? {}) as Record<string, FieldIssue>;
    const [field = 'countryCode', issue = { key: 'locationInvalid', params: {} }] =
      Object.entries(fields)[0] ?? [];
    return { problem: { field: field as AccountColumnField, kind: 'field', issue } };
  }
}

/** The values of the valid rows, looked up in a few statements rather than three reads a row. */
async function takenValues(ctx: UseCaseContext, candidates: readonly AccountCandidate[]) {
  const taken = await ctx.repositories.accounts.findTaken({
    emails: candidates.map((candidate) => normalizeEmail(candidate.account.email)),
    identityNumbers: candidates.flatMap((candidate) => candidate.account.identityNumber ?? []),
    passportNumbers: candidates.flatMap((candidate) => candidate.account.passportNumber ?? []),
  });
  return {
    emails: new Set(taken.emails),
    identityNumbers: new Set(taken.identityNumbers),
    passportNumbers: new Set(taken.passportNumbers),
  };
}

/**
 * Checks every row of an import before anything is written: each row with the account form's
 * schema, the rows against each other (duplicates), and against the database (identity and
 * passport numbers in use, places). A row whose e-mail already has an account is skipped, not refused: importing
 * an exported file again must neither fail nor duplicate anyone (ADR 0017). Throws 4045 with
 * every problem of every row when there is any; otherwise answers the plan. The rows are read
 * first; the database is then asked about all their values at once (ADR 0042).
 */
export async function planImport(
  ctx: UseCaseContext,
  sheet: ImportSheet,
  language: Language,
): Promise<ImportPlan> {
  const problems = new RowProblems();
  const duplicates = new DuplicateFinder();
  const newAccounts: PlannedAccount[] = [];
  const skipped: { row: number; email: string }[] = [];
  const advance = phaseProgress(ctx, 'validating', sheet.rows.length);

  // Each row on its own and against the others: no database yet.
  const valid: { rowNumber: number; candidate: AccountCandidate }[] = [];
  for (const { rowNumber, cells } of sheet.rows) {
    const byField = cellsByField(sheet.layout, cells);
    problems.add(rowNumber, ...duplicates.problemsOf(rowNumber, byField));
    const reading = readAccountRow(byField, language);
    if (reading.ok) valid.push({ rowNumber, candidate: reading.candidate });
    else problems.add(rowNumber, ...reading.problems);
  }
  const taken = await takenValues(
    ctx,
    valid.map(({ candidate }) => candidate),
  );

  let checked = sheet.rows.length - valid.length;
  advance(checked);
  for (const { rowNumber, candidate } of valid) {
    const email = normalizeEmail(candidate.account.email);
    if (taken.emails.has(email)) {
      if (candidate.openingBalance !== null) {
        problems.add(rowNumber, importProblem('openingBalance', 'openingBalanceForExisting'));
      }
      skipped.push({ row: rowNumber, email });
    } else {
      const rowProblems: RowProblem[] = [];
      if (candidate.scoreGiven) rowProblems.push(importProblem('score', 'scoreNotImported'));
      const { identityNumber, passportNumber } = candidate.account;
      if (identityNumber && taken.identityNumbers.has(identityNumber)) {
        rowProblems.push(importProblem('identityNumber', 'identityNumberTaken'));
      }
      if (passportNumber && taken.passportNumbers.has(passportNumber)) {
        rowProblems.push(importProblem('passportNumber', 'passportNumberTaken'));
      }
      const place = await placeOf(ctx, candidate);
      if ('problem' in place) rowProblems.push(place.problem);
      problems.add(rowNumber, ...rowProblems);
      if (rowProblems.length === 0 && 'place' in place)
        newAccounts.push({ rowNumber, candidate, place: place.place });
    }
    checked += 1;
    advance(checked);
  }

  if (problems.rowCount > 0) {
    const { rows, truncated } = problems.describe(sheet.layout, language);
    throw new DomainError('importRowsInvalid', { errorCount: problems.rowCount, rows, truncated });
  }
  return { total: sheet.rows.length, newAccounts, skipped };
}
