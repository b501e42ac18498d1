import { describe, expect, it } from 'vitest';
import { mayOpenPath } from './page-access.ts';

describe('pages', () => {
  // As the server answers a guest and a salesman (core's pagesOpenTo).
  const guest = { pages: ['user/dashboard', 'user/membership-renewal', 'user/settings'] };
  const salesmanPages = { pages: ['admin/dashboard', 'admin/account', 'admin/profile/:accountId'] };

  it('refuses a member or administration page the server does not give, in either language', () => {
    expect(mayOpenPath(guest, '/user/users')).toBe(false);
    expect(mayOpenPath(guest, '/en/user/users/')).toBe(false);
    expect(mayOpenPath(salesmanPages, '/admin/settings')).toBe(false);
  });

  it('opens the pages it gives, with their parameters, and an area’s root as its dashboard', () => {
    expect(mayOpenPath(guest, '/en/user/settings')).toBe(true);
    expect(mayOpenPath(guest, '/user')).toBe(true);
    expect(mayOpenPath(salesmanPages, '/admin/profile/3f4a')).toBe(true);
  });

  it('leaves public pages and unknown addresses to others', () => {
    expect(mayOpenPath(guest, '/faq')).toBe(true);
    expect(mayOpenPath(guest, '/user/no-such-page')).toBe(true);
  });
});
