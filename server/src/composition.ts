// The composition root. Adapters are imported by module, never through the `@coach/adapters`
// index: a process loads only what it uses (the CLI starts in under a second of CPU, `npm run bench`).

import { createCronerSchedule } from '@coach/adapters/calendar/croner-schedule';
import { createTurkishHolidayCalendar } from '@coach/adapters/calendar/turkish-holiday-calendar';
import { createFileOffsetClock, systemClock } from '@coach/adapters/clock';
import { createRandomTokenGenerator } from '@coach/adapters/crypto/random-token-generator';
import { createZxcvbnPasswordStrength } from '@coach/adapters/crypto/zxcvbn-password-strength';
import { createSheetJsSpreadsheet } from '@coach/adapters/excel/sheetjs-spreadsheet';
import { createIdentityProviders } from '@coach/adapters/identity/identity-providers';
import { createLocationDirectory } from '@coach/adapters/location/location-directory';
import { createIyzicoPaymentGateway } from '@coach/adapters/payments/iyzico-payment-gateway';
import { createSandboxPayments, type SandboxPayments } from '@coach/adapters/payments/sandbox-payments';
import { type Database, openDatabase } from '@coach/adapters/postgres/database';
import { createPersistence } from '@coach/adapters/postgres/repositories/index';
import { systemTimer } from '@coach/adapters/timer';
import type { Clock, PasswordHasher, PaymentGateway, Ports, UseCaseContext } from '@coach/core';
import { systemActor } from '@coach/core/shared/context';
import type { Logger } from 'pino';
import type { Config } from './config.ts';
import { createLogger } from './logger.ts';
import { composeOperations, type Operations } from './operations.ts';
import { pgliteDirOf, signingKeyFileOf } from './paths.ts';

/** Everything the server and the CLI run on, chosen from the configuration in this one place. */
export interface Composition {
  readonly config: Config;
  readonly database: Database;
  readonly ports: Ports;
  readonly logger: Logger;
  /** Mail delivery and the scheduled jobs (started by main.ts only). */
  readonly operations: Operations;
  /** The built-in test provider's checkout page API, when PAYMENT_PROVIDER=sandbox (routes/sandbox-payments.ts). */
  readonly sandboxPayments: SandboxPayments | undefined;
  close(): Promise<void>;
}

export interface CompositionOverrides {
  /** Tests move time with their own clock. */
  readonly clock?: Clock;
  /** Tests use `memory://`; otherwise DATA_DIR/pglite. */
  readonly pgliteDir?: string;
  readonly logger?: Logger;
  /** Tests bring a database they opened (PGlite or a PostgreSQL of their own) and close it themselves. */
  readonly database?: Database;
  /** Server tests are about HTTP, not argon2: they use a fast hasher (one test keeps the real one). */
  readonly passwordHasher?: PasswordHasher;
}

export { pgliteDirOf };

/** The names of a port's methods, all of which answer a promise. */
type AsyncMethods<Port> = {
  [Name in keyof Port]: Port[Name] extends (...args: never[]) => Promise<unknown> ? Name : never;
}[keyof Port];

/**
 * A port whose adapter, and the library behind it, is imported at its first call rather than when
 * the platform is composed: images (sharp), file types, rate limits and password hashing are rarely
 * needed by a CLI command or a job, and loading them was a good part of a command's start. Only for ports whose
 * methods all answer promises (the type checks it), so a caller cannot tell the difference.
 */
function onFirstCall<Port extends Record<AsyncMethods<Port>, unknown>>(load: () => Promise<Port>): Port {
  let loading: Promise<Port> | undefined;
  return new Proxy({} as Port, {
    get:
      (_target, name) =>
      async (...args: unknown[]) => {
        loading ??= load();
        const port = await loading;
        return (port[name as keyof Port] as (...values: unknown[]) => Promise<unknown>).apply(port, args);
      },
  });
}

