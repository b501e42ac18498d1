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
  Users,
} from 'lucide-react';
import { routes } from './routes.tsx';

/** The member sidebar of the seed (§2), in its order. */
const menu: NavItem[] = [
  { to: 'dashboard', label: msg`Dashboard`, icon: LayoutDashboard },
  { to: 'projects', label: msg`My projects`, icon: FolderKanban, permission: 'projects.own' },
  // Hours come from projects: those without projects (guests) have no log.
  { to: 'coaching-log', label: msg`Coaching log`, icon: NotebookPen, permission: 'projects.own' },
  { to: 'users', label: msg`Members`, icon: Users },
  { to: 'file-operations', label: msg`Proof of education`, icon: FileCheck, permission: 'files.own' },
  {
    to: 'membership-renewal',
    label: msg`Membership renewal`,
    icon: CreditCard,
    permission: 'packages.buy',
  },
  { to: 'settings', label: msg`Settings`, icon: Settings },
];

// Only entries whose page exists are shown, so the menu never leads to a 404; the others appear
// as their pages are added to routes.tsx.
export const nav = navForRoutes(menu, routes);
