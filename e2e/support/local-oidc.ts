import { servers } from './servers.ts';

// The generic OpenID Connect provider of the journeys: adapters' local provider (oidc-provider)
// started as a fourth web server (`npm run serve:oidc`), configured on both platform instances as
// a coaching school's own identity server. These machines reach no Google, Microsoft or LinkedIn,
// so this is the provider the journeys sign in with, through its real login and consent pages.
// No Playwright here: support/start-server.ts and the config read it in plain Node.

/** The provider's defaults (adapters/src/testing/local-oidc-provider.ts), given to the platform too. */
export const localOidc = {
  issuer: servers.oidc.url,
  clientId: 'coach-platform',
  clientSecret: 'local-oidc-secret',
  /** OIDC_LABEL: the name on the login page's button and in the settings' list. */
  label: 'Koçluk Okulu',
};

/**
 * The people the provider knows. Fixed for the whole run (the provider reads them at start), so
 * each belongs to one journey, which leaves them as it found them: `journey` is the account
 * holder who links the provider (the platform account with this address is the journey's own),
 * `newcomer` is someone the platform has never seen, who is sent to the registration wizard.
 */
export const oidcPeople = {
  journey: {
    login: 'oidc-journey',
    email: 'oidc-journey@example.com',
    emailVerified: true,
    givenName: 'Ece',
    familyName: 'Kılıç',
  },
  newcomer: {
    login: 'oidc-newcomer',
    email: 'oidc-newcomer@example.com',
    emailVerified: true,
    givenName: 'Robin',
    familyName: 'Hale',
  },
} as const;

/** The platform's callback for the generic provider (the server builds the same from PUBLIC_BASE_URL). */
const callbackOf = (baseUrl: string) => `${baseUrl}/api/auth/oauth/oidc/callback`;

/** What adapters/src/testing/local-oidc-server.ts reads: its port, the allowed callbacks, its people. */
export const localOidcServerEnv = {
  LOCAL_OIDC_PORT: String(servers.oidc.port),
  LOCAL_OIDC_REDIRECT_URIS: [servers.main.url, servers.split.url].map(callbackOf).join(','),
  LOCAL_OIDC_USERS: JSON.stringify(Object.values(oidcPeople)),
};

/** What a platform instance needs to offer the provider (server env, README "Signing in with Google, …"). */
export const platformOidcEnv = {
  OIDC_ISSUER: localOidc.issuer,
  OIDC_CLIENT_ID: localOidc.clientId,
  OIDC_CLIENT_SECRET: localOidc.clientSecret,
  OIDC_LABEL: localOidc.label,
};
