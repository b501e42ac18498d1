import {
  adminDashboardSchema,
  currentUserSchema,
  loginResultSchema,
  memberDashboardSchema,
  permissionsOf,
  translate,
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

describe('mock API', () => {
  it('answers with the catalogue message of the code, in the language asked for', async () => {
    const english = await fetch('http://localhost:3000/api/auth/userinfo', {
      headers: { 'Accept-Language': 'en' },
    });
    expect(english.status).toBe(401);
    expect(await english.json()).toEqual({
      code: 4001,
      message: translate(4001, 'en'),
      data: null,
    });
    const turkish = await fetch('http://localhost:3000/api/admindashboard', {
      headers: { Authorization: `Bearer ${demoMember.token}` },
    });
    expect(turkish.status).toBe(403);
    expect(await turkish.json()).toEqual({ code: 4033, message: translate(4033, 'tr'), data: null });
  });
});
