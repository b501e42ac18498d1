// First: no schema may be built before zod is told not to generate code (CSP).
import '@coach/kit/lib/zod-jitless.ts';
import { catalogueByLang, defineRemote } from '@coach/kit';
import { NotificationBell } from '../features/notifications/components/notification-bell.tsx';
import { nav } from './nav.ts';
import { routes } from './routes.tsx';

// Each language's texts are a chunk of their own, fetched when the page is in that language.
const loadMessages = catalogueByLang({
  tr: () => import('../locales/tr/messages.ts'),
  en: () => import('../locales/en/messages.ts'),
});

/**
 * What the host loads as `member_app/routes`: the /user pages, their menu, the notification bell of
 * their top bar and their texts.
 */
export default defineRemote({ routes, nav, TopBarItem: NotificationBell, messages: loadMessages });
