import {
  adminDashboardSchema,
  currentUserSchema,
  loginResultSchema,
  memberDashboardSchema,
  permissionsOf,
} from '@coach/core/contracts';
import { describe, expect, it } from 'vitest';
import {
  adminDashboard,
  demoAccounts,
  demoAdmin,
  demoMember,
  loginResultOf,
  memberDashboard,
} from './fixtures.ts';

// The types catch a missing or extra field; the schemas also catch a value of the right type in the
// wrong shape (a date that is not ISO 8601, a negative count the server would never send).
describe('mock fixtures', () => {
  it('pass the server output schemas unchanged', () => {
    for (const account of demoAccounts) {
      expect(currentUserSchema.strict().parse(account.user)).toEqual(account.user);
      expect(loginResultSchema.strict().parse(loginResultOf(account))).toEqual(loginResultOf(account));
    }
    expect(memberDashboardSchema.strict().parse(memberDashboard)).toEqual(memberDashboard);
    expect(adminDashboardSchema.strict().parse(adminDashboard)).toEqual(adminDashboard);
  });

  it('give each demo user exactly the permissions of its role', () => {
    expect(demoMember.user.permissions).toEqual(permissionsOf('User'));
    expect(demoAdmin.user.permissions).toEqual(permissionsOf('Administrator'));
  });
});
