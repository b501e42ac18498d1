import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';

/** swagger-ui's files come from the installed package: no CDN, so the page works offline. */
const swaggerUiDir = dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));
const assetPrefix = '/api/docs/assets';
/**
 * The only files the page below loads. The package also holds its package.json, README, a demo
 * page and megabytes of source maps, none of which a visitor needs: anything not listed is 404.
 */
const assetFiles = ['swagger-ui.css', 'swagger-ui-bundle.js'] as const;

const page = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8">
    <title>Coaching hours API</title>
    <link rel="stylesheet" href="${assetPrefix}/${assetFiles[0]}">
  </head>
  <body>
    <div id="swagger-ui"></div>
    <script src="${assetPrefix}/${assetFiles[1]}"></script>
    <script src="/api/docs/init.js"></script>
  </body>
</html>
`;

// A separate file rather than an inline script, because the CSP allows scripts from files only.
const initializer = `window.ui = SwaggerUIBundle({
  url: '/api/openapi.json',
  dom_id: '#swagger-ui',
  deepLinking: true,
  persistAuthorization: false,
});
`;

/** The readable API reference at /api/docs, rendering /api/openapi.json. */
export function apiDocsRoutes() {
  const routes = new Hono()
    .get('/api/docs', (c) => c.html(page))
    .get('/api/docs/init.js', (c) =>
      c.body(initializer, 200, { 'Content-Type': 'text/javascript; charset=utf-8' }),
    );
  // One route per listed file rather than a wildcard, so the router itself knows nothing else.
  const serveAsset = serveStatic({
    root: swaggerUiDir,
    rewriteRequestPath: (path) => path.slice(assetPrefix.length),
  });
  for (const file of assetFiles) routes.get(`${assetPrefix}/${file}`, serveAsset);
  return routes;
}
