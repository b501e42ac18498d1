import { generateKeyPairSync } from 'node:crypto';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readConfig } from './config.ts';
import { repoRoot } from './paths.ts';

describe('readConfig', () => {
  it('works with an empty environment: port 3000, embedded database in <repo>/.data, same-origin remotes', () => {
    const config = readConfig({});
    expect(config).toMatchObject({
      port: 3000,
      databaseUrl: undefined,
      dataDir: join(repoRoot, '.data'),
      logLevel: 'info',
      production: false,
      publicBaseUrl: 'http://localhost:3000',
      remoteManifestUrls: {
        public_site: '/remotes/public-site/mf-manifest.json',
        member_app: '/remotes/member-app/mf-manifest.json',
        admin_app: '/remotes/admin-app/mf-manifest.json',
      },
    });
    expect(config.staticRoots.host).toBe(join(repoRoot, 'shells/host/dist'));
    expect(config.staticRoots.remotes.admin_app).toBe(join(repoRoot, 'admin-app/dist'));
    expect(config.staticRoots.prerendered).toBe(join(repoRoot, 'shells/host/dist/prerendered'));
  });

  it('reads every variable it knows', () => {
    const config = readConfig({
      PORT: '8080',
      DATABASE_URL: 'postgres://db/coach',
      DATA_DIR: '/var/lib/coach',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      PUBLIC_BASE_URL: 'https://koc.example.org',
      REMOTE_ADMIN_APP_URL: 'https://admin.example.org/mf-manifest.json',
      PAYMENT_PROVIDER: 'iyzico',
      IYZICO_API_KEY: 'api-key',
      IYZICO_SECRET_KEY: 'secret-key',
      IYZICO_BASE_URL: 'https://api.iyzipay.com',
      PRERENDERED_DIR: '/tmp/prerendered.next',
    });
    expect(config.staticRoots.prerendered).toBe('/tmp/prerendered.next');
    expect(config).toMatchObject({
      port: 8080,
      databaseUrl: 'postgres://db/coach',
      dataDir: '/var/lib/coach',
      logLevel: 'warn',
      production: true,
      publicBaseUrl: 'https://koc.example.org',
      payment: {
        provider: 'iyzico',
        apiKey: 'api-key',
        secretKey: 'secret-key',
        baseUrl: 'https://api.iyzipay.com',
        callbackUrl: 'https://koc.example.org/api/payment/callback',
      },
    });
    expect(config.remoteManifestUrls.admin_app).toBe('https://admin.example.org/mf-manifest.json');
  });

  it('keeps PUBLIC_BASE_URL without a trailing slash, and refuses an address that is not http(s)', () => {
    expect(readConfig({ PUBLIC_BASE_URL: 'https://koc.example.org/' }).publicBaseUrl).toBe(
      'https://koc.example.org',
    );
    expect(readConfig({ PUBLIC_BASE_URL: '' }).publicBaseUrl).toBe('http://localhost:3000');
    expect(() => readConfig({ PUBLIC_BASE_URL: 'koc.example.org' })).toThrow();
    expect(() => readConfig({ PUBLIC_BASE_URL: 'javascript:alert(1)' })).toThrow();
  });

  it('needs PUBLIC_BASE_URL in production, and otherwise takes this server on its own port', () => {
    const production = { NODE_ENV: 'production', PAYMENT_PROVIDER: 'sandbox' };
    expect(() => readConfig(production)).toThrow(
      /^PUBLIC_BASE_URL must be set when NODE_ENV=production .*never from a request$/,
    );
    expect(readConfig({ ...production, PUBLIC_BASE_URL: 'https://koc.example.org' }).publicBaseUrl).toBe(
      'https://koc.example.org',
    );
    expect(readConfig({ PORT: '4100' }).publicBaseUrl).toBe('http://localhost:4100');
  });

  it('reads the mail server and sender; without SMTP_URL no mail leaves', () => {
    expect(readConfig({})).toMatchObject({
      smtpUrl: undefined,
      mailFrom: 'Koçluk Saatleri <no-reply@localhost>',
    });
    const config = readConfig({
      SMTP_URL: 'smtps://user:secret@mail.example.org:465',
      MAIL_FROM: 'Koçluk Saatleri <no-reply@example.org>',
    });
    expect(config).toMatchObject({
      smtpUrl: 'smtps://user:secret@mail.example.org:465',
      mailFrom: 'Koçluk Saatleri <no-reply@example.org>',
    });
    expect(readConfig({ SMTP_URL: '' }).smtpUrl).toBeUndefined();
    expect(() => readConfig({ SMTP_URL: 'https://mail.example.org' })).toThrow();
  });

  it('reads the retired signing keys as PEM blocks, and refuses anything that is not an Ed25519 public key', () => {
    const publicPem = () =>
      generateKeyPairSync('ed25519').publicKey.export({ format: 'pem', type: 'spki' }).toString();
    const [first, second] = [publicPem(), publicPem()];
    const retired = `${first}${second}`.replaceAll('\n', '\\n');
    expect(readConfig({ COACHING_LOG_RETIRED_KEYS: retired }).coachingLogRetiredKeys).toEqual([
      first.trim(),
      second.trim(),
    ]);
    expect(readConfig({}).coachingLogRetiredKeys).toEqual([]);
    const rsa = generateKeyPairSync('rsa', { modulusLength: 1024 })
      .publicKey.export({ format: 'pem', type: 'spki' })
      .toString();
    for (const wrong of ['not a key', rsa, `${first}junk`]) {
      expect(() => readConfig({ COACHING_LOG_RETIRED_KEYS: wrong })).toThrow(/COACHING_LOG_RETIRED_KEYS/);
    }
  });

  it('treats an empty DATABASE_URL as unset, and refuses a bad port', () => {
    expect(readConfig({ DATABASE_URL: '' }).databaseUrl).toBeUndefined();
    expect(() => readConfig({ PORT: 'eighty' })).toThrow();
  });

  it('moves the clock for the journeys only: TEST_CLOCK_FILE is refused in production', () => {
    expect(readConfig({ TEST_CLOCK_FILE: '/tmp/clock' }).testClockFile).toBe('/tmp/clock');
    expect(readConfig({}).testClockFile).toBeUndefined();
    expect(() => readConfig({ NODE_ENV: 'production', TEST_CLOCK_FILE: '/tmp/clock' })).toThrow(/production/);
  });

  describe('payments', () => {
    it('uses the built-in sandbox by default, with the callback under PUBLIC_BASE_URL', () => {
      expect(readConfig({}).payment).toEqual({
        provider: 'sandbox',
        callbackUrl: 'http://localhost:3000/api/payment/callback',
      });
      expect(
        readConfig({ PUBLIC_BASE_URL: 'https://koc.example.org/', PAYMENT_PROVIDER: '' }).payment,
      ).toEqual({
        provider: 'sandbox',
        callbackUrl: 'https://koc.example.org/api/payment/callback',
      });
    });

    it("takes iyzico with both keys, on iyzico's test environment unless IYZICO_BASE_URL says otherwise", () => {
      expect(
        readConfig({ PAYMENT_PROVIDER: 'iyzico', IYZICO_API_KEY: 'key', IYZICO_SECRET_KEY: 'secret' })
          .payment,
      ).toEqual({
        provider: 'iyzico',
        apiKey: 'key',
        secretKey: 'secret',
        baseUrl: 'https://sandbox-api.iyzipay.com',
        callbackUrl: 'http://localhost:3000/api/payment/callback',
      });
    });

    it('refuses iyzico without its keys, naming the missing ones, and an unknown provider', () => {
      expect(() => readConfig({ PAYMENT_PROVIDER: 'iyzico' })).toThrow(
        'PAYMENT_PROVIDER=iyzico needs IYZICO_API_KEY and IYZICO_SECRET_KEY',
      );
      expect(() => readConfig({ PAYMENT_PROVIDER: 'iyzico', IYZICO_API_KEY: 'key' })).toThrow(
        /needs IYZICO_SECRET_KEY \(/,
      );
      expect(() => readConfig({ PAYMENT_PROVIDER: 'paypal' })).toThrow();
      expect(() =>
        readConfig({
          PAYMENT_PROVIDER: 'iyzico',
          IYZICO_API_KEY: 'k',
          IYZICO_SECRET_KEY: 's',
          IYZICO_BASE_URL: 'api',
        }),
      ).toThrow();
    });

    it('makes production name its provider: the sandbox only on purpose', () => {
      const production = { NODE_ENV: 'production', PUBLIC_BASE_URL: 'https://koc.example.org' };
      expect(() => readConfig(production)).toThrow(/PAYMENT_PROVIDER must be set/);
      expect(readConfig({ ...production, PAYMENT_PROVIDER: 'sandbox' }).payment.provider).toBe('sandbox');
    });
  });
  describe('sign-in providers', () => {
    const google = { GOOGLE_CLIENT_ID: 'g-id', GOOGLE_CLIENT_SECRET: 'g-secret' };
    const oidc = {
      OIDC_ISSUER: 'https://id.school.example',
      OIDC_CLIENT_ID: 'o-id',
      OIDC_CLIENT_SECRET: 'o-secret',
    };

    it('enables none without variables, and treats empty ones as unset', () => {
      expect(readConfig({}).identity).toEqual({});
      expect(
        readConfig({ GOOGLE_CLIENT_ID: '', GOOGLE_CLIENT_SECRET: ' ', OIDC_ISSUER: '' }).identity,
      ).toEqual({});
    });

    it('enables each provider whose client ID and secret are both set, with their defaults', () => {
      expect(
        readConfig({
          ...google,
          MICROSOFT_CLIENT_ID: 'm-id',
          MICROSOFT_CLIENT_SECRET: 'm-secret',
          LINKEDIN_CLIENT_ID: 'l-id',
          LINKEDIN_CLIENT_SECRET: 'l-secret',
          ...oidc,
        }).identity,
      ).toEqual({
        google: { clientId: 'g-id', clientSecret: 'g-secret' },
        microsoft: { clientId: 'm-id', clientSecret: 'm-secret', tenant: 'common' },
        linkedin: { clientId: 'l-id', clientSecret: 'l-secret' },
        oidc: {
          issuer: 'https://id.school.example',
          clientId: 'o-id',
          clientSecret: 'o-secret',
          label: 'OpenID',
        },
      });
    });

    it("reads Microsoft's tenant and the generic provider's label", () => {
      const config = readConfig({
        MICROSOFT_CLIENT_ID: 'm-id',
        MICROSOFT_CLIENT_SECRET: 'm-secret',
        MICROSOFT_TENANT: 'organizations',
        ...oidc,
        OIDC_LABEL: 'Koç Okulu',
      });
      expect(config.identity.microsoft?.tenant).toBe('organizations');
      expect(config.identity.oidc?.label).toBe('Koç Okulu');
      expect(config.identity.google).toBeUndefined();
    });

    it('refuses to start with half a client, naming the missing variable', () => {
      expect(() => readConfig({ GOOGLE_CLIENT_ID: 'g-id' })).toThrow(
        'GOOGLE_CLIENT_SECRET must be set with GOOGLE_CLIENT_ID',
      );
      expect(() => readConfig({ MICROSOFT_CLIENT_SECRET: 'm-secret' })).toThrow(
        'MICROSOFT_CLIENT_ID must be set with MICROSOFT_CLIENT_SECRET',
      );
      expect(() => readConfig({ LINKEDIN_CLIENT_ID: 'l-id', LINKEDIN_CLIENT_SECRET: '' })).toThrow(
        'LINKEDIN_CLIENT_SECRET must be set with LINKEDIN_CLIENT_ID',
      );
      expect(() => readConfig({ ...oidc, OIDC_CLIENT_SECRET: undefined })).toThrow(
        'OIDC_CLIENT_SECRET must be set with OIDC_CLIENT_ID',
      );
    });

    it('refuses an issuer without a client, a client without an issuer, and an issuer that is no URL', () => {
      expect(() => readConfig({ OIDC_ISSUER: 'https://id.school.example' })).toThrow(
        'OIDC_ISSUER needs OIDC_CLIENT_ID and OIDC_CLIENT_SECRET',
      );
      expect(() => readConfig({ ...oidc, OIDC_ISSUER: undefined })).toThrow(
        'OIDC_ISSUER must be set with OIDC_CLIENT_ID and OIDC_CLIENT_SECRET',
      );
      expect(() => readConfig({ ...oidc, OIDC_ISSUER: 'id.school.example' })).toThrow();
      expect(() => readConfig({ ...oidc, OIDC_ISSUER: 'ftp://id.school.example' })).toThrow();
    });

    it('sends members back to PUBLIC_BASE_URL, which production must set anyway', () => {
      const production = { NODE_ENV: 'production', PAYMENT_PROVIDER: 'sandbox' };
      expect(() => readConfig({ ...production, ...google })).toThrow(/PUBLIC_BASE_URL must be set/);
      expect(
        readConfig({ ...production, ...google, PUBLIC_BASE_URL: 'https://koc.example.org' }).identity.google,
      ).toEqual({ clientId: 'g-id', clientSecret: 'g-secret' });
      // Outside production the default http://localhost:PORT serves a developer's own provider.
      expect(readConfig(google).identity.google).toBeDefined();
    });
  });
});
