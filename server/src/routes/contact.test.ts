import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readJson } from '../testing/read-json.ts';
import { createTestApp, routeTestKinds, type TestApp } from '../testing/test-app.ts';

describe.each(routeTestKinds())('the contact form and inbox on %s', (kind) => {
  let t: TestApp;
  let admin: string;
  let salesman: string;

  beforeAll(async () => {
    t = await createTestApp({ database: kind });
    await t.createAccount({ email: 'admin@example.com', accountRoleType: 'Administrator', language: 'en' });
    await t.createAccount({ email: 'sales@example.com', accountRoleType: 'Salesman' });
    admin = await t.signIn('admin@example.com');
    salesman = await t.signIn('sales@example.com');
  });
  afterAll(() => t.close());

  const request = (method: string, path: string, body?: unknown, token?: string, language = 'en') =>
    t.app.request(`/api${path}`, {
      method,
      headers: {
        'Accept-Language': language,
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
  const form = (email: string, message = 'Koçluk saatlerim hakkında bir sorum var.') => ({
    name: 'Zehra',
    surname: 'Çelik',
    email,
    message,
    language: 'tr',
  });

  it('takes a message from anybody, stores it and mails the administrators through the outbox', async () => {
    const response = await request('POST', '/contactform', form('zehra@example.com'));
    expect(response.status).toBe(200);
    expect(await readJson(response)).toEqual({ code: 2004, message: 'Transaction successful.', data: null });

    const list = await request('GET', '/contactmessages?search=zehra', undefined, admin);
    expect(list.status).toBe(200);
    expect((await readJson(list)).data).toMatchObject({
      total: 1,
      items: [{ name: 'Zehra', email: 'zehra@example.com', readAt: null }],
    });
    const { items } = await t.composition.ports.repositories.outbox.list({ offset: 0, limit: 5 });
    const mail = items.find((item) => item.template === 'contactMessage');
    expect(mail).toMatchObject({ recipient: 'admin@example.com', language: 'en' });
    const rendered = await t.composition.ports.mailRenderer.render(mail as never, 'en');
    expect(rendered.subject).toBe('Contact form: a message from Zehra Çelik');
    expect(rendered.text).toContain('Koçluk saatlerim hakkında bir sorum var.');
    expect(rendered.text).toContain('zehra@example.com');
  });

  it('answers invalid fields with 400 / 4034 in the caller’s language', async () => {
    const response = await request(
      'POST',
      '/contactform',
      { ...form('zehra@'), message: 'Kısa' },
      undefined,
      'tr',
    );
    expect(response.status).toBe(400);
    expect((await readJson(response)).data.fields).toEqual({
      email: 'E-posta adresi geçerli değil.',
      message: 'En az 10 karakter girin.',
    });
  });

  it('limits messages per e-mail address with 429 / 4040 and a Retry-After header', async () => {
    for (let sent = 0; sent < 3; sent++) {
      expect((await request('POST', '/contactform', form('busy@example.com'))).status).toBe(200);
    }
    const refused = await request('POST', '/contactform', form('BUSY@example.com'));
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await readJson(refused)).toMatchObject({
      code: 4040,
      data: { retryAfterSeconds: expect.any(Number) },
    });
  });

  it('lets administrators mark a message read; salesmen and visitors may not read the inbox', async () => {
    const list = await readJson(await request('GET', '/contactmessages?read=unread', undefined, admin));
    const id = list.data.items[0].id;
    const marked = await request('PUT', `/contactmessages/${id}/read`, { read: true }, admin);
    expect(marked.status).toBe(200);
    expect(await readJson(marked)).toMatchObject({ code: 2002, data: { id, readAt: expect.any(String) } });
    expect((await request('PUT', '/contactmessages/not-an-id/read', { read: true }, admin)).status).toBe(400);
    expect((await request('GET', '/contactmessages', undefined, salesman)).status).toBe(403);
    expect((await request('GET', '/contactmessages')).status).toBe(401);
    expect((await request('PUT', `/contactmessages/${id}/read`, { read: false }, salesman)).status).toBe(403);
  });
});
