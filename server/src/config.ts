import { createPublicKey } from 'node:crypto';
import { isIP } from 'node:net';
import { join } from 'node:path';
import { paymentProviders } from '@coach/core/contracts/payments';
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

/** Environment variables read by the server and the CLI. */
const environmentSchema = z.object({
  PORT: z.coerce.number().int().min(1).max(65_535).default(3000),
  /** PostgreSQL URL; unset means the embedded PGlite database in DATA_DIR/pglite. */
  DATABASE_URL: optionalText,
  /** How long the server waits at start for an unreachable DATABASE_URL before it gives up (seconds). */
  DATABASE_WAIT_SECONDS: z.coerce.number().int().min(0).max(3600).default(60),
  DATA_DIR: optionalText,
  /**
   * Where the pre-rendered pages are read (default: shells/host/dist/prerendered). The pre-render's
   * own server reads its work in progress from another folder, so a running `npm start` keeps
   * serving the last finished set meanwhile (scripts/prerender/run.ts).
   */
  PRERENDERED_DIR: optionalText,
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  NODE_ENV: optionalText,
  /**
   * The address members reach: every absolute link (mails, canonical and sitemap addresses, the
   * payment and sign-in returns). Required in production; http://localhost:PORT otherwise.
   */
  PUBLIC_BASE_URL: optionalText.pipe(z.url({ protocol: /^https?$/ }).optional()),
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
  /** `sandbox` (the built-in test checkout) or `iyzico`; unset means sandbox, except in production. */
  PAYMENT_PROVIDER: optionalText.pipe(z.enum(paymentProviders).optional()),
  /** From the iyzico merchant panel (Settings → Merchant settings); required with PAYMENT_PROVIDER=iyzico. */
  IYZICO_API_KEY: optionalText,
  IYZICO_SECRET_KEY: optionalText,
  /** iyzico's own test environment unless set; https://api.iyzipay.com takes real money. */
  IYZICO_BASE_URL: optionalText.pipe(z.url({ protocol: /^https?$/ }).optional()),
  /**
   * The Ed25519 private key (PKCS8 PEM; `\n` may stand for line breaks) that signs published
   * coaching logs (ADR 0054). Unset: a key made once in DATA_DIR/keys/ and kept there.
   */
  COACHING_LOG_SIGNING_KEY: optionalText,
  /**
   * The public keys (SPKI PEM, one after another; `\n` may stand for line breaks) of signing keys
   * used before a rotation: logs they signed still verify, and they stay in the published key set.
   */
  COACHING_LOG_RETIRED_KEYS: optionalText,
  /** Sign-in with Google: an OAuth client of type "Web application" (README, Signing in with …). */
  GOOGLE_CLIENT_ID: optionalText,
  GOOGLE_CLIENT_SECRET: optionalText,
  /** Sign-in with Microsoft (Entra ID): an app registration with a Web platform. */
  MICROSOFT_CLIENT_ID: optionalText,
  MICROSOFT_CLIENT_SECRET: optionalText,
  /** `common` (any work, school or personal account), `organizations`, `consumers` or a tenant ID. */
  MICROSOFT_TENANT: optionalText,
  /** Sign-in with LinkedIn: an app with the product "Sign In with LinkedIn using OpenID Connect". */
  LINKEDIN_CLIENT_ID: optionalText,
  LINKEDIN_CLIENT_SECRET: optionalText,
  /** One more OpenID Connect provider, found through `<issuer>/.well-known/openid-configuration`. */
  OIDC_ISSUER: optionalText.pipe(z.url({ protocol: /^https?$/ }).optional()),
  OIDC_CLIENT_ID: optionalText,
  OIDC_CLIENT_SECRET: optionalText,
  /** The generic provider's button: "Sign in with <label>". */
  OIDC_LABEL: optionalText,
  /**
   * Proxies whose `X-Forwarded-For` is believed (addresses or CIDR ranges, comma-separated): behind
   * them the rate limits count each client, not the proxy (http/client-address.ts).
   */
  TRUSTED_PROXIES: optionalText,
  /** A port of its own for `/metrics` (Prometheus), reached from the private network only. */
  METRICS_PORT: optionalText
    .transform((value) => (value === undefined ? undefined : Number(value)))
    .pipe(z.number().int().min(1).max(65_535).optional()),
  /** A bearer token that `/metrics` asks for (on METRICS_PORT when set, else on PORT). */
  METRICS_TOKEN: optionalText,
});

