import { Mail, Timer } from 'lucide-react';
import { describe, expect, it } from 'vitest';
import { navForUser } from './nav-for-routes.ts';
import type { NavItem } from './types.ts';

const label = { id: 'x' };
const items: NavItem[] = [
  { to: 'dashboard', label, icon: Timer },
  { to: 'outbox', label, icon: Mail, permission: 'operations.read' },
];

describe('navForUser', () => {
  it('shows an entry with a permission only to users who hold it', () => {
    const paths = (permissions: string[] | null) =>
      navForUser(items, permissions && { permissions }).map((item) => item.to);
    expect(paths(['area.admin', 'operations.read'])).toEqual(['dashboard', 'outbox']);
    expect(paths(['area.admin'])).toEqual(['dashboard']);
    expect(paths(null)).toEqual(['dashboard']);
  });
});
