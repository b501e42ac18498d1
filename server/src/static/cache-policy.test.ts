import { describe, expect, it } from 'vitest';
import { cacheControlFor } from './cache-policy.ts';

const forever = 'public, max-age=31536000, immutable';

describe('cacheControlFor', () => {
  it.each([
    ['/static/js/index.8f3a2b1c.js', forever],
    ['/static/css/async/page.0123abcd.css', forever],
    ['/remotes/member-app/static/js/async/812.3f9a2b1cde.js', forever],
    ['/static/font/inter.5e6f7a8b.woff2', forever],
    ['/index.html', 'no-cache'],
    ['/remotes/admin-app/mf-manifest.json', 'no-cache'],
    ['/remotes/admin-app/remoteEntry.js', 'no-cache'],
    ['/favicon.ico', 'no-cache'],
    ['/static/js/vendor.js', 'no-cache'],
    ['/static/js/lib-react.abc.js', 'no-cache'],
  ])('%s → %s', (path, policy) => {
    expect(cacheControlFor(path)).toBe(policy);
  });
});
