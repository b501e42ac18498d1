import { afterEach, describe, expect, it } from 'vitest';
import { landingOf, likelyLanding, rememberArea } from './likely-landing.ts';

const member = { permissions: ['area.member', 'dashboard.member'] };
const admin = { permissions: ['area.admin', 'dashboard.admin'] };

afterEach(() => window.localStorage.clear());

describe('likely landing of a sign-in', () => {
  it('is the member dashboard when nothing says otherwise: most users are members', () => {
    expect(likelyLanding(null)).toEqual({ area: 'member', dashboard: true });
  });

  it('is the dashboard of the area this browser signed in to last', () => {
    rememberArea(admin);
    expect(window.localStorage.getItem('coach.area')).toBe('admin');
    expect(likelyLanding(undefined)).toEqual({ area: 'admin', dashboard: true });
    rememberArea(member);
    expect(likelyLanding(null)).toEqual({ area: 'member', dashboard: true });
  });

  it('follows the page to return to: its area, and whether it is the dashboard', () => {
    rememberArea(admin);
    expect(likelyLanding('/user/projects?tab=2')).toEqual({ area: 'member', dashboard: false });
    expect(likelyLanding('/en/user/dashboard')).toEqual({ area: 'member', dashboard: true });
    expect(likelyLanding('/admin')).toEqual({ area: 'admin', dashboard: true });
    expect(likelyLanding('/faq')).toEqual({ area: null, dashboard: false });
  });

  it('ignores a return address the sign-in would not follow', () => {
    expect(likelyLanding('//evil.example/admin')).toEqual({ area: 'member', dashboard: true });
    expect(likelyLanding('/login')).toEqual({ area: 'member', dashboard: true });
  });

  it('ignores what is stored under its key but is no area', () => {
    window.localStorage.setItem('coach.area', 'owner');
    expect(likelyLanding(null)).toEqual({ area: 'member', dashboard: true });
  });
});

describe('landing of a sign-in, once the user is known', () => {
  it("is the user's own dashboard, whatever this browser remembers", () => {
    rememberArea(member);
    expect(landingOf(admin, null)).toEqual({ area: 'admin', dashboard: true });
    rememberArea(admin);
    expect(landingOf(member, undefined)).toEqual({ area: 'member', dashboard: true });
  });

  it('follows the page to return to only where the user may go', () => {
    expect(landingOf(member, '/user/projects')).toEqual({ area: 'member', dashboard: false });
    expect(landingOf(member, '/faq')).toEqual({ area: null, dashboard: false });
    // A member sent back to an admin page goes to their own dashboard instead (afterSignInPath).
    expect(landingOf(member, '/admin/accounts')).toEqual({ area: 'member', dashboard: true });
  });
});
