import type { NavItem } from '@coach/kit';
import { navForRoutes } from '@coach/kit/area';
import { msg } from '@lingui/core/macro';
import {
  CreditCard,
  FileCheck,
  FolderKanban,
  LayoutDashboard,
  NotebookPen,
  Settings,
  Sprout,
  Users,
} from 'lucide-react';
import { routes } from './routes.tsx';

/**
 * The member sidebar (docs/product-rules.md §18), in its original order. Each entry is shown to those the server lets
 * open its page (`auth/userinfo`'s `pages`): a guest sees no members, projects, log or proofs.
 */
const menu: NavItem[] = [
  { to: 'dashboard', label: msg`Dashboard`, icon: LayoutDashboard },
  { to: 'projects', label: msg`My projects`, icon: FolderKanban },
  { to: 'coaching-log', label: msg`Coaching log`, icon: NotebookPen },
  { to: 'development', label: msg`My development`, icon: Sprout },
  { to: 'users', label: msg`Members`, icon: Users },
  { to: 'file-operations', label: msg`Proof of education`, icon: FileCheck },
  { to: 'membership-renewal', label: msg`Membership renewal`, icon: CreditCard },
  { to: 'settings', label: msg`Settings`, icon: Settings },
];

// Only entries whose page exists are shown, so the menu never leads to a 404; the others appear
// as their pages are added to routes.tsx.
export const nav = navForRoutes(menu, routes);
