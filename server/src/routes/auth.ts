import { trustedDeviceDays } from '@coach/core/accounts/domain/trusted-device';
import { getCurrentUser } from '@coach/core/accounts/get-current-user';
import { registerAccount } from '@coach/core/accounts/register-account';
import { resendVerification } from '@coach/core/accounts/resend-verification';
import { signIn } from '@coach/core/accounts/sign-in';
import { signOut } from '@coach/core/accounts/sign-out';
import { verifyEmail } from '@coach/core/accounts/verify-email';
import { loginResultSchema } from '@coach/core/contracts/session';
import { getCookie, setCookie } from 'hono/cookie';
import type { CookieOptions } from 'hono/utils/cookie';
import { endpoint } from '../http/endpoint.ts';
import { createRouter } from '../http/router.ts';

/**
 * The device cookie (ADR 0036): a browser that signed in with the password holds it, and its next
 * sign-ins to that account are not held to the account's per-e-mail limit. Only the login call
 * ever sees it.
 */
const deviceCookie = 'device';
const deviceCookiePath = '/api/auth/login';
const deviceCookieSeconds = trustedDeviceDays * 24 * 3600;

/**
 * HttpOnly (no script reads it, so a script injected into a page cannot carry it off), SameSite
 * Strict (the login call is the site's own), Secure whenever the site is served over https.
 */
function deviceCookieOptions(publicBaseUrl: string): CookieOptions {
  return {
    path: deviceCookiePath,
    httpOnly: true,
    sameSite: 'Strict',
    secure: publicBaseUrl.startsWith('https:'),
    maxAge: deviceCookieSeconds,
  };
}

export interface AuthRouteOptions {
  /** Whether the device cookie is Secure. */
  readonly publicBaseUrl: string;
}

/** Signing in and out, and joining: registration (which starts the first payment) and e-mail verification. */
export function authRoutes({ publicBaseUrl }: AuthRouteOptions) {
  const cookieOptions = deviceCookieOptions(publicBaseUrl);
  return createRouter()
    .openapi(
      ...endpoint('post', '/auth/login', signIn, {
        output: loginResultSchema,
        description:
          `Reads and sets the HttpOnly cookie \`${deviceCookie}\` (path ${deviceCookiePath}, ` +
          `${trustedDeviceDays} days): a browser that signed in to the account before is not held ` +
          'to its per-e-mail limit of failed sign-ins.',
        // Core looks up only a value of a device token's length.
        context: (c) => ({ deviceToken: getCookie(c, deviceCookie) }),
        present(c, { deviceToken, ...session }) {
          setCookie(c, deviceCookie, deviceToken, cookieOptions);
          return session;
        },
      }),
    )
    .openapi(...endpoint('post', '/auth/logout', signOut))
    .openapi(...endpoint('get', '/auth/userinfo', getCurrentUser))
    .openapi(...endpoint('post', '/auth/register', registerAccount))
    .openapi(...endpoint('post', '/auth/verifyemail', verifyEmail))
    .openapi(...endpoint('post', '/auth/resendverification', resendVerification));
}
