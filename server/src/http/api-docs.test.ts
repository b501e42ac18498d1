import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readJson } from '../testing/read-json.ts';
import { createHttpTestApp, type HttpTestApp } from '../testing/test-app.ts';

let t: HttpTestApp;
beforeAll(async () => {
  t = await createHttpTestApp();
});
afterAll(() => t.close());

describe('API reference files', () => {
  it('serves the page and the two swagger-ui files it loads', async () => {
    const page = await t.app.request('/api/docs');
    expect(page.status).toBe(200);
    const html = await page.text();
    const assets = [...html.matchAll(/(?:href|src)="(\/api\/docs\/assets\/[^"]+)"/g)].map(
      (match) => match[1],
    );
    expect(assets).toEqual(['/api/docs/assets/swagger-ui.css', '/api/docs/assets/swagger-ui-bundle.js']);
    const css = await t.app.request('/api/docs/assets/swagger-ui.css');
    expect(css.status).toBe(200);
    expect(css.headers.get('content-type')).toContain('text/css');
    const bundle = await t.app.request('/api/docs/assets/swagger-ui-bundle.js');
    expect(bundle.status).toBe(200);
    expect(bundle.headers.get('content-type')).toContain('javascript');
  });

  it('answers 404 for every other file of the swagger-ui package', async () => {
    for (const file of [
      'package.json',
      'README.md',
      'index.html',
      'swagger-initializer.js',
      'swagger-ui-bundle.js.map',
      'swagger-ui.css.map',
      'swagger-ui.js',
      'favicon-32x32.png',
      '../package.json',
      '',
    ]) {
      const response = await t.app.request(`/api/docs/assets/${file}`);
      expect(response.status, file).toBe(404);
      expect((await readJson(response)).code, file).toBe(4035);
    }
  });
});
