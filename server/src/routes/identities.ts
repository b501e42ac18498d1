import type { FinishedIdentityFlow } from '@coach/core';
import { identityFlowStartedSchema, identityProviderIds } from '@coach/core/contracts/identities';
import { identityFlowMinutes } from '@coach/core/identities/domain/identity-flow';
import { finishIdentityFlow } from '@coach/core/identities/finish-identity-flow';
import { getSignInMethods } from '@coach/core/identities/get-sign-in-methods';
import { listIdentityProviders } from '@coach/core/identities/list-identity-providers';
import { redeemIdentityTicket } from '@coach/core/identities/redeem-identity-ticket';
import { startIdentityFlow } from '@coach/core/identities/start-identity-flow';
import { unlinkIdentity } from '@coach/core/identities/unlink-identity';
import { anonymousActor } from '@coach/core/shared/context';
import { execute } from '@coach/core/shared/use-case';
import { createRoute } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import type { CookieOptions } from 'hono/utils/cookie';
import type { Logger } from 'pino';
import { endpoint } from '../http/endpoint.ts';
import { type AppEnv, useCaseContext } from '../http/env.ts';
import { createRouter } from '../http/router.ts';

/**
 * The cookie that ties a flow to the browser that started it (ADR 0023): a callback that arrives in
 * another browser (a link sent to somebody, a login CSRF) carries no binding and is refused.
 */
const bindingCookie = 'identity_binding';

/** Only the start and the callback ever see the cookie. */
const bindingCookiePath = '/api/auth/oauth';

/** The cookie lives as long as the flow it binds. */
const bindingSeconds = identityFlowMinutes * 60;

/**
 * Longer query values than this are no values at all. Generous: the state and the binding are 43
 * characters, but some providers' codes run to a few kilobytes.
 */
const longestValue = 4096;

/**
 * HttpOnly (no script reads it), SameSite=Lax (sent on the provider's top-level redirect back, not
 * on cross-site requests), Secure whenever the site is served over https.
 */
function bindingCookieOptions(publicBaseUrl: string): CookieOptions {
  return {
    path: bindingCookiePath,
    httpOnly: true,
    sameSite: 'Lax',
    secure: publicBaseUrl.startsWith('https:'),
  };
}

const callbackParameters = [
  {
    name: 'provider',
    in: 'path' as const,
    required: true,
    schema: { type: 'string' as const, enum: [...identityProviderIds] },
  },
  ...[
    ['state', 'The state the start sent to the provider'],
    ['code', "The provider's authorization code"],
    ['error', 'Set by the provider instead of a code, e.g. `access_denied` when the person cancelled'],
  ].map(([name, description]) => ({
    name: name as string,
    in: 'query' as const,
    required: false,
    description,
    schema: { type: 'string' as const },
  })),
];

/**
 * Query parameters and the cookie are read by the handler, never validated by the route: whatever a
 * browser brings (a repeated or overlong value, no cookie, an unknown provider), it is sent on to a
 * page of this site, never to an error page.
 */
const callbackRoute = createRoute({
  method: 'get',
  path: '/auth/oauth/{provider}/callback',
  operationId: 'auth.finishIdentityFlow',
  security: [],
  tags: ['auth'],
  summary: "The provider's return: finishes the flow and sends the browser to the page that redeems it",
  description:
    'Open to everyone (the provider sends the browser here); register this address with the provider. ' +
    `Reads the \`${bindingCookie}\` cookie set by \`auth/oauth/start\`, checks state and binding against the ` +
    'single-use flow, asks the provider who signed in, clears the cookie and answers 303 to ' +
    '`PUBLIC_BASE_URL[/en]/login?identity=<ticket>` (signing in) or ' +
    '`PUBLIC_BASE_URL[/en]/user/settings?section=sign-in&identity=<ticket>` (linking). The page redeems the ' +
    'ticket with `auth/oauth/ticket`; a refusal (wrong or used state, cancelled, unverified e-mail …) is a ' +
    "ticket too, whose redemption answers the reason in the reader's language. It always redirects; when " +
    'the server itself fails it sends the browser to `PUBLIC_BASE_URL/login?identityError=1`.',
  parameters: callbackParameters,
  responses: {
    303: {
      description: 'To the page of this site that redeems the ticket',
      headers: {
        Location: {
          schema: { type: 'string' },
          description: 'PUBLIC_BASE_URL[/en]/login?identity=… or …/user/settings?section=sign-in&identity=…',
        },
      },
    },
  },
});

