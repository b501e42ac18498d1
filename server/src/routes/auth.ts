import {
  getCurrentUser,
  registerAccount,
  resendVerification,
  signIn,
  signOut,
  verifyEmail,
} from '@coach/core';
import { endpoint } from '../http/endpoint.ts';
import { createRouter } from '../http/router.ts';

/** Signing in and out, and joining: registration (which starts the first payment) and e-mail verification. */
export function authRoutes() {
  return createRouter()
    .openapi(...endpoint('post', '/auth/login', signIn))
    .openapi(...endpoint('post', '/auth/logout', signOut))
    .openapi(...endpoint('get', '/auth/userinfo', getCurrentUser))
    .openapi(...endpoint('post', '/auth/register', registerAccount))
    .openapi(...endpoint('post', '/auth/verifyemail', verifyEmail))
    .openapi(...endpoint('post', '/auth/resendverification', resendVerification));
}
