import { describe, expect, it } from 'vitest';
import { pagesOpenTo } from './pages-open-to.ts';

// Who opens which page follows from the pages' calls (pages-open-to.ts) and the roles'
// permissions; these are the outcomes the README's roles and the permission matrix (server/src/permission-matrix.test.ts) expect of them.
describe('pagesOpenTo', () => {
  it('a guest opens the dashboard, the membership renewal and the settings, not the members or projects', () => {
    expect(pagesOpenTo('Guest')).toEqual(['user/dashboard', 'user/membership-renewal', 'user/settings']);
  });

  it('a member opens every member page and no administration page', () => {
    expect(pagesOpenTo('User')).toEqual([
      'user/dashboard',
      'user/projects',
      'user/coaching-log',
      'user/development',
      'user/users',
      'user/profile/:accountId',
      'user/file-operations',
      'user/membership-renewal',
      'user/settings',
    ]);
  });

  it('a salesman opens the dashboard, the accounts, a profile, the orders and the packages, not the settings', () => {
    expect(pagesOpenTo('Salesman')).toEqual([
      'admin/dashboard',
      'admin/account',
      'admin/profile/:accountId',
      'admin/orders',
      'admin/membershippackage',
    ]);
  });

  it('an administrator opens every administration page and no member page', () => {
    const pages = pagesOpenTo('Administrator');
    expect(pages).toHaveLength(19);
    expect(pages.every((page) => page.startsWith('admin/'))).toBe(true);
    expect(pages).toContain('admin/settings');
  });
});
