import { getOutboxMail } from '@coach/core/mail/get-outbox-mail';
import { listOutbox } from '@coach/core/mail/list-outbox';
import { sendTestMail } from '@coach/core/mail/send-test-mail';
import { listJobs } from '@coach/core/operations/list-jobs';
import { runJobNow } from '@coach/core/operations/run-job-now';
import { endpoint } from '../http/endpoint.ts';
import { createRouter } from '../http/router.ts';

/** The platform's own work, for administrators (`operations.read`): the mail outbox and the jobs. */
export function operationsRoutes() {
  return createRouter()
    .openapi(...endpoint('get', '/outbox', listOutbox))
    .openapi(...endpoint('post', '/outbox/test', sendTestMail))
    .openapi(...endpoint('get', '/outbox/{id}', getOutboxMail))
    .openapi(...endpoint('get', '/jobs', listJobs))
    .openapi(...endpoint('post', '/jobs/{name}/run', runJobNow));
}
