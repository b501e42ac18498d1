import { type LocalOidcUser, startLocalOidcProvider } from './local-oidc-provider.ts';

/*
 * The local OpenID provider as a process, for the browser journey (a Playwright webServer) and
 * for trying the generic provider by hand:
 *   LOCAL_OIDC_PORT=4455 \
 *   LOCAL_OIDC_REDIRECT_URIS=http://127.0.0.1:3000/api/auth/oauth/oidc/callback \
 *   LOCAL_OIDC_USERS='[{"login":"ayse","email":"ayse@example.com","givenName":"Ayşe","familyName":"Yılmaz"}]' \
 *   node adapters/src/testing/local-oidc-server.ts
 * It is ready when `${issuer}/.well-known/openid-configuration` answers.
 */

const redirectUris = (process.env.LOCAL_OIDC_REDIRECT_URIS ?? '')
  .split(',')
  .map((uri) => uri.trim())
  .filter(Boolean);
if (redirectUris.length === 0)
  throw new Error('LOCAL_OIDC_REDIRECT_URIS must list the client redirect URIs (comma separated)');
const users: unknown = JSON.parse(process.env.LOCAL_OIDC_USERS ?? '[]');
if (!Array.isArray(users))
  throw new Error('LOCAL_OIDC_USERS must be a JSON array of users ({login, email, ...})');

const provider = await startLocalOidcProvider({
  port: Number(process.env.LOCAL_OIDC_PORT ?? 0),
  redirectUris,
  users: users as LocalOidcUser[],
});
console.info(
  `Local OpenID provider: issuer ${provider.issuer}, client ${provider.clientId} / ${provider.clientSecret}`,
);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    provider.close().then(() => process.exit(0));
  });
}
