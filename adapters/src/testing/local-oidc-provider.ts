import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair } from 'jose';
import Provider, {
  type Account,
  type Adapter,
  type AdapterPayload,
  interactionPolicy,
  type KoaContext,
} from 'oidc-provider';

/*
 * A real OpenID Connect provider (panva's oidc-provider, the certified implementation) in this
 * process, on 127.0.0.1, for tests and the browser journey: the generic provider of the identity
 * adapter is pointed at it, so arctic, the ID-token checks and the callback route run for real.
 *
 * Its one client is confidential (client_secret_basic, authorization code only; PKCE is checked
 * whenever the request carries a code_challenge, as the provider does by default). Consent is
 * granted on the person's behalf, so the only page is the sign-in form below, shown on every
 * authorization: any login, any password. A login that is not one of `users` signs in with `sub`
 * only (no e-mail).
 *
 * oidc-provider's own quick-start parts (devInteractions, in-memory adapter, development keys,
 * default views) each print a warning; this replaces them with small equivalents so tests stay quiet.
 */

export interface LocalOidcUser {
  /** What the person types in the login field; also the `sub` claim. */
  readonly login: string;
  /** Null or absent: the provider gives no e-mail. */
  readonly email?: string | null;
  /** Defaults to true. */
  readonly emailVerified?: boolean;
  readonly givenName?: string;
  readonly familyName?: string;
}

export interface LocalOidcProviderOptions {
  /** The client's registered redirect URIs, e.g. the server's `/api/auth/oauth/oidc/callback`. */
  readonly redirectUris: readonly string[];
  readonly users: readonly LocalOidcUser[];
  /** 0 or absent: any free port. */
  readonly port?: number;
  readonly clientId?: string;
  readonly clientSecret?: string;
}

export interface LocalOidcProvider {
  /** `http://127.0.0.1:<port>`; discovery at `${issuer}/.well-known/openid-configuration`. */
  readonly issuer: string;
  readonly clientId: string;
  readonly clientSecret: string;
  close(): Promise<void>;
  /**
   * Plays the person in a fresh browser: opens `authorizationUrl`, signs in as `login` and
   * answers the URL the provider finally sends the browser to, on one of the client's redirect
   * URIs (with `code` and `state`, or `error`). That URL is not opened.
   */
  authorize(authorizationUrl: string, login: string): Promise<URL>;
}

const interactionPath = /^\/interaction\/([\w-]+)$/;
const loginPath = /^\/interaction\/([\w-]+)\/login$/;

export async function startLocalOidcProvider(options: LocalOidcProviderOptions): Promise<LocalOidcProvider> {
  const clientId = options.clientId ?? 'coach-platform';
  const clientSecret = options.clientSecret ?? 'local-oidc-secret';
  const state: { provider: Provider | null; handle: ReturnType<Provider['callback']> | null } = {
    provider: null,
    handle: null,
  };

  const server = createServer((request, response) => {
    const { provider, handle } = state;
    if (!provider || !handle) {
      response.writeHead(503).end();
      return;
    }
    const { pathname } = new URL(request.url ?? '/', 'http://local');
    const loginForm = request.method === 'GET' && interactionPath.exec(pathname);
    const loginSubmit = request.method === 'POST' && loginPath.exec(pathname);
    if (loginForm) return void showLoginForm(provider, request, response);
    if (loginSubmit) return void finishLogin(provider, request, response);
    handle(request, response);
  });
  // No idle close on this side: a test that blocks the event loop for seconds (a PGlite start)
  // would otherwise have fetch reuse a pooled socket the server is closing (ECONNRESET, read as
  // "provider unreachable"). close() below ends every connection anyway.
  server.keepAliveTimeout = 0;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', resolve);
  });
  const { port } = server.address() as AddressInfo;
  const issuer = `http://127.0.0.1:${port}`;

  state.provider = new Provider(issuer, {
    adapter: memoryAdapter(),
    jwks: { keys: [await signingKey()] },
    // Browsers share cookies across ports: names that no app on 127.0.0.1 uses.
    cookies: {
      keys: [randomBytes(32).toString('base64url')],
      names: {
        session: 'local_oidc_session',
        interaction: 'local_oidc_interaction',
        resume: 'local_oidc_resume',
      },
    },
    interactions: { policy: signInEveryTime() },
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: [...options.redirectUris],
        response_types: ['code'],
        grant_types: ['authorization_code'],
        token_endpoint_auth_method: 'client_secret_basic',
      },
    ],
    scopes: ['openid', 'email', 'profile'],
    claims: { email: ['email', 'email_verified'], profile: ['name', 'given_name', 'family_name'] },
    // The relying party reads the person from the ID token only, as it does with the named providers.
    conformIdTokenClaims: false,
    features: { devInteractions: { enabled: false } },
    ttl: {
      AccessToken: 600,
      AuthorizationCode: 60,
      IdToken: 600,
      Interaction: 600,
      Session: 600,
      Grant: 600,
    },
    clientBasedCORS: () => false,
    findAccount: async (_ctx, sub) => account(sub, options.users),
    loadExistingGrant: grantEverything,
    renderError: async (ctx, out) => {
      ctx.type = 'html';
      ctx.body = page('Error', `<pre>${escapeHtml(JSON.stringify(out, null, 2))}</pre>`);
    },
  });

  state.handle = state.provider.callback();

  const redirectTargets = options.redirectUris.map(withoutQuery);
  return {
    issuer,
    clientId,
    clientSecret,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
    authorize: (authorizationUrl, login) => playPerson(authorizationUrl, login, redirectTargets),
  };
}

