import { changePassword, requestPasswordReset, setPassword } from '@coach/core';
import { endpoint } from '../http/endpoint.ts';
import { createRouter } from '../http/router.ts';

export function accountRoutes() {
  return createRouter()
    .openapi(...endpoint('post', '/accounts/forgotpassword', requestPasswordReset))
    .openapi(...endpoint('post', '/accounts/setpassword', setPassword))
    .openapi(...endpoint('post', '/accounts/changepassword', changePassword));
}
