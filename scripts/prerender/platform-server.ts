// The real platform application (server/src/app.ts: its routes, static files, pre-rendered pages,
// runtime configuration and per-request head), configured as in production, listening on a free
// port in this process: the pages are rendered by the same server and bundles a visitor meets.
// Its data lives on the in-memory tier, seeded with the demo data, as the front ends' test API
// builds it (ADR 0046): the pages are drawn with the API held and verified with it answering, and
// none of them needs a database's behaviour. Creating a fresh PGlite (initdb in WebAssembly, the
// migrations, the seed) was 45 % of the pre-render's wall time on a loaded machine (ADR 0024,
// addendum of 2026-12-01).
import { createServer } from 'node:net';
import { createCronerSchedule } from '@coach/adapters/calendar/croner-schedule';
import { createIcalCalendarFiles } from '@coach/adapters/calendar/ical-files';
import { createTurkishHolidayCalendar } from '@coach/adapters/calendar/turkish-holiday-calendar';
import { systemClock } from '@coach/adapters/clock';
import {
  createEd25519DocumentSigner,
  generateSigningKeyPem,
} from '@coach/adapters/crypto/ed25519-document-signer';
import { createRandomTokenGenerator } from '@coach/adapters/crypto/random-token-generator';
import { createZxcvbnPasswordStrength } from '@coach/adapters/crypto/zxcvbn-password-strength';
import { createSheetJsSpreadsheet } from '@coach/adapters/excel/sheetjs-spreadsheet';
import { createFileTypeDetector } from '@coach/adapters/files/file-type-detector';
import { createIdentityProviders } from '@coach/adapters/identity/identity-providers';
import { createSharpImageProcessor } from '@coach/adapters/images/sharp-image-processor';
import { createLocationDirectory } from '@coach/adapters/location/location-directory';
import { createMemoryPersistence } from '@coach/adapters/memory/index';
import { createMemoryRateLimiter } from '@coach/adapters/memory/rate-limiter';
import { memorySandboxCheckouts } from '@coach/adapters/memory/sandbox-checkouts';
import { type SandboxPayments, sandboxPaymentsOn } from '@coach/adapters/payments/sandbox-payments';
import { createPdfmakeDocuments } from '@coach/adapters/pdf/pdfmake-documents';
import { createFastPasswordHasher } from '@coach/adapters/testing/fast-password-hasher';
import { systemTimer } from '@coach/adapters/timer';
import type { Ports } from '@coach/core';
import { systemActor } from '@coach/core/shared/context';
import { serve } from '@hono/node-server';
import { buildApp } from '../../server/src/app.ts';
import { type Config, readConfig } from '../../server/src/config.ts';
import { createLogger } from '../../server/src/logger.ts';
import { composeOperations } from '../../server/src/operations.ts';
import { seedDemoData } from '../../server/src/seed/seed-demo-data.ts';
import { prerenderedOidcLabel } from '../../server/src/static/provider-buttons.ts';

export interface PlatformServer {
  readonly url: string;
  stop(): Promise<void>;
}

/** A port nobody listens on right now (the OS picks it). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject()));
    });
  });
}

/**
 * Variables of the caller that would change what the pages show: a build must not depend on the
 * shell it runs in (the configuration is read from this filtered copy, never from process.env).
 */
const dropped =
  /^(DATABASE_URL|DATA_DIR|PRERENDERED_DIR|PUBLIC_BASE_URL|REMOTE_.*_URL|SMTP_URL|TEST_CLOCK_FILE|.*_CLIENT_(ID|SECRET)|OIDC_.*|IYZICO_.*|PAYMENT_PROVIDER|METRICS_.*|TRUSTED_PROXIES)$/;

/**
 * Every sign-in provider, the generic one under a stand-in name: the login page is drawn with all
 * their buttons, and the server serving it keeps those a deployment configures (ADR 0039). Nobody
 * signs in here, so the clients need not exist (the issuer is read at the first sign-in only).
 */
