export declare const hangGuard: {
  /** One test, its waits included. */
  readonly testTimeout: 120000;
  /** One beforeAll/afterAll: a file's database or server is made there. */
  readonly hookTimeout: 120000;
};
/**
 * Testing Library's waits (findBy…, waitFor): how long a front-end test waits for an element or a
 * state before it calls it missing. Only a failing test ever waits this long.
 */
export declare const waitGuardMs = 60000;
