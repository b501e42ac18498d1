import type { PlaywrightTestConfig } from '@playwright/test';
import { localOidcServerEnv } from './local-oidc.ts';
import { servers } from './servers.ts';

// The processes Playwright starts before the journeys (playwright.config.ts: all of them at once,
// through support/start-servers.ts) and before the speed benchmark (speed/playwright.config.ts,
// which needs only the provider and the main instance). Their timeouts are hang guards: a start
// (migrate, seed, listen) takes seconds on a quiet machine and several times that on a busy one.

type WebServer = Exclude<NonNullable<PlaywrightTestConfig['webServer']>, unknown[]>;

/** The OpenID provider first: the platform instances name it as their generic provider. */
export const oidcServer: WebServer = {
  command: `npm run serve:oidc --silent`,
  url: `${servers.oidc.url}/.well-known/openid-configuration`,
  env: localOidcServerEnv,
  reuseExistingServer: false,
  timeout: 300_000,
  stdout: 'ignore',
  stderr: 'pipe',
};

/** The main platform instance (support/start-server.ts), ready once its database answers. */
export const mainServer: WebServer = {
  command: `npm run serve:main --silent`,
  url: `${servers.main.url}/api/health/ready`,
  reuseExistingServer: false,
  timeout: 300_000,
  stdout: 'ignore',
  stderr: 'pipe',
};

/** The line support/start-servers.ts prints once every server of the journeys answers. */
export const serversAnswer = 'the journeys’ servers answer';

/**
 * Every server of the journeys (servers.ts), started side by side by support/start-servers.ts:
 * Playwright starts the entries of a `webServer` list one after the other, each once the one before
 * it answers, and the five took turns for nothing.
 */
export const journeysServers: WebServer = {
  command: 'node support/start-servers.ts',
  wait: { stdout: new RegExp(serversAnswer) },
  timeout: 300_000,
  stdout: 'ignore',
  stderr: 'pipe',
};