/** One query value: absent, repeated or overlong is no value. */
function queryValue(c: Context<AppEnv>, name: string): string | undefined {
  const values = c.req.queries(name);
  const value = values?.length === 1 ? values[0] : undefined;
  return value && value.length <= longestValue ? value : undefined;
}

function bindingOf(c: Context<AppEnv>): string | undefined {
  const value = getCookie(c, bindingCookie);
  return value && value.length <= longestValue ? value : undefined;
}

/**
 * Built from the configuration, the flow's page and language and the ticket only: nothing the
 * request carries chooses where the browser goes (no open redirect). The ticket travels encoded.
 */
function returnPage(publicBaseUrl: string, finished: FinishedIdentityFlow | undefined): string {
  const base = `${publicBaseUrl.replace(/\/+$/, '')}${finished?.language === 'en' ? '/en' : ''}`;
  if (!finished) return `${base}/login?identityError=1`;
  const url = new URL(`${base}${finished.page === 'settings' ? '/user/settings' : '/login'}`);
  if (finished.page === 'settings') url.searchParams.set('section', 'sign-in');
  url.searchParams.set('identity', finished.ticket);
  return url.href;
}

export interface IdentityRouteOptions {
  /** Where the callback sends the browser, and whether the binding cookie is Secure. */
  readonly publicBaseUrl: string;
  /** The callback never answers an error, so its failures are logged here instead. */
  readonly logger: Logger;
}

/**
 * Signing in with (and linking) Google, Microsoft, LinkedIn or the generic OpenID Connect provider
 * (issue 11, ADR 0023): the buttons' list, the trip to the provider and back, the ticket the page
 * redeems, and the signed-in account's sign-in methods.
 */
export function identityRoutes({ publicBaseUrl, logger }: IdentityRouteOptions) {
  const cookieOptions = bindingCookieOptions(publicBaseUrl);
  return createRouter()
    .openapi(...endpoint('get', '/auth/providers', listIdentityProviders))
    .openapi(
      ...endpoint('post', '/auth/oauth/start', startIdentityFlow, {
        output: identityFlowStartedSchema,
        description:
          `Sets the HttpOnly cookie \`${bindingCookie}\` (path ${bindingCookiePath}, ${bindingSeconds / 60} minutes) ` +
          'that the callback needs: send the browser to `authorizationUrl` from this very browser. ' +
          'Linking (`intent: link`) needs the bearer token.',
        present(c, { authorizationUrl, browserBinding }) {
          setCookie(c, bindingCookie, browserBinding, { ...cookieOptions, maxAge: bindingSeconds });
          return { authorizationUrl };
        },
      }),
    )
    .openapi(callbackRoute, async (c) => {
      const input = {
        provider: c.req.param('provider'),
        state: queryValue(c, 'state'),
        code: queryValue(c, 'code'),
        error: queryValue(c, 'error'),
        browserBinding: bindingOf(c),
      };
      // Used or not, the binding has served: a new trip gets a new one.
      deleteCookie(c, bindingCookie, cookieOptions);
      let finished: FinishedIdentityFlow | undefined;
      try {
        finished = await execute(finishIdentityFlow, { ...useCaseContext(c), actor: anonymousActor }, input);
      } catch (error) {
        // Every refusal is a ticket; what is thrown is the server's own failure (the database).
        logger.error(
          { err: error, requestId: c.get('requestId'), path: c.req.path },
          'identity callback failed',
        );
      }
      return c.redirect(returnPage(publicBaseUrl, finished), 303);
    })
    .openapi(...endpoint('post', '/auth/oauth/ticket', redeemIdentityTicket))
    .openapi(...endpoint('get', '/auth/identities', getSignInMethods))
    .openapi(...endpoint('post', '/auth/identities/unlink', unlinkIdentity));
}
