import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { dbSchema } from '@coach/adapters';
import { workbookOf } from '@coach/adapters/excel/test-workbooks';
import { serve } from '@hono/node-server';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './testing/test-app.ts';

// On the embedded database (PGlite) every statement is WebAssembly that runs to its end on the
// thread that calls it, and its promises never wait for I/O: on the server's thread, a burst of
// sign-ins or an import held every other request until it was over (ADR 0040). These tests serve
// the app on a real socket, as `npm start` does, and check states, never times: other requests
// are answered while the busy ones are still open. How fast is `npm run bench -- embedded`'s
// business.

const signInsAtOnce = 50;
const importRows = 200;

describe('on the embedded database, the server keeps answering while it is busy', () => {
  let t: TestApp;
  let close: () => Promise<void>;
  let base: string;
  let member: string;
  let admin: string;
  const flood = Array.from({ length: signInsAtOnce }, (_, index) => `flood${index}@example.com`);

  beforeAll(async () => {
    t = await createTestApp({ database: 'pglite' });
    await t.createAccount({ email: 'admin@example.com', accountRoleType: 'Administrator' });
    await t.createAccount({ email: 'other@example.com' });
    // The members of the flood: copies of one made the usual way, written at once.
    const { db } = t.composition.database;
    await t.createAccount({ email: 'model@example.com' });
    const [model] = await db
      .select()
      .from(dbSchema.accounts)
      .where(eq(dbSchema.accounts.email, 'model@example.com'));
    if (!model) throw new Error('the model account was not created');
    await db.insert(dbSchema.accounts).values(
      flood.map((email, index) => ({
        ...model,
        id: randomUUID(),
        email,
        passportNumber: `F${1_000_000 + index}`,
      })),
    );
    admin = await t.signIn('admin@example.com');
    member = await t.signIn('other@example.com');
    const server = serve({ fetch: t.app.fetch, port: 0, hostname: '127.0.0.1' });
    await new Promise((resolve) => server.once('listening', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    close = () => new Promise((resolve) => server.close(() => resolve()));
  });
  afterAll(async () => {
    await close?.();
    await t?.close();
  });

  const get = (path: string, token?: string) =>
    fetch(`${base}${path}`, token ? { headers: { Authorization: `Bearer ${token}` } } : {});

  it(`answers health, a static file and another member's page while ${signInsAtOnce} correct sign-ins are open`, async () => {
    let open = signInsAtOnce;
    const statuses: number[] = [];
    const signIns = flood.map(async (email) => {
      const response = await fetch(`${base}/api/auth/login`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ email, password: 'Member!2345' }),
      });
      await response.arrayBuffer();
      statuses.push(response.status);
      open -= 1;
    });
    /** How many answers `path` gave while sign-ins were still open, asked one after another. */
    const answeredWhileOpen = async (path: string, token?: string) => {
      let answered = 0;
      while (open > 0) {
        const response = await get(path, token);
        expect(response.status).toBe(200);
        await response.arrayBuffer();
        if (open > 0) answered += 1;
      }
      return answered;
    };

    const [health, staticFile, page] = await Promise.all([
      answeredWhileOpen('/api/health'),
      answeredWhileOpen('/static/js/index.1a2b3c4d.js'),
      answeredWhileOpen('/api/auth/userinfo', member),
      ...signIns,
    ]);
    expect(statuses).toEqual(flood.map(() => 200));
    const answeredDuringTheFlood = { health: health > 0, staticFile: staticFile > 0, page: page > 0 };
    expect(answeredDuringTheFlood).toEqual({ health: true, staticFile: true, page: true });
  });

  it(`streams an import's progress as it goes (${importRows} rows) and answers health meanwhile`, async () => {
    const rows = Array.from({ length: importRows }, (_, index) => [
      `Kişi${index}`,
      'Akın',
      `imported${index}@example.com`,
      `P${String(2_000_000 + index)}`,
    ]);
    const form = new FormData();
    form.append('language', 'en');
    form.append(
      'file',
      new Blob([workbookOf(['Ad', 'Soyad', 'E-posta', 'Pasaport no'], rows) as Uint8Array<ArrayBuffer>]),
      'accounts.xlsx',
    );
    const response = await fetch(`${base}/api/accounts/excelaccountfileupload`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${admin}`, Accept: 'application/x-ndjson' },
      body: form,
    });
    expect(response.status).toBe(200);

    const lines: unknown[] = [];
    let ended = false;
    const reading = (async () => {
      const decoder = new TextDecoder();
      let pending = '';
      for await (const chunk of response.body as ReadableStream<Uint8Array>) {
        pending += decoder.decode(chunk, { stream: true });
        const complete = pending.split('\n');
        pending = complete.pop() ?? '';
        lines.push(...complete.filter(Boolean).map((line) => JSON.parse(line)));
      }
      ended = true;
    })();

    await expect.poll(() => lines.length).toBeGreaterThan(0);
    const linesWhenAsked = lines.length;
    const health = await get('/api/health');
    const endedWhenHealthAnswered = ended;
    expect(health.status).toBe(200);
    await reading;

    expect(endedWhenHealthAnswered).toBe(false);
    expect(lines.length).toBeGreaterThan(linesWhenAsked);
    expect(lines.at(-1)).toMatchObject({ code: 2004, data: { created: importRows } });
  });
});