/** Every environment variable the server and the CLI read (docs/deploy.md lists each one). */
export const environmentVariables = Object.keys(environmentSchema.shape) as readonly string[];

/** The shortest METRICS_TOKEN taken: a guessable token would open the figures to anyone. */
export const metricsTokenMinLength = 16;

/** Where card payments go (docs/product-rules.md §4). */
export type PaymentConfig =
  | { readonly provider: 'sandbox'; readonly callbackUrl: string }
  | {
      readonly provider: 'iyzico';
      readonly callbackUrl: string;
      readonly apiKey: string;
      readonly secretKey: string;
      readonly baseUrl: string;
    };

/** iyzico's test environment: takes the test cards of its documentation, never real money. */
export const iyzicoSandboxBaseUrl = 'https://sandbox-api.iyzipay.com';

interface ProviderClient {
  readonly clientId: string;
  readonly clientSecret: string;
}

/**
 * The sign-in providers whose client is configured; an absent key is a provider not enabled.
 * The same shape as the adapters' IdentityProvidersConfig without `publicBaseUrl` (the composition
 * adds it): this module reads the environment and imports no adapter.
 */
export interface IdentityConfig {
  readonly google?: ProviderClient;
  readonly microsoft?: ProviderClient & { readonly tenant: string };
  readonly linkedin?: ProviderClient;
  readonly oidc?: ProviderClient & { readonly issuer: string; readonly label: string };
}

export interface StaticRoots {
  /** The host shell's build output (index.html and its assets). */
  readonly host: string;
  /** Each remote's build output, served under /remotes/<dir>/. */
  readonly remotes: Readonly<Record<RemoteName, string>>;
  /** The pre-rendered pages (ADR 0024): `<host>/prerendered` unless PRERENDERED_DIR names another. */
  readonly prerendered: string;
}

export interface Config {
  readonly port: number;
  readonly databaseUrl: string | undefined;
  /** Start-up keeps trying an unreachable DATABASE_URL this long (seconds); 0 tries once. */
  readonly databaseWaitSeconds: number;
  readonly dataDir: string;
  readonly logLevel: z.infer<typeof environmentSchema>['LOG_LEVEL'];
  readonly production: boolean;
  /**
   * PUBLIC_BASE_URL without a trailing slash, or http://localhost:PORT outside production: the
   * origin of every absolute address the server writes. Never taken from a request, whose Host
   * header anyone can set (a poisoned cache would hand out canonical links to another site).
   */
  readonly publicBaseUrl: string;
  /** URL of each remote's mf-manifest.json, as given to the browser. */
  readonly remoteManifestUrls: Readonly<Record<RemoteName, string>>;
  readonly staticRoots: StaticRoots;
  /** The mail server, or undefined: then nothing is sent and administrators read mail at /admin/outbox. */
  readonly smtpUrl: string | undefined;
  readonly mailFrom: string;
  /** The journeys' moved clock (never set in production). */
  readonly testClockFile: string | undefined;
  readonly payment: PaymentConfig;
  /** Sign-in with Google, Microsoft, LinkedIn or the generic OpenID Connect provider. */
  readonly identity: IdentityConfig;
  /** Where `/metrics` is served and what it asks for; undefined: it is not served at all. */
  readonly metrics: MetricsConfig | undefined;
  /** The proxies whose `X-Forwarded-For` names the client: addresses and CIDR ranges. */
  readonly trustedProxies: readonly TrustedProxy[];
  /** COACHING_LOG_SIGNING_KEY as PEM, or undefined: the key kept in DATA_DIR/keys/ (ADR 0054). */
  readonly coachingLogSigningKey: string | undefined;
  /** COACHING_LOG_RETIRED_KEYS: each retired public key as its own PEM block (ADR 0054). */
  readonly coachingLogRetiredKeys: readonly string[];
}

/** One entry of TRUSTED_PROXIES: an address, or a range when `prefix` is set. */
export interface TrustedProxy {
  readonly address: string;
  readonly family: 'ipv4' | 'ipv6';
  readonly prefix: number | undefined;
}

/**
 * `/metrics` is never open to the public (docs/deploy.md, ADR 0041): either on a port of its own,
 * which the proxy does not forward, or behind a bearer token, or both.
 */
export interface MetricsConfig {
  /** Served on this port only (not on PORT); undefined: on PORT, behind the token. */
  readonly port: number | undefined;
  /** Asked for as `Authorization: Bearer <token>`; undefined: only with a port of its own. */
  readonly token: string | undefined;
}

type Environment = z.infer<typeof environmentSchema>;

