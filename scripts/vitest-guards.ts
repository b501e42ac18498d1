// How long a test may wait before it is called hung: every vitest configuration of the repository
// uses these (the front ends' through shells/kit/vitest.shared.ts, the others by importing this file).
//
// They are guards against a hang, not budgets. A test waits for the state it needs (a query that
// finds an element, a promise, a row); on a machine busy with other work (a load average of 30 on
// two cores was seen) that state can take many times longer than on a quiet one, and a tight limit
// turned a slow machine into a red suite. Speed is measured by `npm run bench`, never by a test.

/**
 * How long a wait for a state (Testing Library's findBy… and waitFor, vitest's expect.poll) goes
 * on before it calls the state missing. Only a failing test ever waits this long.
 */
export const waitGuardMs = 60_000;

export const hangGuard = {
  /** One test, its waits included. */
  testTimeout: 120_000,
  /** One beforeAll/afterAll: a file's database or server is made there. */
  hookTimeout: 120_000,
  expect: { poll: { timeout: waitGuardMs } },
} as const;