export async function compose(config: Config, overrides: CompositionOverrides = {}): Promise<Composition> {
  const database =
    overrides.database ??
    (await openDatabase({
      databaseUrl: config.databaseUrl,
      pgliteDir: overrides.pgliteDir ?? pgliteDirOf(config),
    }));
  // The jobs run as the system actor on these very ports (read when a job runs, after this returns).
  const operations = composeOperations(config, () => ({ ...ports, actor: systemActor }));
  const clock =
    overrides.clock ?? (config.testClockFile ? createFileOffsetClock(config.testClockFile) : systemClock);
  const { paymentGateway, sandboxPayments } = paymentsOf(config, database, clock);
  const ports: Ports = {
    clock,
    // argon2's queue (p-queue) and Node's argon2 binding load at the first sign-in or password.
    passwordHasher:
      overrides.passwordHasher ??
      onFirstCall(async () =>
        (await import('@coach/adapters/crypto/argon2-password-hasher')).createArgon2PasswordHasher(),
      ),
    passwordStrength: createZxcvbnPasswordStrength(),
    rateLimiter: onFirstCall(async () =>
      (await import('@coach/adapters/postgres/rate-limiter')).createPostgresRateLimiter(database.db),
    ),
    timer: systemTimer,
    tokenGenerator: createRandomTokenGenerator(),
    fileTypeDetector: onFirstCall(async () =>
      (await import('@coach/adapters/files/file-type-detector')).createFileTypeDetector(),
    ),
    spreadsheet: createSheetJsSpreadsheet(),
    // pdfmake, pdfkit and the fonts load at the first receipt; every kind of database uses it.
    pdfDocuments: onFirstCall(async () =>
      (await import('@coach/adapters/pdf/pdfmake-documents')).createPdfmakeDocuments(),
    ),
    // ical-generator loads at the first calendar feed read.
    calendarFiles: onFirstCall(async () =>
      (await import('@coach/adapters/calendar/ical-files')).createIcalCalendarFiles({
        publicBaseUrl: config.publicBaseUrl,
      }),
    ),
    // node:crypto's Ed25519 with the configured key, or the one kept under DATA_DIR, and the public
    // keys of those it replaced (ADR 0054).
    documentSigner: onFirstCall(async () => {
      const { createEd25519DocumentSigner, signingKeyInFile } = await import(
        '@coach/adapters/crypto/ed25519-document-signer'
      );
      return createEd25519DocumentSigner(
        config.coachingLogSigningKey ?? signingKeyInFile(signingKeyFileOf(config)),
        config.coachingLogRetiredKeys,
      );
    }),
    publicBaseUrl: config.publicBaseUrl,
    locations: createLocationDirectory(),
    images: onFirstCall(async () =>
      (await import('@coach/adapters/images/sharp-image-processor')).createSharpImageProcessor(),
    ),
    holidayCalendar: createTurkishHolidayCalendar(),
    cronSchedule: createCronerSchedule(),
    paymentGateway,
    // Redirect URLs come from PUBLIC_BASE_URL only, never from a request (ADR 0023).
    identityProviders: createIdentityProviders({ ...config.identity, publicBaseUrl: config.publicBaseUrl }),
    ...createPersistence(database.db, operations.persistenceHooks),
    ...operations.ports,
  };
  // Made when first asked for (the server's tests): the server brings its own, a command needs none.
  let logger = overrides.logger;
  return {
    config,
    database,
    ports,
    get logger() {
      logger ??= createLogger(config);
      return logger;
    },
    operations,
    sandboxPayments,
    close: async () => {
      await operations.close();
      if (!overrides.database) await database.close();
    },
  };
}

/**
 * The payment provider of the configuration. The sandbox keeps its checkouts in the same database
 * and reads the same clock as the rest (a moved test clock expires its checkouts too).
 */
function paymentsOf(
  config: Config,
  database: Database,
  clock: Clock,
): { paymentGateway: PaymentGateway; sandboxPayments: SandboxPayments | undefined } {
  const { payment } = config;
  if (payment.provider === 'iyzico') {
    const { apiKey, secretKey, baseUrl, callbackUrl } = payment;
    const paymentGateway = createIyzicoPaymentGateway({ apiKey, secretKey, baseUrl, callbackUrl });
    return { paymentGateway, sandboxPayments: undefined };
  }
  const sandboxPayments = createSandboxPayments(database.db, {
    publicBaseUrl: config.publicBaseUrl,
    callbackUrl: payment.callbackUrl,
    clock,
  });
  return { paymentGateway: sandboxPayments.gateway, sandboxPayments };
}

/** The context in which the CLI, the seed and the jobs run use cases: the system actor. */
export function systemContextOf(composition: Pick<Composition, 'ports'>): UseCaseContext {
  return { ...composition.ports, actor: systemActor };
}