/**
 * The payment provider. A production server must name it: the sandbox accepts test cards, so a
 * forgotten variable would hand out memberships for free. A demo deployment that wants the sandbox
 * says PAYMENT_PROVIDER=sandbox on purpose.
 */
function paymentConfigOf(env: Environment, publicBaseUrl: string): PaymentConfig {
  // The provider posts the payer's browser back here (routes/payments.ts).
  const callbackUrl = `${publicBaseUrl}/api/payment/callback`;
  if (!env.PAYMENT_PROVIDER && env.NODE_ENV === 'production') {
    throw new Error(
      'PAYMENT_PROVIDER must be set when NODE_ENV=production: iyzico for real payments, or sandbox (test cards only) on purpose',
    );
  }
  if ((env.PAYMENT_PROVIDER ?? 'sandbox') === 'sandbox') return { provider: 'sandbox', callbackUrl };
  const missing = (['IYZICO_API_KEY', 'IYZICO_SECRET_KEY'] as const).filter((name) => !env[name]);
  if (missing.length > 0) {
    throw new Error(
      `PAYMENT_PROVIDER=iyzico needs ${missing.join(' and ')} (from the iyzico merchant panel)`,
    );
  }
  return {
    provider: 'iyzico',
    callbackUrl,
    apiKey: env.IYZICO_API_KEY as string,
    secretKey: env.IYZICO_SECRET_KEY as string,
    baseUrl: (env.IYZICO_BASE_URL ?? iyzicoSandboxBaseUrl).replace(/\/+$/, ''),
  };
}

type ClientVariable = 'GOOGLE' | 'MICROSOFT' | 'LINKEDIN' | 'OIDC';

/**
 * A provider's client: both halves or none. One without the other is a mistake in the
 * deployment, refused at start with the missing variable's name rather than a button that fails.
 */
function clientOf(env: Environment, prefix: ClientVariable): ProviderClient | undefined {
  const id = `${prefix}_CLIENT_ID` as const;
  const secret = `${prefix}_CLIENT_SECRET` as const;
  const clientId = env[id];
  const clientSecret = env[secret];
  if (clientId && clientSecret) return { clientId, clientSecret };
  if (clientId) throw new Error(`${secret} must be set with ${id}`);
  if (clientSecret) throw new Error(`${id} must be set with ${secret}`);
  return undefined;
}

function identityConfigOf(env: Environment): IdentityConfig {
  const google = clientOf(env, 'GOOGLE');
  const microsoft = clientOf(env, 'MICROSOFT');
  const linkedin = clientOf(env, 'LINKEDIN');
  const oidcClient = clientOf(env, 'OIDC');
  if (env.OIDC_ISSUER && !oidcClient) {
    throw new Error('OIDC_ISSUER needs OIDC_CLIENT_ID and OIDC_CLIENT_SECRET');
  }
  if (oidcClient && !env.OIDC_ISSUER) {
    throw new Error('OIDC_ISSUER must be set with OIDC_CLIENT_ID and OIDC_CLIENT_SECRET');
  }
  const identity: IdentityConfig = {
    ...(google ? { google } : {}),
    ...(microsoft ? { microsoft: { ...microsoft, tenant: env.MICROSOFT_TENANT ?? 'common' } } : {}),
    ...(linkedin ? { linkedin } : {}),
    ...(oidcClient && env.OIDC_ISSUER
      ? { oidc: { ...oidcClient, issuer: env.OIDC_ISSUER, label: env.OIDC_LABEL ?? 'OpenID' } }
      : {}),
  };
  return identity;
}

/**
 * Where members reach the platform. Production must say it: the default would put localhost into
 * every mail, and the providers (payment, sign-in) would send members back to it. Outside
 * production it is this server on its own port, whatever Host a request names.
 */
function publicBaseUrlOf(env: Environment): string {
  if (env.PUBLIC_BASE_URL) return env.PUBLIC_BASE_URL.replace(/\/+$/, '');
  if (env.NODE_ENV === 'production') {
    throw new Error(
      'PUBLIC_BASE_URL must be set when NODE_ENV=production (e.g. https://koc.example.org): links in mails and pages, and the payment and sign-in returns, are built from it, never from a request',
    );
  }
  return `http://localhost:${env.PORT}`;
}

