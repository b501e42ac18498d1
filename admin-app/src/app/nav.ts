import type { NavItem } from '@coach/kit';
import { navForRoutes } from '@coach/kit/area';
import { msg } from '@lingui/core/macro';
import {
  Award,
  ChartColumn,
  FolderKanban,
  History,
  Hourglass,
  Inbox,
  LayoutDashboard,
  Mail,
  MailPlus,
  Package,
  ReceiptText,
  ScrollText,
  Settings,
  Shuffle,
  Timer,
  UserCog,
} from 'lucide-react';
import { routes } from './routes.tsx';

/**
 * The administration sidebar (docs/product-rules.md §18), in its original order, then the operations pages. Each entry
 * is shown to those the server lets open its page (`auth/userinfo`'s `pages`): salesmen see the
 * dashboard, the accounts, the orders and the packages.
 */
const menu: NavItem[] = [
  { to: 'dashboard', label: msg`Dashboard`, icon: LayoutDashboard },
  { to: 'reports', label: msg`Reports`, icon: ChartColumn },
  { to: 'account', label: msg`Accounts`, icon: UserCog },
  { to: 'user-project', label: msg`Projects`, icon: FolderKanban },
  { to: 'orders', label: msg`Orders`, icon: ReceiptText },
  { to: 'badge', label: msg`Badges`, icon: Award },
  { to: 'membershippackage', label: msg`Membership packages`, icon: Package },
  { to: 'settings', label: msg`Application settings`, icon: Settings },
  { to: 'pending-assignment', label: msg`Pending assignments`, icon: Shuffle },
  { to: 'matching-runs', label: msg`Matching runs`, icon: History },
  { to: 'coaching-hours', label: msg`Coaching hours`, icon: Hourglass },
  { to: 'contact-messages', label: msg`Contact messages`, icon: Inbox },
  { to: 'group-mail', label: msg`Mail to a group`, icon: MailPlus },
  { to: 'outbox', label: msg`Outbox`, icon: Mail },
  { to: 'jobs', label: msg`Jobs`, icon: Timer },
  { to: 'audit', label: msg`Audit log`, icon: ScrollText },
];

// Only entries whose page exists are shown, so the menu never leads to a 404; the others appear
// as their pages are added to routes.tsx.
export const nav = navForRoutes(menu, routes);
