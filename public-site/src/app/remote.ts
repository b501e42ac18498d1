import { defineRemote } from '@coach/kit';
import { messages as en } from '../locales/en/messages.ts';
import { messages as tr } from '../locales/tr/messages.ts';
import { routes } from './routes.tsx';

/** What the host loads as `public_site/routes`: the public pages and their texts. */
export default defineRemote({ routes, messages: { tr, en } });