function trustedProxiesOf(env: Environment): TrustedProxy[] {
  if (!env.TRUSTED_PROXIES) return [];
  return env.TRUSTED_PROXIES.split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '')
    .map((entry) => {
      const [address = '', prefixText, ...rest] = entry.split('/');
      const version = isIP(address);
      const prefix = prefixText === undefined ? undefined : Number(prefixText);
      const maxPrefix = version === 6 ? 128 : 32;
      const validPrefix =
        prefix === undefined || (/^\d+$/.test(prefixText ?? '') && prefix >= 0 && prefix <= maxPrefix);
      if (version === 0 || rest.length > 0 || !validPrefix) {
        throw new Error(
          `TRUSTED_PROXIES: "${entry}" is neither an IP address nor a CIDR range (e.g. 10.0.0.5, 172.30.0.0/24, fd00::/8)`,
        );
      }
      return { address, family: version === 6 ? 'ipv6' : 'ipv4', prefix } as const;
    });
}

const publicKeyBlock = /-----BEGIN PUBLIC KEY-----[\s\S]*?-----END PUBLIC KEY-----/g;

/** The PEM blocks of COACHING_LOG_RETIRED_KEYS, each an Ed25519 public key, or a refusal to start. */
function retiredSigningKeysOf(env: Environment): string[] {
  const text = env.COACHING_LOG_RETIRED_KEYS?.replaceAll('\\n', '\n');
  if (!text) return [];
  const blocks = text.match(publicKeyBlock) ?? [];
  const rest = text.replace(publicKeyBlock, '').trim();
  const valid = blocks.every((pem) => {
    try {
      return createPublicKey(pem).asymmetricKeyType === 'ed25519';
    } catch {
      return false;
    }
  });
  if (blocks.length === 0 || rest !== '' || !valid) {
    throw new Error(
      'COACHING_LOG_RETIRED_KEYS: expected Ed25519 public keys as PEM blocks ("-----BEGIN PUBLIC KEY-----" … "-----END PUBLIC KEY-----"), one after another',
    );
  }
  return blocks;
}

function metricsConfigOf(env: Environment): MetricsConfig | undefined {
  const port = env.METRICS_PORT;
  const token = env.METRICS_TOKEN;
  if (port === undefined && token === undefined) return undefined;
  if (port === env.PORT) {
    throw new Error(
      'METRICS_PORT must differ from PORT: the figures are served on a port the proxy does not forward',
    );
  }
  if (token !== undefined && (token.length < metricsTokenMinLength || /\s/.test(token))) {
    throw new Error(
      `METRICS_TOKEN must be at least ${metricsTokenMinLength} characters without spaces (e.g. openssl rand -hex 32)`,
    );
  }
  return { port, token };
}

export function readConfig(environment: Record<string, string | undefined> = process.env): Config {
  const env = environmentSchema.parse(environment);
  if (env.NODE_ENV === 'production' && env.TEST_CLOCK_FILE) {
    throw new Error('TEST_CLOCK_FILE moves the clock for tests and is refused when NODE_ENV=production');
  }
  const remoteEntries = (pick: (remote: (typeof remotes)[number]) => string) =>
    Object.fromEntries(remotes.map((remote) => [remote.name, pick(remote)])) as Record<RemoteName, string>;
  const publicBaseUrl = publicBaseUrlOf(env);
  return {
    port: env.PORT,
    databaseUrl: env.DATABASE_URL,
    databaseWaitSeconds: env.DATABASE_WAIT_SECONDS,
    dataDir: env.DATA_DIR ?? join(repoRoot, '.data'),
    logLevel: env.LOG_LEVEL,
    production: env.NODE_ENV === 'production',
    publicBaseUrl,
    remoteManifestUrls: remoteEntries(
      (remote) => env[remote.env] ?? `/remotes/${remote.dir}/mf-manifest.json`,
    ),
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM ?? 'Koçluk Saatleri <no-reply@localhost>',
    testClockFile: env.TEST_CLOCK_FILE,
    payment: paymentConfigOf(env, publicBaseUrl),
    identity: identityConfigOf(env),
    metrics: metricsConfigOf(env),
    trustedProxies: trustedProxiesOf(env),
    coachingLogSigningKey: env.COACHING_LOG_SIGNING_KEY?.replaceAll('\\n', '\n'),
    coachingLogRetiredKeys: retiredSigningKeysOf(env),
    staticRoots: {
      host: join(repoRoot, 'shells/host/dist'),
      remotes: remoteEntries((remote) => join(repoRoot, remote.dir, 'dist')),
      prerendered: env.PRERENDERED_DIR ?? join(repoRoot, 'shells/host/dist/prerendered'),
    },
  };
}
