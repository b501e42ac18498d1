import { z } from 'zod';
import { accountStatusSchema } from '../../contracts/account-value-schemas.ts';
import type { AccountStatus } from '../../contracts/account-values.ts';
import { type CreateAccountInput, createAccountInputSchema } from '../../contracts/accounts.ts';
import { classifyIssue, type FieldIssue } from '../../contracts/field-issues.ts';
import type { Language } from '../../contracts/language.ts';
import type { SheetCell } from '../../ports/spreadsheet.ts';
import type { AccountColumnField } from './account-columns.ts';
import { languageLabels, roleLabels, statusLabels, valueOfLabel, yesNoLabels } from './account-labels.ts';
import { unescapeFormula } from './formula-escape.ts';
import type { ImportMessageKey } from './import-messages.ts';
import { fromSheetDate, parseSheetDateText } from './sheet-dates.ts';

/** The points an import may give as an opening balance, either way. */
export const openingBalanceLimit = 10_000;

/** One problem of a row, before it is put into words: a field's validation key or an import key. */
export type RowProblem =
  | { readonly field: AccountColumnField | ''; readonly kind: 'field'; readonly issue: FieldIssue }
  | {
      readonly field: AccountColumnField | '';
      readonly kind: 'import';
      readonly key: ImportMessageKey;
      readonly values: Record<string, string | number>;
    };

/** A row that passed every check of its own: the account to create and what comes with it. */
export interface AccountCandidate {
  readonly account: z.output<typeof createAccountInputSchema>;
  readonly status: AccountStatus;
  readonly isLocked: boolean;
  readonly openingBalance: number | null;
  /** The read-only score column has a value (refused for new accounts, see `scoreNotImported`). */
  readonly scoreGiven: boolean;
}

export type RowReading =
  | { readonly ok: true; readonly candidate: AccountCandidate }
  | { readonly ok: false; readonly problems: readonly RowProblem[] };

/** The row's cells by field; a field whose column is not in the file is absent. */
export type RowCells = Partial<Record<AccountColumnField, SheetCell>>;

const extrasSchema = z.object({
  status: accountStatusSchema,
  isLocked: z.boolean({ error: 'invalidChoice' }),
  openingBalance: z
    .int({ error: 'invalidValue' })
    .min(-openingBalanceLimit, { error: 'tooSmall' })
    .max(openingBalanceLimit, { error: 'tooBig' })
    .nullable(),
});

/** A cell as text: trimmed, the export's formula escape undone, blank as null. */
export function textOf(cell: SheetCell | undefined): string | null {
  if (cell === null || cell === undefined) return null;
  if (typeof cell === 'string') {
    const text = unescapeFormula(cell.trim()).trim();
    return text === '' ? null : text;
  }
  // Long digit strings typed into Excel (identity and phone numbers) arrive as numbers.
  if (typeof cell === 'number') return Number.isInteger(cell) ? cell.toFixed(0) : String(cell);
  if (typeof cell === 'boolean') return cell ? 'true' : 'false';
  return cell.value.toISOString().slice(0, 10);
}

/** A coded value from its label; an unknown word stays as it is, for the schema to refuse. */
function choiceOf<Value extends string>(
  labels: Parameters<typeof valueOfLabel<Value>>[0],
  cell: SheetCell | undefined,
  blank: Value,
): Value | string {
  const text = textOf(cell);
  return text === null ? blank : (valueOfLabel(labels, text) ?? text);
}

function yesNoOf(cell: SheetCell | undefined): boolean | string {
  if (typeof cell === 'boolean') return cell;
  if (cell === 0 || cell === 1) return cell === 1;
  const text = textOf(cell);
  if (text === null) return false;
  if (/^(true|doğru)$/i.test(text)) return true;
  if (/^(false|yanlış)$/i.test(text)) return false;
  const value = valueOfLabel(yesNoLabels, text);
  return value === null ? text : value === 'yes';
}

