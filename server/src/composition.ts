import { join } from 'node:path';
import {
  createArgon2PasswordHasher,
  createPersistence,
  createRandomTokenGenerator,
  type Database,
  openDatabase,
  systemClock,
} from '@coach/adapters';
import { type Clock, type Ports, systemActor, type UseCaseContext } from '@coach/core';
import type { Logger } from 'pino';
import type { Config } from './config.ts';
import { createLogger } from './logger.ts';

/** Everything the server and the CLI run on, chosen from the configuration in this one place. */
export interface Composition {
  readonly config: Config;
  readonly database: Database;
  readonly ports: Ports;
  readonly logger: Logger;
  close(): Promise<void>;
}

export interface CompositionOverrides {
  /** Tests move time with their own clock. */
  readonly clock?: Clock;
  /** Tests use `memory://`; otherwise DATA_DIR/pglite. */
  readonly pgliteDir?: string;
  readonly logger?: Logger;
}

export function pgliteDirOf(config: Pick<Config, 'dataDir'>): string {
  return join(config.dataDir, 'pglite');
}

export async function compose(config: Config, overrides: CompositionOverrides = {}): Promise<Composition> {
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    pgliteDir: overrides.pgliteDir ?? pgliteDirOf(config),
  });
  const ports: Ports = {
    clock: overrides.clock ?? systemClock,
    passwordHasher: createArgon2PasswordHasher(),
    tokenGenerator: createRandomTokenGenerator(),
    ...createPersistence(database.db),
  };
  return {
    config,
    database,
    ports,
    logger: overrides.logger ?? createLogger(config),
    close: () => database.close(),
  };
}

/** The context in which the CLI, the seed and the jobs run use cases: the system actor. */
export function systemContextOf(composition: Pick<Composition, 'ports'>): UseCaseContext {
  return { ...composition.ports, actor: systemActor };
}
