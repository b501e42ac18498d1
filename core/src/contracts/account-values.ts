// Plain values only: a page that lists or sorts accounts, or names a theme, evaluates no zod for
// them (issue 30). Their schemas are in account-value-schemas.ts.

/** The roles an account can have; `accountRoleType` in the API. */
export const accountRoleTypes = ['Administrator', 'Salesman', 'Guest', 'User'] as const;
export type AccountRoleType = (typeof accountRoleTypes)[number];

export const accountStatuses = ['active', 'passive'] as const;
export type AccountStatus = (typeof accountStatuses)[number];

/**
 * What the accounts list sorts by. Here, with the other plain values, so that the administrators'
 * accounts page reads them without evaluating the account schemas (zod, the phone number's
 * libphonenumber metadata) before its first render (issue 30).
 */
export const accountSortKeys = [
  'name',
  'surname',
  'email',
  'createdAt',
  'lastLoginAt',
  'score',
  'role',
  'status',
] as const;
export type AccountSortKey = (typeof accountSortKeys)[number];

/** Colour sets of the interface; theme1 is the default. */
export const themePacks = ['theme1', 'theme2', 'theme3', 'theme4', 'theme5'] as const;
export type ThemePack = (typeof themePacks)[number];

/** Light or dark, or whatever the device prefers. */
export const themeModes = ['light', 'dark', 'system'] as const;
export type ThemeMode = (typeof themeModes)[number];
