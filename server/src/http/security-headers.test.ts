import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHttpTestApp, type HttpTestApp } from '../testing/test-app.ts';

let plain: HttpTestApp;
let secure: HttpTestApp;
beforeAll(async () => {
  plain = await createHttpTestApp({ environment: { PUBLIC_BASE_URL: 'http://localhost:3000' } });
  secure = await createHttpTestApp({ environment: { PUBLIC_BASE_URL: 'https://koc.example.org' } });
});
afterAll(async () => {
  await plain.close();
  await secure.close();
});

describe('security headers', () => {
  it('forbid framing with X-Frame-Options too, on pages and API answers', async () => {
    for (const path of ['/', '/api/health']) {
      const headers = (await plain.app.request(path)).headers;
      expect(headers.get('x-frame-options')).toBe('DENY');
      expect(headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    }
  });

  it('switch off the powerful browser features the platform never uses', async () => {
    const policy = (await plain.app.request('/')).headers.get('permissions-policy') ?? '';
    const directives = policy.split(',').map((directive) => directive.trim());
    for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb', 'serial', 'hid']) {
      expect(directives).toContain(`${feature}=()`);
    }
    // Nothing is opened, to this origin or any other.
    expect(directives.every((directive) => directive.endsWith('=()'))).toBe(true);
  });

  it('send HSTS only when the public address is https', async () => {
    for (const path of ['/', '/api/health']) {
      expect((await plain.app.request(path)).headers.get('strict-transport-security')).toBeNull();
      expect((await secure.app.request(path)).headers.get('strict-transport-security')).toMatch(
        /^max-age=\d{7,}/,
      );
    }
  });
});
