/**
 * Types for the front ends: `import type { AppType } from '@coach/server/app-type'` and
 * `hc<AppType>('/')` give a typed client of every call (`client.api.auth.login.$post(...)`).
 * Import types only: nothing here may be bundled into a browser.
 */
import type { apiRoutes } from './routes/api.ts';

export type AppType = ReturnType<typeof apiRoutes>;
export type {
  AdminDashboard,
  CatalogueCode,
  CurrentUser,
  MemberDashboard,
  PublicSettings,
} from '@coach/core/contracts';
export type { Envelope } from './http/envelope.ts';

/** The body of every error answer. */
export interface ErrorEnvelope {
  code: number;
  message: string;
  data: unknown;
}

/** `data` of a validation failure (code 4034): field path → translated message. */
export interface ValidationErrorData {
  fields: Record<string, string>;
}
