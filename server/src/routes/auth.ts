import { getCurrentUser, loginInputSchema, signIn, signOut } from '@coach/core';
import { createRoute, z } from '@hono/zod-openapi';
import { requireSignIn } from '../http/auth.ts';
import { useCaseContext } from '../http/env.ts';
import { success } from '../http/envelope.ts';
import {
  commonErrors,
  errorResponse,
  guardedErrors,
  jsonEnvelope,
  validationErrors,
} from '../http/responses.ts';
import { createRouter } from '../http/router.ts';
import { currentUserSchema } from '../schemas/account-views.ts';

const login = createRoute({
  method: 'post',
  path: '/auth/login',
  tags: ['auth'],
  summary: 'Sign in with e-mail and password',
  request: {
    body: {
      required: true,
      content: { 'application/json': { schema: loginInputSchema.meta({ id: 'LoginInput' }) } },
    },
  },
  responses: {
    200: jsonEnvelope(
      'Signed in: an opaque bearer token, valid for 1800 s after its last use',
      z.object({ token: z.string(), expiresIn: z.literal(1800) }).openapi('LoginResult'),
    ),
    ...validationErrors,
    401: errorResponse('Email or password is incorrect (4004), also for an unknown e-mail'),
    403: errorResponse('E-mail not verified (4010), account passive (4031) or locked (4032)'),
    429: errorResponse('Five failed sign-ins in a row (4030); data.retryAfterSeconds says when to retry'),
    ...commonErrors,
  },
});

const logout = createRoute({
  method: 'post',
  path: '/auth/logout',
  tags: ['auth'],
  summary: 'Sign out: revoke the bearer token',
  security: [{ bearerAuth: [] }],
  middleware: [requireSignIn] as const,
  responses: {
    200: jsonEnvelope('Signed out', z.null()),
    401: guardedErrors[401],
    ...commonErrors,
  },
});

const userinfo = createRoute({
  method: 'get',
  path: '/auth/userinfo',
  tags: ['auth'],
  summary: 'The signed-in account, its permissions and badge',
  security: [{ bearerAuth: [] }],
  middleware: [requireSignIn] as const,
  responses: {
    200: jsonEnvelope('The current user', currentUserSchema),
    401: guardedErrors[401],
    ...commonErrors,
  },
});

export function authRoutes() {
  return createRouter()
    .openapi(login, async (c) => {
      const result = await signIn({ ctx: useCaseContext(c), input: c.req.valid('json') });
      return c.json(success(c, 'done', { token: result.token, expiresIn: 1800 as const }), 200);
    })
    .openapi(logout, async (c) => {
      await signOut({ ctx: useCaseContext(c) });
      return c.json(success(c, 'done', null), 200);
    })
    .openapi(userinfo, async (c) => {
      const user = await getCurrentUser({ ctx: useCaseContext(c) });
      return c.json(
        success(c, 'done', { ...user, permissions: [...user.permissions], languages: [...user.languages] }),
        200,
      );
    });
}
