import type { AccountRoleType } from '../../contracts/account-values.ts';

/**
 * Every permission the server checks. `area.*` open a part of the front end; the others guard
 * single calls. The server checks them on every call; the UI only hides what would be refused.
 */
export const permissions = [
  'area.admin',
  'area.member',
  'dashboard.admin',
  'dashboard.member',
  'accounts.read',
  'accounts.create',
  'accounts.write',
  'accounts.correctIdentity',
  'accounts.bulk',
  'packages.read',
  'packages.write',
  'orders.read',
  'orders.grant',
  'badges.write',
  'settings.write',
  'files.review',
  'matching.run',
  'projects.readAll',
  'projects.abort',
  'points.adjust',
  'operations.read',
  'operations.run',
  'mail.sendGroup',
  'audit.read',
  'contact.read',
  'coaching.readAny',
  'reports.read',
  'projects.own',
  'requests.create',
  'users.list',
  'files.own',
  'packages.buy',
  'settings.own',
] as const;

export type Permission = (typeof permissions)[number];

/**
 * Role → permissions, as decided in docs/product-rules.md §1 and §2:
 * - Administrator runs the programme: everything in the admin area, including the platform's own
 *   operations (mail outbox, scheduled jobs: `operations.read`).
 *   Only administrators correct a mistyped identity or passport number (ADR 0032), and only they
 *   change many accounts at once (bulk actions, ADR 0052).
 * - Salesman lists and views accounts, views packages and orders, creates accounts for prospects.
 * - User (a member) works in projects, sends requests, sees the users list and manages own data.
 * - Guest signs in, manages own settings and buys a package; no requests, projects or users list.
 *
 * What each of them sees of another person (a salesman's masked identity numbers, a coach's view
 * of a coachee's e-mail) is the table beside this one: personal-data-visibility.ts (ADR 0033).
 */
export const rolePermissions: Readonly<Record<AccountRoleType, readonly Permission[]>> = {
  Administrator: [
    'area.admin',
    'dashboard.admin',
    'accounts.read',
    'accounts.create',
    'accounts.write',
    'accounts.correctIdentity',
    'accounts.bulk',
    'packages.read',
    'packages.write',
    'orders.read',
    'orders.grant',
    'badges.write',
    'settings.write',
    'files.review',
    'matching.run',
    'projects.readAll',
    'projects.abort',
    'points.adjust',
    'operations.read',
    'operations.run',
    'mail.sendGroup',
    'audit.read',
    'contact.read',
    'coaching.readAny',
    'reports.read',
  ],
  Salesman: [
    'area.admin',
    'dashboard.admin',
    'accounts.read',
    'accounts.create',
    'packages.read',
    'orders.read',
  ],
  User: [
    'area.member',
    'dashboard.member',
    'projects.own',
    'requests.create',
    'users.list',
    'files.own',
    'packages.buy',
    'settings.own',
  ],
  Guest: ['area.member', 'dashboard.member', 'packages.buy', 'settings.own'],
};

export function can(role: AccountRoleType, permission: Permission): boolean {
  return rolePermissions[role].includes(permission);
}

export function permissionsOf(role: AccountRoleType): readonly Permission[] {
  return rolePermissions[role];
}
