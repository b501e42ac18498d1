import { join } from 'node:path';
import {
  createArgon2PasswordHasher,
  createFileOffsetClock,
  createPersistence,
  createPostgresRateLimiter,
  createRandomTokenGenerator,
  createZxcvbnPasswordStrength,
  type Database,
  openDatabase,
  systemClock,
} from '@coach/adapters';
import { createCronerSchedule } from '@coach/adapters/calendar/croner-schedule';
import { createTurkishHolidayCalendar } from '@coach/adapters/calendar/turkish-holiday-calendar';
import { createSheetJsSpreadsheet } from '@coach/adapters/excel/sheetjs-spreadsheet';
import { createFileTypeDetector } from '@coach/adapters/files/file-type-detector';
import { createSharpImageProcessor } from '@coach/adapters/images/sharp-image-processor';
import { createLocationDirectory } from '@coach/adapters/location/location-directory';
import { type Clock, type PasswordHasher, type Ports, systemActor, type UseCaseContext } from '@coach/core';
import type { Logger } from 'pino';
import type { Config } from './config.ts';
import { createLogger } from './logger.ts';
import { composeOperations, type Operations } from './operations.ts';

/** Everything the server and the CLI run on, chosen from the configuration in this one place. */
export interface Composition {
  readonly config: Config;
  readonly database: Database;
  readonly ports: Ports;
  readonly logger: Logger;
  /** Mail delivery and the scheduled jobs (started by main.ts only). */
  readonly operations: Operations;
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

export function pgliteDirOf(config: Pick<Config, 'dataDir'>): string {
  return join(config.dataDir, 'pglite');
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
  const ports: Ports = {
    clock:
      overrides.clock ?? (config.testClockFile ? createFileOffsetClock(config.testClockFile) : systemClock),
    passwordHasher: overrides.passwordHasher ?? createArgon2PasswordHasher(),
    passwordStrength: createZxcvbnPasswordStrength(),
    rateLimiter: createPostgresRateLimiter(database.db),
    tokenGenerator: createRandomTokenGenerator(),
    fileTypeDetector: createFileTypeDetector(),
    spreadsheet: createSheetJsSpreadsheet(),
    locations: createLocationDirectory(),
    images: createSharpImageProcessor(),
    holidayCalendar: createTurkishHolidayCalendar(),
    cronSchedule: createCronerSchedule(),
    ...createPersistence(database.db, operations.persistenceHooks),
    ...operations.ports,
  };
  return {
    config,
    database,
    ports,
    logger: overrides.logger ?? createLogger(config),
    operations,
    close: async () => {
      await operations.close();
      if (!overrides.database) await database.close();
    },
  };
}

/** The context in which the CLI, the seed and the jobs run use cases: the system actor. */
export function systemContextOf(composition: Pick<Composition, 'ports'>): UseCaseContext {
  return { ...composition.ports, actor: systemActor };
}
