// Serves admin-app's standalone build from its own origin, as a CDN would: static files with CORS,
// so that a shell on another origin can load its manifest, entry and chunks.

import { join, relative } from 'node:path';
import { serve } from '@hono/node-server';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';
import { cors } from 'hono/cors';
import { servers } from './servers.ts';

const dist = join(import.meta.dirname, '..', '.tmp', 'admin-app-standalone');
const app = new Hono();
app.use('*', cors({ origin: '*' }));
app.use('*', serveStatic({ root: relative(process.cwd(), dist) }));
serve({ fetch: app.fetch, port: servers.adminRemote.port, hostname: '127.0.0.1' });
