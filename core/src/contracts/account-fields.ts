import { z } from 'zod';
import type { AccountRoleType } from './account-values.ts';
import { requiredOr } from './fields.ts';

/**
 * An optional field of a form: absent stays absent (`undefined`, "not sent"), while null or blank
 * text becomes null ("cleared"), and anything else must pass `schema`. Forms send blank inputs as
 * empty strings; without this a blank phone would be reported as an invalid phone number.
 */
export function clearable<Output>(schema: z.ZodType<Output, string>) {
  return z
    .string({ error: 'invalidType' })
    .nullish()
    .transform((value) =>
      value === undefined ? undefined : value === null || value.trim() === '' ? null : value,
    )
    .pipe(schema.nullable().optional());
}

/**
 * A city or district as the location data spells it (`Kadıköy`); the use cases check it, with the
 * country and state codes (`countryIdSchema`, `stateIdSchema`), against the location directory.
 */
export const cityNameSchema = z
  .string({ error: requiredOr('invalidType') })
  .trim()
  .max(100, { error: 'tooLong' });

/**
 * docs/product-rules.md §3: members are identified by their T.C. identity number or, when they are not
 * Turkish citizens, by a passport number. Staff accounts need neither.
 */
export function lacksIdentityDocument(account: {
  readonly accountRoleType: AccountRoleType;
  readonly identityNumber: string | null;
  readonly passportNumber: string | null;
}): boolean {
  return (
    account.accountRoleType === 'User' && account.identityNumber === null && account.passportNumber === null
  );
}

/** `undefined` (not sent) counts as null: for checks of a complete record such as a new account. */
export const orNull = <T>(value: T | null | undefined): T | null => value ?? null;