function account(sub: string, users: readonly LocalOidcUser[]): Account {
  const user = users.find((candidate) => candidate.login === sub);
  return {
    accountId: sub,
    async claims() {
      if (!user) return { sub };
      const name = [user.givenName, user.familyName].filter(Boolean).join(' ');
      return {
        sub,
        ...(user.email ? { email: user.email, email_verified: user.emailVerified ?? true } : {}),
        ...(user.givenName ? { given_name: user.givenName } : {}),
        ...(user.familyName ? { family_name: user.familyName } : {}),
        ...(name ? { name } : {}),
      };
    },
  };
}

/**
 * The sign-in form every time, even when this browser signed in before: a browser journey that
 * links a provider and later signs in with it meets the same page twice, and may choose who signs in.
 */
function signInEveryTime() {
  const policy = interactionPolicy.base();
  policy.get('login')?.checks.push(
    // Asked again unless this very request resumes from the form.
    new interactionPolicy.Check(
      'every_time',
      'the local provider asks every time',
      (ctx) => !ctx.oidc.result?.login,
    ),
  );
  return policy;
}

/** Consent on the person's behalf (a first-party client): the person only sees the sign-in form. */
async function grantEverything(ctx: KoaContext) {
  const { client, session, result, provider } = ctx.oidc;
  if (!client || !session?.accountId) return undefined;
  const grantId = result?.consent?.grantId ?? session.grantIdFor(client.clientId);
  if (grantId) return provider.Grant.find(grantId);
  const grant = new provider.Grant({ clientId: client.clientId, accountId: session.accountId });
  grant.addOIDCScope('openid email profile');
  await grant.save();
  return grant;
}

async function signingKey() {
  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  return { ...(await exportJWK(privateKey)), kid: randomBytes(8).toString('hex'), alg: 'RS256', use: 'sig' };
}

/** oidc-provider's storage contract, in a Map: expiry, single use (`consumed`), and grant revocation. */
function memoryAdapter(): (model: string) => Adapter {
  const store = new Map<string, { payload: AdapterPayload; expiresAt: number }>();
  const live = (key: string) => {
    const entry = store.get(key);
    if (entry && entry.expiresAt <= Date.now()) store.delete(key);
    return store.get(key)?.payload;
  };
  return (model) => ({
    async upsert(id, payload, expiresIn) {
      store.set(`${model}:${id}`, { payload, expiresAt: Date.now() + expiresIn * 1000 });
    },
    async find(id) {
      return live(`${model}:${id}`);
    },
    async findByUid(uid) {
      const key = [...store.keys()].find(
        (candidate) => candidate.startsWith(`${model}:`) && live(candidate)?.uid === uid,
      );
      return key ? live(key) : undefined;
    },
    async findByUserCode(userCode) {
      const key = [...store.keys()].find(
        (candidate) => candidate.startsWith(`${model}:`) && live(candidate)?.userCode === userCode,
      );
      return key ? live(key) : undefined;
    },
    async consume(id) {
      const payload = live(`${model}:${id}`);
      if (payload) payload.consumed = Math.floor(Date.now() / 1000);
    },
    async destroy(id) {
      store.delete(`${model}:${id}`);
    },
    async revokeByGrantId(grantId) {
      for (const [key, entry] of store) if (entry.payload.grantId === grantId) store.delete(key);
    },
  });
}

