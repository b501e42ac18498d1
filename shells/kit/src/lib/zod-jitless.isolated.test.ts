import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// Every `new Function(…)` made while a test runs, as the browser's CSP would refuse it.
const constructed = vi.fn();
const RealFunction = globalThis.Function;
const page = globalThis as { __zod_globalConfig?: { jitless?: boolean } };

beforeEach(() => {
  // zod itself is loaded once per file (the test setup's mocks already use it, as another bundle
  // on a page would have); each test starts without the setting.
  vi.resetModules();
  if (page.__zod_globalConfig) delete page.__zod_globalConfig.jitless;
  constructed.mockClear();
  globalThis.Function = new Proxy(RealFunction, {
    construct(target, args) {
      constructed(args);
      return Reflect.construct(target, args);
    },
  });
});

afterEach(() => {
  globalThis.Function = RealFunction;
});

async function parseAnObject() {
  const { z } = await import('zod');
  const schema = z.object({ name: z.string().min(2), hours: z.number().int() });
  expect(schema.parse({ name: 'Ayşe', hours: 3 })).toEqual({ name: 'Ayşe', hours: 3 });
  expect(schema.safeParse({ name: 'A', hours: 1.5 }).success).toBe(false);
}

describe('zod without eval', () => {
  it('builds and parses object schemas without constructing a function', async () => {
    await import('./zod-jitless.ts');
    await parseAnObject();
    expect(constructed).not.toHaveBeenCalled();
  });

  it('is needed: without it zod probes with new Function', async () => {
    await parseAnObject();
    expect(constructed).toHaveBeenCalled();
  });
});
