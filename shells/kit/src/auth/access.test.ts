import { describe, expect, it } from 'vitest';
import {
  afterSignInPath,
  areaOfPath,
  decideAccess,
  homeAreaOf,
  isDashboardPath,
  safeReturnTo,
} from './access.ts';

const member = { permissions: ['area.member', 'dashboard.member'] };
const admin = { permissions: ['area.admin', 'dashboard.admin'] };
const salesman = { permissions: ['area.admin', 'accounts.read'] };

describe('areas', () => {
  it('knows the area of a path in either language', () => {
    expect(areaOfPath('/')).toBe('public');
    expect(areaOfPath('/login')).toBe('public');
    expect(areaOfPath('/user/dashboard')).toBe('member');
    expect(areaOfPath('/en/user')).toBe('member');
    expect(areaOfPath('/en/admin/dashboard')).toBe('admin');
    expect(areaOfPath('/users')).toBe('public');
  });
});

describe('home areas and dashboards', () => {
  it('places holders of area.admin in the admin area, everybody else in the member area', () => {
    expect(homeAreaOf(member)).toBe('member');
    expect(homeAreaOf(admin)).toBe('admin');
    expect(homeAreaOf(salesman)).toBe('admin');
  });

  it("knows an area's dashboard, and its root that leads there, in either language", () => {
    for (const path of [
      '/user/dashboard',
      '/en/user/dashboard',
      '/user',
      '/en/admin/',
      '/admin/dashboard/',
    ]) {
      expect(isDashboardPath(path), path).toBe(true);
    }
    for (const path of ['/user/projects', '/admin/dashboards', '/dashboard', '/', '/en']) {
      expect(isDashboardPath(path), path).toBe(false);
    }
  });
});

describe('decideAccess', () => {
  it('lets everyone see public pages', () => {
    expect(decideAccess(null, '/')).toEqual({ allow: true });
    expect(decideAccess(member, '/en/faq')).toEqual({ allow: true });
  });

  it('sends a signed-out visitor to the login page of the same language, remembering the page', () => {
    expect(decideAccess(null, '/user/dashboard')).toEqual({
      allow: false,
      redirectTo: '/login?returnTo=%2Fuser%2Fdashboard',
    });
    expect(decideAccess(null, '/en/admin/dashboard', '?tab=2')).toEqual({
      allow: false,
      redirectTo: '/en/login?returnTo=%2Fadmin%2Fdashboard%3Ftab%3D2',
    });
  });

  it('keeps members out of the admin area and administrators out of the member area', () => {
    expect(decideAccess(member, '/admin/dashboard')).toEqual({ allow: false, redirectTo: '/login' });
    expect(decideAccess(admin, '/en/user/dashboard')).toEqual({ allow: false, redirectTo: '/en/login' });
  });

  it('opens each area to the holders of its permission', () => {
    expect(decideAccess(member, '/user/dashboard')).toEqual({ allow: true });
    expect(decideAccess(admin, '/admin/dashboard')).toEqual({ allow: true });
    expect(decideAccess(salesman, '/en/admin/dashboard')).toEqual({ allow: true });
  });
});

describe('after sign-in', () => {
  it('goes to the dashboard of the area the user holds', () => {
    expect(afterSignInPath(member, 'tr', null)).toBe('/user/dashboard');
    expect(afterSignInPath(admin, 'en', null)).toBe('/en/admin/dashboard');
  });

  it('returns to the remembered page, in the language of the login page', () => {
    expect(afterSignInPath(member, 'en', '/user/dashboard')).toBe('/en/user/dashboard');
    expect(afterSignInPath(member, 'tr', '/en/user/dashboard?x=1')).toBe('/user/dashboard?x=1');
  });

  it('ignores return addresses that leave the site or the user’s areas', () => {
    expect(safeReturnTo('https://evil.example/', member)).toBeNull();
    expect(safeReturnTo('//evil.example/', member)).toBeNull();
    expect(safeReturnTo('/\\evil.example', member)).toBeNull();
    expect(safeReturnTo('/login', member)).toBeNull();
    expect(afterSignInPath(member, 'tr', '/admin/dashboard')).toBe('/user/dashboard');
  });

  it('ignores addresses that leave the site only once the language prefix is stripped', () => {
    expect(safeReturnTo('/en//evil.example', member)).toBeNull();
    expect(safeReturnTo('/en//evil.example/user', member)).toBeNull();
    expect(safeReturnTo('/en/\\evil.example', member)).toBeNull();
    expect(safeReturnTo('/en\\\\evil.example', member)).toBeNull();
    expect(afterSignInPath(member, 'en', '/en//evil.example')).toBe('/en/user/dashboard');
  });

  it('ignores addresses with control characters, which URL parsing would silently drop', () => {
    for (const value of [
      '/\tuser',
      '/user\n',
      '/\t/evil.example',
      '/\n/evil.example',
      '/user\u0000',
      '/user\u007f',
    ]) {
      expect(safeReturnTo(value, member), JSON.stringify(value)).toBeNull();
    }
  });

  it('ignores encoded slashes, backslashes and control characters, and broken encodings', () => {
    for (const value of [
      '/%2F%2Fevil.example',
      '/%2f/evil.example',
      '/%5C%5Cevil.example',
      '/en/%2F%2Fevil.example',
      '/%09/evil.example',
      '/%E0%A4%A',
    ]) {
      expect(safeReturnTo(value, member), value).toBeNull();
    }
  });

  it('keeps every ordinary page, normalised', () => {
    expect(safeReturnTo('/user/dashboard', member)).toBe('/user/dashboard');
    expect(safeReturnTo('/en/user/projects/42?tab=2#notes', member)).toBe('/en/user/projects/42?tab=2#notes');
    expect(safeReturnTo('/en', member)).toBe('/en');
    expect(safeReturnTo('/', member)).toBe('/');
    expect(safeReturnTo('/user/ko%C3%A7', member)).toBe('/user/ko%C3%A7');
    expect(safeReturnTo('/user/../admin/dashboard', member)).toBeNull();
    expect(safeReturnTo('/admin/../user/dashboard', member)).toBe('/user/dashboard');
    expect(safeReturnTo('/en/login?returnTo=%2Fuser', member)).toBeNull();
  });
});
