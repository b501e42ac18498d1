import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { RememberedRoutes } from './remembered-routes.ts';

function appOnRememberedRoutes() {
  const app = new Hono({ router: new RememberedRoutes() });
  app.use('/api/*', async (c, next) => {
    c.header('X-Chain', 'api');
    await next();
  });
  app.get('/api/accounts/review', (c) => c.text('review'));
  app.get('/api/accounts/:id', (c) => c.text(`account ${c.req.param('id')}`));
  app.post('/api/accounts', (c) => c.text('created'));
  return app;
}

describe('routes matched once and then remembered', () => {
  it('answers as hono matches: fixed paths beside parameters, the chain, the method', async () => {
    const app = appOnRememberedRoutes();
    for (let round = 0; round < 2; round++) {
      const review = await app.request('/api/accounts/review');
      expect(await review.text()).toBe('review');
      expect(review.headers.get('x-chain')).toBe('api');
      expect(await (await app.request('/api/accounts/a1')).text()).toBe('account a1');
      expect(await (await app.request('/api/accounts/b2')).text()).toBe('account b2');
      expect(await (await app.request('/api/accounts', { method: 'POST' })).text()).toBe('created');
      expect((await app.request('/api/accounts', { method: 'DELETE' })).status).toBe(404);
    }
  });

  it('hands out the same match for the same method and path, another for another', () => {
    const router = new RememberedRoutes<string>();
    router.add('GET', '/api/accounts/:id', 'account');
    const first = router.match('GET', '/api/accounts/a1');
    expect(router.match('GET', '/api/accounts/a1')).toBe(first);
    expect(router.match('GET', '/api/accounts/b2')).not.toBe(first);
    expect(router.match('GET', '/api/accounts/b2')[0]).toEqual([['account', { id: 'b2' }]]);
  });

  it('forgets what it matched when a route is added', () => {
    const router = new RememberedRoutes<string>();
    router.add('GET', '/api/*', 'any');
    expect(router.match('GET', '/api/health')[0]).toEqual([['any', {}]]);
    router.add('GET', '/api/health', 'health');
    expect(router.match('GET', '/api/health')[0].map(([handler]) => handler)).toEqual(['any', 'health']);
  });

  it('keeps a bounded number of matches, and none of a long path', () => {
    const router = new RememberedRoutes<string>();
    router.add('GET', '/api/accounts/:id', 'account');
    const longPath = `/api/accounts/${'x'.repeat(300)}`;
    expect(router.match('GET', longPath)).not.toBe(router.match('GET', longPath));
    const first = router.match('GET', '/api/accounts/0');
    for (let index = 1; index <= 1000; index++) router.match('GET', `/api/accounts/${index}`);
    // The table was full and started again: the first match is made anew, and still right.
    const again = router.match('GET', '/api/accounts/0');
    expect(again).not.toBe(first);
    expect(again).toEqual(first);
  });
});
