import { anonymousActor, type Ports, type UseCaseContext } from '@coach/core';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { type AppEnv, useCaseContext } from './env.ts';

/** The use-case context of one request, and the controller that aborts that request. */
async function contextOfARequest(): Promise<{ ctx: UseCaseContext; abort: () => void }> {
  const app = new Hono<AppEnv>();
  let ctx: UseCaseContext | undefined;
  app.get('/', (c) => {
    c.set('ports', { clock: { now: () => new Date() } } as unknown as Ports);
    c.set('actor', anonymousActor);
    c.set('clientAddress', '192.0.2.1');
    ctx = useCaseContext(c);
    return c.text('ok');
  });
  const controller = new AbortController();
  await app.request(new Request('http://localhost/', { signal: controller.signal }));
  if (!ctx) throw new Error('the route did not run');
  return { ctx, abort: () => controller.abort() };
}

describe("a request's use-case context", () => {
  it('holds the ports, the caller and the address', async () => {
    const { ctx } = await contextOfARequest();
    expect(ctx).toMatchObject({ actor: anonymousActor, clientAddress: '192.0.2.1' });
    expect(typeof ctx.clock.now).toBe('function');
  });

  it('tells a use case when the client has gone, when asked', async () => {
    const { ctx, abort } = await contextOfARequest();
    expect(ctx.signal?.aborted).toBe(false);
    abort();
    expect(ctx.signal?.aborted).toBe(true);
  });

  // A getter in the context's object literal gave every request a hidden class of its own, which
  // kept the request's objects alive through young-generation collections (env.ts, ADR 0006).
  it('has no accessor of its own, so every request builds the same shape, and a spread keeps the signal', async () => {
    const { ctx, abort } = await contextOfARequest();
    const accessors = Object.entries(Object.getOwnPropertyDescriptors(ctx))
      .filter(([, descriptor]) => descriptor.get || descriptor.set)
      .map(([name]) => name);
    expect(accessors).toEqual([]);
    const spread: UseCaseContext = { ...ctx, actor: anonymousActor };
    abort();
    expect(spread.signal?.aborted).toBe(true);
  });
});
