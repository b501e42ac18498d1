import { describe, expect, it } from 'vitest';
import type { AccountRoleType } from '../../contracts/account-values.ts';
import { accountRoleTypes } from '../../contracts/account-values.ts';
import { can, type Permission, permissions, permissionsOf } from './permissions.ts';

/** What only members do: the administrator manages these for others but never does them. */
const memberOnly: Permission[] = [
  'projects.own',
  'requests.create',
  'users.list',
  'files.own',
  'packages.buy',
  'settings.own',
];

const granted = (role: AccountRoleType) => new Set(permissionsOf(role));
const isSubset = (smaller: AccountRoleType, larger: AccountRoleType) =>
  [...granted(smaller)].every((permission) => can(larger, permission));

// The rules of docs/product-rules.md §1, stated as rules rather than as a copy of the map.
describe('role → permission map', () => {
  it('lets an administrator do everything in the admin area and nothing of a member', () => {
    const adminPermissions = permissions.filter(
      (permission) =>
        !['area.member', 'dashboard.member'].includes(permission) && !memberOnly.includes(permission),
    );
    for (const permission of adminPermissions)
      expect(can('Administrator', permission), permission).toBe(true);
    for (const permission of memberOnly) expect(can('Administrator', permission), permission).toBe(false);
  });

  it('lets a salesman list, view and create accounts, view packages and orders — nothing else', () => {
    expect([...granted('Salesman')].sort()).toEqual(
      [
        'accounts.create',
        'accounts.read',
        'area.admin',
        'dashboard.admin',
        'orders.read',
        'packages.read',
      ].sort(),
    );
    expect(isSubset('Salesman', 'Administrator')).toBe(true);
  });

  it("keeps the platform's operations (outbox, jobs) to administrators: salesmen do not see them", () => {
    expect(can('Administrator', 'operations.read')).toBe(true);
    for (const role of ['Salesman', 'User', 'Guest'] as const) {
      expect(can(role, 'operations.read'), role).toBe(false);
    }
  });

  it('lets a guest sign in, keep own settings and buy a package, but not request, project or list users', () => {
    expect(isSubset('Guest', 'User')).toBe(true);
    for (const permission of ['requests.create', 'projects.own', 'users.list', 'files.own'] as const) {
      expect(can('Guest', permission), permission).toBe(false);
    }
    for (const permission of ['packages.buy', 'settings.own', 'dashboard.member'] as const) {
      expect(can('Guest', permission), permission).toBe(true);
    }
  });

  it('lets a member work in projects, send requests, list users and keep own files', () => {
    for (const permission of memberOnly) expect(can('User', permission), permission).toBe(true);
    expect(granted('User').has('area.admin')).toBe(false);
  });

  it('gives every role exactly one area, so the front end knows where to send it after sign-in', () => {
    for (const role of accountRoleTypes) {
      const areas = permissionsOf(role).filter((permission) => permission.startsWith('area.'));
      expect(areas, role).toHaveLength(1);
    }
  });

  it('grants every permission to at least one role, so none is unreachable', () => {
    const granted = new Set(accountRoleTypes.flatMap((role) => permissionsOf(role)));
    expect([...granted].sort()).toEqual([...permissions].sort());
  });
});
