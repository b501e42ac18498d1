import { defineRemote } from '@coach/kit';
import { messages as en } from '../locales/en/messages.ts';
import { messages as tr } from '../locales/tr/messages.ts';
import { nav } from './nav.ts';
import { routes } from './routes.tsx';

/** What the host loads as `admin_app/routes`: the /admin pages, their menu and their texts. */
export default defineRemote({ routes, nav, messages: { tr, en } });
