import { describe, expect, it } from 'vitest';
import { accountRoleTypes } from '../../contracts/account-values.ts';
import { can, type Permission, permissions, permissionsOf } from './permissions.ts';

const expected: Record<string, Permission[]> = {
  Administrator: [
    'area.admin',
    'dashboard.admin',
    'accounts.read',
    'accounts.create',
    'accounts.write',
    'packages.read',
    'packages.write',
    'orders.read',
    'badges.write',
    'settings.write',
    'files.review',
    'matching.run',
    'projects.readAll',
    'projects.abort',
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

describe('role → permission map', () => {
  it.each(accountRoleTypes.flatMap((role) => permissions.map((permission) => [role, permission] as const)))(
    '%s / %s is decided explicitly',
    (role, permission) => {
      expect(can(role, permission)).toBe(expected[role]?.includes(permission));
    },
  );

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
