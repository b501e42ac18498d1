import type { SandboxPayments } from '@coach/adapters/payments/sandbox-payments';
import { OpenAPIHono } from '@hono/zod-openapi';
import type { Logger } from 'pino';
import type { AppEnv } from '../http/env.ts';
import { throwValidationError } from '../http/validation.ts';
import { accountBulkRoutes } from './account-bulk.ts';
import { accountExcelRoutes } from './account-excel.ts';
import { accountFileRoutes } from './account-files.ts';
import { accountByIdRoutes, accountRoutes } from './accounts.ts';
import { auditRoutes } from './audit.ts';
import { authRoutes } from './auth.ts';
import { badgeRoutes } from './badges.ts';
import { coachingRoutes } from './coaching.ts';
import { competencyRatingRoutes } from './competency-ratings.ts';
import { contactRoutes } from './contact.ts';
import { dashboardRoutes } from './dashboards.ts';
import { exportRoutes } from './exports.ts';
import { groupMailRoutes } from './group-mail.ts';
import { healthRoutes } from './health.ts';
import { identityRoutes } from './identities.ts';
import { ledgerRoutes } from './ledger.ts';
import { locationRoutes } from './location.ts';
import { notificationRoutes } from './notifications.ts';
import { operationsRoutes } from './operations.ts';
import { orderRoutes } from './orders.ts';
import { packageRoutes } from './packages.ts';
import { paymentCallbackRoutes } from './payment-callback.ts';
import { paymentRoutes } from './payments.ts';
import { profileRoutes } from './profiles.ts';
import { projectMessageRoutes } from './project-messages.ts';
import { projectRequestRoutes } from './project-requests.ts';
import { projectRoutes } from './projects.ts';
import { reportRoutes } from './reports.ts';
import { sandboxPaymentRoutes } from './sandbox-payments.ts';
import { sessionPlanRoutes } from './session-plans.ts';
import { settingsRoutes } from './settings.ts';

export interface ApiOptions {
  /** Where the payment provider's and the sign-in providers' returns send the browser. */
  readonly publicBaseUrl: string;
  /** For the failures of calls that answer a redirect rather than an error (the providers' returns). */
  readonly logger: Logger;
  /** The built-in test provider, when the configuration chose it: its checkout page's calls. */
  readonly sandboxPayments?: SandboxPayments | undefined;
}

/**
 * Every API call under /api. Chained, so that the resulting type carries all routes for the
 * typed client (`hc<AppType>`) of the front ends.
 */
export function apiRoutes({ publicBaseUrl, logger, sandboxPayments }: ApiOptions) {
  return (
    new OpenAPIHono<AppEnv>({ defaultHook: throwValidationError })
      .basePath('/api')
      .route('/', authRoutes({ publicBaseUrl }))
      .route('/', identityRoutes({ publicBaseUrl, logger }))
      .route('/', accountRoutes())
      .route('/', profileRoutes())
      .route('/', accountExcelRoutes())
      .route('/', accountBulkRoutes())
      .route('/', exportRoutes())
      .route('/', accountFileRoutes())
      .route('/', locationRoutes())
      .route('/', badgeRoutes())
      .route('/', packageRoutes())
      .route('/', settingsRoutes())
      .route('/', dashboardRoutes())
      .route('/', reportRoutes())
      .route('/', auditRoutes())
      .route('/', contactRoutes())
      .route('/', projectRequestRoutes())
      .route('/', projectRoutes())
      .route('/', coachingRoutes())
      .route('/', projectMessageRoutes())
      .route('/', competencyRatingRoutes())
      .route('/', sessionPlanRoutes())
      .route('/', ledgerRoutes())
      .route('/', paymentRoutes())
      .route('/', paymentCallbackRoutes({ publicBaseUrl, logger }))
      .route('/', sandboxPaymentRoutes(sandboxPayments))
      .route('/', orderRoutes())
      .route('/', operationsRoutes())
      .route('/', groupMailRoutes())
      .route('/', notificationRoutes())
      .route('/', healthRoutes())
      // Last: its `accounts/{id}` must not shadow the fixed paths under `accounts/` above.
      .route('/', accountByIdRoutes())
  );
}