const everyProvider = {
  GOOGLE_CLIENT_ID: 'prerender',
  GOOGLE_CLIENT_SECRET: 'prerender',
  MICROSOFT_CLIENT_ID: 'prerender',
  MICROSOFT_CLIENT_SECRET: 'prerender',
  LINKEDIN_CLIENT_ID: 'prerender',
  LINKEDIN_CLIENT_SECRET: 'prerender',
  OIDC_ISSUER: 'https://openid.invalid',
  OIDC_CLIENT_ID: 'prerender',
  OIDC_CLIENT_SECRET: 'prerender',
  OIDC_LABEL: prerenderedOidcLabel,
};

/**
 * The ports of server/src/composition.ts with the in-memory persistence, rate limiter and sandbox
 * checkouts in place of the database's, and the fast password hasher: the demo accounts live only
 * as long as this run, and argon2 would spend seconds hashing their passwords.
 */
function memoryPorts(config: Config): { ports: Ports; sandboxPayments: SandboxPayments } {
  const clock = systemClock;
  const sandboxPayments = sandboxPaymentsOn(memorySandboxCheckouts(), {
    publicBaseUrl: config.publicBaseUrl,
    callbackUrl: config.payment.callbackUrl,
    clock,
  });
  const operations = composeOperations(config, () => ({ ...ports, actor: systemActor }));
  const ports: Ports = {
    clock,
    passwordHasher: createFastPasswordHasher(),
    passwordStrength: createZxcvbnPasswordStrength(),
    rateLimiter: createMemoryRateLimiter(clock),
    timer: systemTimer,
    tokenGenerator: createRandomTokenGenerator(),
    fileTypeDetector: createFileTypeDetector(),
    spreadsheet: createSheetJsSpreadsheet(),
    pdfDocuments: createPdfmakeDocuments(),
    calendarFiles: createIcalCalendarFiles({ publicBaseUrl: 'http://localhost' }),
    documentSigner: createEd25519DocumentSigner(generateSigningKeyPem()),
    publicBaseUrl: config.publicBaseUrl,
    locations: createLocationDirectory(),
    images: createSharpImageProcessor(),
    holidayCalendar: createTurkishHolidayCalendar(),
    cronSchedule: createCronerSchedule(),
    paymentGateway: sandboxPayments.gateway,
    identityProviders: createIdentityProviders({ ...config.identity, publicBaseUrl: config.publicBaseUrl }),
    ...createMemoryPersistence({ clock }),
    ...operations.ports,
  };
  return { ports, sandboxPayments };
}

/**
 * Starts the server; it reads the pre-rendered pages from `prerenderedDir`, the run's work in
 * progress, while another server (a running `npm start`) may serve the finished ones.
 */
export async function startPlatformServer(prerenderedDir: string): Promise<PlatformServer> {
  const port = await freePort();
  const environment = Object.fromEntries(Object.entries(process.env).filter(([name]) => !dropped.test(name)));
  const config = readConfig({
    ...environment,
    PORT: String(port),
    NODE_ENV: 'production',
    // Production refuses to start without a named provider; the sandbox takes no money.
    PAYMENT_PROVIDER: 'sandbox',
    // Production needs the address it is reached at; the server writes the pages' links afresh.
    PUBLIC_BASE_URL: `http://127.0.0.1:${port}`,
    LOG_LEVEL: 'warn',
    PRERENDERED_DIR: prerenderedDir,
    ...everyProvider,
  });
  const { ports, sandboxPayments } = memoryPorts(config);
  await seedDemoData({ ...ports, actor: systemActor });
  const logger = createLogger(config);
  const app = buildApp({ ports, databaseIsReachable: async () => true, logger, config, sandboxPayments });
  const server = await new Promise<ReturnType<typeof serve>>((resolve) => {
    const listening = serve({ fetch: app.fetch, port, hostname: '127.0.0.1' }, () => resolve(listening));
  });
  return {
    url: `http://127.0.0.1:${port}`,
    stop: () =>
      new Promise<void>((resolve) => {
        server.close(() => logger.flush(() => resolve()));
        // Pages held open (keep-alive sockets of a closed browser) must not hold the build's end.
        if ('closeAllConnections' in server) server.closeAllConnections();
      }),
  };
}