/*
 * The sign-in page. Its markup is what the browser journey fills: `input[name=login]`,
 * `input[name=password]` (any value, may stay empty), and one submit button "Sign in".
 */
async function showLoginForm(provider: Provider, request: IncomingMessage, response: ServerResponse) {
  try {
    const { uid } = await provider.interactionDetails(request, response);
    const form = `<form method="post" action="/interaction/${escapeHtml(uid)}/login" autocomplete="off">
  <p><label>Login <input type="text" name="login" required autofocus></label></p>
  <p><label>Password <input type="password" name="password"></label></p>
  <button type="submit">Sign in</button>
</form>`;
    send(response, 200, page('Sign in', `<p>Local test provider: any login, any password.</p>\n${form}`));
  } catch (error) {
    send(response, 400, page('Error', `<p>${escapeHtml(String(error))}</p>`));
  }
}

async function finishLogin(provider: Provider, request: IncomingMessage, response: ServerResponse) {
  try {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const login = new URLSearchParams(Buffer.concat(chunks).toString('utf8')).get('login')?.trim();
    if (!login) return send(response, 400, page('Sign in', '<p>A login is needed.</p>'));
    await provider.interactionFinished(
      request,
      response,
      { login: { accountId: login } },
      { mergeWithLastSubmission: false },
    );
  } catch (error) {
    send(response, 400, page('Error', `<p>${escapeHtml(String(error))}</p>`));
  }
}

function send(response: ServerResponse, status: number, html: string) {
  response
    .writeHead(status, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' })
    .end(html);
}

function page(title: string, body: string) {
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>${title} · Local OpenID provider</title></head>
<body>
<h1>${title}</h1>
${body}
</body>
</html>`;
}

function escapeHtml(text: string) {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

function withoutQuery(url: string) {
  const parsed = new URL(url);
  return `${parsed.origin}${parsed.pathname}`;
}

/** A headless browser: manual redirects, one cookie jar, and the sign-in form submitted once. */
async function playPerson(
  authorizationUrl: string,
  login: string,
  redirectTargets: readonly string[],
): Promise<URL> {
  const cookies = new Map<string, string>();
  const cookieHeader = () => [...cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  let url = new URL(authorizationUrl);
  let signedIn = false;
  for (let step = 0; step < 20; step += 1) {
    if (redirectTargets.includes(withoutQuery(url.href))) return url;
    const response = await fetch(url, { redirect: 'manual', headers: { cookie: cookieHeader() } });
    keepCookies(cookies, response.headers.getSetCookie());
    const location = response.headers.get('location');
    if (location && response.status >= 300 && response.status < 400) {
      await response.body?.cancel();
      url = new URL(location, url);
      continue;
    }
    const html = await response.text();
    const action = /<form[^>]*action="([^"]+)"/.exec(html)?.[1];
    if (response.status !== 200 || !action || signedIn) {
      throw new Error(
        `The local OpenID provider answered ${response.status} at ${url.pathname}: ${html.slice(0, 500)}`,
      );
    }
    signedIn = true;
    const answer = await fetch(new URL(action, url), {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: cookieHeader() },
      body: new URLSearchParams({ login, password: 'any' }),
    });
    keepCookies(cookies, answer.headers.getSetCookie());
    const next = answer.headers.get('location');
    if (!next)
      throw new Error(
        `The local OpenID provider refused the sign-in (${answer.status}): ${await answer.text()}`,
      );
    await answer.body?.cancel();
    url = new URL(next, url);
  }
  throw new Error('The local OpenID provider redirected too many times');
}

/** Every cookie is sent everywhere on this one host; paths do not matter for this provider's cookie names. */
function keepCookies(cookies: Map<string, string>, setCookies: readonly string[]) {
  for (const line of setCookies) {
    const [pair = '', ...attributes] = line.split(';');
    const separator = pair.indexOf('=');
    const name = pair.slice(0, separator).trim();
    const value = pair.slice(separator + 1).trim();
    const expired = attributes.some((attribute) => {
      const [key = '', setting = ''] = attribute.trim().split('=');
      if (key.toLowerCase() === 'max-age') return Number(setting) <= 0;
      if (key.toLowerCase() === 'expires') return Date.parse(setting) <= Date.now();
      return false;
    });
    if (expired || value === '') cookies.delete(name);
    else cookies.set(name, value);
  }
}
