import { getCurrentUser, signIn, signOut } from '@coach/core';
import { endpoint } from '../http/endpoint.ts';
import { createRouter } from '../http/router.ts';

export function authRoutes() {
  return createRouter()
    .openapi(...endpoint('post', '/auth/login', signIn))
    .openapi(...endpoint('post', '/auth/logout', signOut))
    .openapi(...endpoint('get', '/auth/userinfo', getCurrentUser));
}
