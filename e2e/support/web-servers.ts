import type { PlaywrightTestConfig } from '@playwright/test';
import { localOidcServerEnv } from './local-oidc.ts';
import { servers } from './servers.ts';

// The processes Playwright starts before the journeys (playwright.config.ts) and before the speed
// benchmark (speed/playwright.config.ts, which needs only the provider and the main instance).
// Their timeouts are hang guards: a start (migrate, seed, listen) takes seconds on a quiet machine
// and several times that on a busy one.

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

/** A platform instance (support/start-server.ts), ready once its database answers. */
const platformInstance = (which: 'main' | 'split' | 'sweep'): WebServer => ({
  command: `npm run serve:${which} --silent`,
  url: `${servers[which].url}/api/health/ready`,
  reuseExistingServer: false,
  timeout: 300_000,
  stdout: 'ignore',
  stderr: 'pipe',
});

export const mainServer: WebServer = platformInstance('main');

/** The every-page sweep's own instance, made like main (servers.ts says why). */
export const sweepServer: WebServer = platformInstance('sweep');

/** admin-app's standalone build (`npm run build:standalone-admin`), served from another origin. */
export const remoteServer: WebServer = {
  command: `npm run serve:remote --silent`,
  url: `${servers.adminRemote.url}/mf-manifest.json`,
  reuseExistingServer: false,
  timeout: 300_000,
};

/** The second instance, whose shell loads admin-app from the remote server's origin. */
export const splitServer: WebServer = platformInstance('split');
