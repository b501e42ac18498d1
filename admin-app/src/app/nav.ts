import type { NavItem } from '@coach/kit';
import { navForRoutes } from '@coach/kit/area';
import { msg } from '@lingui/core/macro';
import {
  Award,
  FolderKanban,
  Hourglass,
  Inbox,
  LayoutDashboard,
  Mail,
  Package,
  ScrollText,
  Settings,
  Shuffle,
  Timer,
  UserCog,
} from 'lucide-react';
import { routes } from './routes.tsx';

/** The administration sidebar of the seed (§2), in its order, then the operations pages. */
const menu: NavItem[] = [
  { to: 'dashboard', label: msg`Dashboard`, icon: LayoutDashboard },
  { to: 'account', label: msg`Accounts`, icon: UserCog },
  { to: 'user-project', label: msg`Projects`, icon: FolderKanban, permission: 'projects.readAll' },
  { to: 'badge', label: msg`Badges`, icon: Award, permission: 'badges.write' },
  { to: 'membershippackage', label: msg`Membership packages`, icon: Package, permission: 'packages.read' },
  { to: 'settings', label: msg`Application settings`, icon: Settings, permission: 'settings.write' },
  { to: 'pending-assignment', label: msg`Pending assignments`, icon: Shuffle, permission: 'matching.run' },
  // Administrators only: a member's hours are theirs, salesmen have no need of them.
  { to: 'coaching-hours', label: msg`Coaching hours`, icon: Hourglass, permission: 'coaching.readAny' },
  { to: 'contact-messages', label: msg`Contact messages`, icon: Inbox, permission: 'contact.read' },
  // The platform's own work: administrators only (salesmen share the admin area).
  { to: 'outbox', label: msg`Outbox`, icon: Mail, permission: 'operations.read' },
  { to: 'jobs', label: msg`Jobs`, icon: Timer, permission: 'operations.read' },
  { to: 'audit', label: msg`Audit log`, icon: ScrollText, permission: 'audit.read' },
];

// Only entries whose page exists are shown, so the menu never leads to a 404; the others appear
// as their pages are added to routes.tsx.
export const nav = navForRoutes(menu, routes);
