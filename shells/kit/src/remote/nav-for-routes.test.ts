import { Mail, Settings, Timer } from 'lucide-react';
import { describe, expect, it } from 'vitest';
import { navForUser } from './nav-for-routes.ts';
import type { NavItem } from './types.ts';

const label = { id: 'x' };
const items: NavItem[] = [
  { to: 'dashboard', label, icon: Timer },
  { to: 'settings', label, icon: Settings },
  { to: 'outbox', label, icon: Mail },
];

describe('navForUser', () => {
  const paths = (pages: string[] | null) =>
    navForUser(items, pages && { pages }, 'admin').map((item) => item.to);

  it('offers the pages the server lets the user open, in the menu’s order', () => {
    expect(paths(['admin/outbox', 'admin/dashboard', 'admin/settings'])).toEqual([
      'dashboard',
      'settings',
      'outbox',
    ]);
    // A salesman: neither the application settings nor the outbox.
    expect(paths(['admin/dashboard', 'admin/account'])).toEqual(['dashboard']);
  });

  it('offers nothing of another area, nor to nobody', () => {
    expect(paths(['user/dashboard', 'user/settings'])).toEqual([]);
    expect(paths(null)).toEqual([]);
  });
});