function languagesOf(cell: SheetCell | undefined): string[] {
  const text = textOf(cell);
  if (text === null) return [];
  const languages = text
    .split(/[,;/]+/)
    .map((part) => part.trim())
    .filter((part) => part !== '')
    .map((part) => valueOfLabel(languageLabels, part) ?? part);
  return [...new Set(languages)];
}

type DateReading = { readonly iso: string | null } | { readonly invalid: true };

function dateOf(cell: SheetCell | undefined): DateReading {
  if (cell !== null && typeof cell === 'object') return { iso: fromSheetDate(cell).toISOString() };
  const text = textOf(cell);
  if (text === null) return { iso: null };
  const parsed = parseSheetDateText(text);
  return parsed ? { iso: fromSheetDate(parsed).toISOString() } : { invalid: true };
}

/** Whole numbers only; anything else is handed on as it is, for the schema to refuse. */
function integerOf(cell: SheetCell | undefined): unknown {
  if (typeof cell === 'number') return cell;
  const text = textOf(cell);
  if (text === null) return null;
  return /^[+-]?\d{1,9}$/.test(text) ? Number(text) : text;
}

function problemsOf(error: z.ZodError): RowProblem[] {
  const problems: RowProblem[] = [];
  const seen = new Set<string>();
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? '') as AccountColumnField | '';
    const classified = classifyIssue(issue);
    // One message per field; and "identity or passport" once per row, not on both columns.
    const key = classified.key === 'identityOrPassportRequired' ? 'identityOrPassport' : field;
    if (seen.has(key)) continue;
    seen.add(key);
    problems.push({ field, kind: 'field', issue: classified });
  }
  return problems;
}

/**
 * Reads one row of an import with the schema of the account form (`createAccountInputSchema`):
 * the same names, e-mail, phone, identity and passport rules, languages and place codes. Values
 * a spreadsheet writes differently (labels in either language, yes/no, dates, numbers typed into
 * text columns) are first turned into what the form sends. `defaultLanguage` is the mail language
 * of a row without one.
 */
export function readAccountRow(cells: RowCells, defaultLanguage: Language): RowReading {
  const subscription = dateOf(cells.subscriptionEndDate);
  const input: Record<keyof CreateAccountInput, unknown> = {
    name: textOf(cells.name) ?? '',
    surname: textOf(cells.surname) ?? '',
    email: textOf(cells.email) ?? '',
    password: undefined,
    accountRoleType: choiceOf(roleLabels, cells.accountRoleType, 'User'),
    phone: textOf(cells.phone),
    identityNumber: textOf(cells.identityNumber),
    passportNumber: textOf(cells.passportNumber),
    countryCode: textOf(cells.countryCode),
    stateCode: textOf(cells.stateCode),
    city: textOf(cells.city),
    languages: languagesOf(cells.languages),
    language: choiceOf(languageLabels, cells.language, defaultLanguage),
    // The administrator vouches for the addresses of the people they import.
    emailVerified: true,
    subscriptionEndDate: 'iso' in subscription ? subscription.iso : null,
  };
  const account = createAccountInputSchema.safeParse(input);
  const extras = extrasSchema.safeParse({
    status: choiceOf(statusLabels, cells.status, 'active'),
    isLocked: yesNoOf(cells.isLocked),
    openingBalance: integerOf(cells.openingBalance),
  });
  const problems = [
    ...(account.success ? [] : problemsOf(account.error)),
    ...(extras.success ? [] : problemsOf(extras.error)),
  ];
  if ('invalid' in subscription) {
    problems.push({ field: 'subscriptionEndDate', kind: 'field', issue: { key: 'dateInvalid', params: {} } });
  }
  if (!account.success || !extras.success || problems.length > 0) return { ok: false, problems };
  return {
    ok: true,
    candidate: {
      account: account.data,
      status: extras.data.status,
      isLocked: extras.data.isLocked,
      openingBalance: extras.data.openingBalance === 0 ? null : extras.data.openingBalance,
      scoreGiven: textOf(cells.score) !== null,
    },
  };
}
