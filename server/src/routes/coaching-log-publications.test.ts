import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readJson } from '../testing/read-json.ts';
import { createTestApp, routeTestKinds, type TestApp } from '../testing/test-app.ts';

// Published coaching logs over HTTP (issue 32, ADR 0054), one test per shape of call: publish and
// list (signed in), the page's data, its PDF and the two checks (signed out), the well-known keys,
// and a withdrawn log answering 410 on the API and on its page. The rules are the fast tier's
// (adapters/src/use-cases/coaching-log-publications.test.ts).

describe.each(routeTestKinds())('published coaching logs on %s', (kind) => {
  let t: TestApp;
  let token: string;
  let publicationId: string;

  const call = (path: string, init: RequestInit = {}, signedIn = true) =>
    t.app.request(path, {
      ...init,
      headers: {
        'Accept-Language': 'en',
        ...(init.body && typeof init.body === 'string' ? { 'Content-Type': 'application/json' } : {}),
        ...(signedIn ? { Authorization: `Bearer ${token}` } : {}),
      },
    });

  beforeAll(async () => {
    t = await createTestApp({ database: kind });
    const email = `publisher-${kind}@example.com`;
    await t.createAccount({ email, accountRoleType: 'User', name: 'Ayşe', surname: 'Kaya' });
    token = await t.signIn(email);
    const published = await call('/api/coachinglog/publications', {
      method: 'POST',
      body: JSON.stringify({ language: 'en', from: '2026-01-01', to: null }),
    });
    expect(published.status).toBe(201);
    publicationId = (await readJson(published)).data.publicationId;
  });
  afterAll(() => t?.close());

  it('lists the member’s publications with their addresses', async () => {
    const response = await call('/api/coachinglog/publications');
    expect(response.status).toBe(200);
    const { items } = (await readJson(response)).data;
    expect(items).toEqual([
      expect.objectContaining({ publicationId, from: '2026-01-01', to: null, revokedAt: null }),
    ]);
    expect(items[0].url).toMatch(new RegExp(`/en/coaching-log/${publicationId}$`));
  });

  it('refuses a range that ends before it starts', async () => {
    const response = await call('/api/coachinglog/publications', {
      method: 'POST',
      body: JSON.stringify({ from: '2026-02-01', to: '2026-01-01' }),
    });
    expect(response.status).toBe(400);
  });

  it('shows the log signed out, verified, and checks its data and its PDF', async () => {
    const seen = await call(`/api/coachinglog/published/${publicationId}`, {}, false);
    expect(seen.status).toBe(200);
    const data = (await readJson(seen)).data;
    expect(data).toEqual(expect.objectContaining({ verified: true }));
    expect(data.log.coach).toBe('Ayşe Kaya');

    const checked = await call(
      '/api/coachinglog/verify',
      { method: 'POST', body: JSON.stringify({ payload: data.payload, signature: data.signature }) },
      false,
    );
    expect((await readJson(checked)).data.result).toBe('verified');

    const pdf = await call(`/api/coachinglog/published/${publicationId}/pdf`, {}, false);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('Content-Type')).toBe('application/pdf');
    const bytes = new Uint8Array(await pdf.arrayBuffer());
    const upload = async (file: Uint8Array) => {
      const form = new FormData();
      form.append('file', new Blob([file.slice()], { type: 'application/pdf' }), 'log.pdf');
      const response = await t.app.request('/api/coachinglog/verify/pdf', { method: 'POST', body: form });
      return (await readJson(response)).data.result;
    };
    expect(await upload(bytes)).toBe('verified');
    const changed = bytes.slice();
    changed[100] = (changed[100] ?? 0) ^ 0x20;
    expect(await upload(changed)).toBe('notVerified');
  });

  it('publishes the signing keys as a JWK set at a well-known address', async () => {
    const response = await t.app.request('/.well-known/coaching-log-keys.json');
    expect(response.status).toBe(200);
    const { keys } = await readJson(response);
    expect(keys[0]).toEqual(expect.objectContaining({ kty: 'OKP', crv: 'Ed25519', alg: 'EdDSA' }));
  });

  it('answers 410 for a withdrawn log, on the API and on its page', async () => {
    const revoked = await call(`/api/coachinglog/publications/${publicationId}`, { method: 'DELETE' });
    expect(revoked.status).toBe(200);
    const gone = await call(`/api/coachinglog/published/${publicationId}`, {}, false);
    expect(gone.status).toBe(410);
    expect((await readJson(gone)).code).toBe(4105);
    const page = await t.app.request(`/en/coaching-log/${publicationId}`);
    expect(page.status).toBe(410);
  });
});
