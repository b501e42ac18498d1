import { join } from 'node:path';
import { z } from 'zod';
import { repoRoot } from './paths.ts';

/** The three federated remotes: their module-federation name and their folder in the repository. */
export const remotes = [
  { name: 'public_site', dir: 'public-site', env: 'REMOTE_PUBLIC_SITE_URL' },
  { name: 'member_app', dir: 'member-app', env: 'REMOTE_MEMBER_APP_URL' },
  { name: 'admin_app', dir: 'admin-app', env: 'REMOTE_ADMIN_APP_URL' },
] as const;

export type RemoteName = (typeof remotes)[number]['name'];

const optionalText = z
  .string()
  .trim()
  .transform((value) => value || undefined)
  .optional();

/**
 * Environment variables read by the server and the CLI. Reserved for later issues and not read
 * yet: PAYMENT_PROVIDER, IYZICO_API_KEY, IYZICO_SECRET_KEY, IYZICO_BASE_URL (payment gateway).
 */
const environmentSchema = z.object({
  PORT: z.coerce.number().int().min(1).max(65_535).default(3000),
  /** PostgreSQL URL; unset means the embedded PGlite database in DATA_DIR/pglite. */
  DATABASE_URL: optionalText,
  DATA_DIR: optionalText,
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  NODE_ENV: optionalText,
  /** The address members use, for links in mails (later issues); defaults to http://localhost:PORT. */
  PUBLIC_BASE_URL: z.url().optional(),
  REMOTE_PUBLIC_SITE_URL: optionalText,
  REMOTE_MEMBER_APP_URL: optionalText,
  REMOTE_ADMIN_APP_URL: optionalText,
  /** smtp:// or smtps:// URL of the mail server; unset: mail stays in the outbox (ADR 0014). */
  SMTP_URL: optionalText.pipe(z.url({ protocol: /^smtps?$/ }).optional()),
  /** The sender of every mail. */
  MAIL_FROM: optionalText,
  /**
   * Browser journeys only: a file holding milliseconds by which the server's clock runs ahead
   * ("14 days later"). Refused in production, where nothing may move time.
   */
  TEST_CLOCK_FILE: optionalText,
});

export interface StaticRoots {
  /** The host shell's build output (index.html and its assets). */
  readonly host: string;
  /** Each remote's build output, served under /remotes/<dir>/. */
  readonly remotes: Readonly<Record<RemoteName, string>>;
}

export interface Config {
  readonly port: number;
  readonly databaseUrl: string | undefined;
  readonly dataDir: string;
  readonly logLevel: z.infer<typeof environmentSchema>['LOG_LEVEL'];
  readonly production: boolean;
  readonly publicBaseUrl: string;
  /** URL of each remote's mf-manifest.json, as given to the browser. */
  readonly remoteManifestUrls: Readonly<Record<RemoteName, string>>;
  readonly staticRoots: StaticRoots;
  /** The mail server, or undefined: then nothing is sent and administrators read mail at /admin/outbox. */
  readonly smtpUrl: string | undefined;
  readonly mailFrom: string;
  /** The journeys' moved clock (never set in production). */
  readonly testClockFile: string | undefined;
}

export function readConfig(environment: Record<string, string | undefined> = process.env): Config {
  const env = environmentSchema.parse(environment);
  if (env.NODE_ENV === 'production' && env.TEST_CLOCK_FILE) {
    throw new Error('TEST_CLOCK_FILE moves the clock for tests and is refused when NODE_ENV=production');
  }
  const remoteEntries = (pick: (remote: (typeof remotes)[number]) => string) =>
    Object.fromEntries(remotes.map((remote) => [remote.name, pick(remote)])) as Record<RemoteName, string>;
  return {
    port: env.PORT,
    databaseUrl: env.DATABASE_URL,
    dataDir: env.DATA_DIR ?? join(repoRoot, '.data'),
    logLevel: env.LOG_LEVEL,
    production: env.NODE_ENV === 'production',
    publicBaseUrl: env.PUBLIC_BASE_URL ?? `http://localhost:${env.PORT}`,
    remoteManifestUrls: remoteEntries(
      (remote) => env[remote.env] ?? `/remotes/${remote.dir}/mf-manifest.json`,
    ),
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM ?? 'Koçluk Saatleri <no-reply@localhost>',
    testClockFile: env.TEST_CLOCK_FILE,
    staticRoots: {
      host: join(repoRoot, 'shells/host/dist'),
      remotes: remoteEntries((remote) => join(repoRoot, remote.dir, 'dist')),
    },
  };
}
