import { getOutboxMail, listJobs, listOutbox, runJobNow, sendTestMail } from '@coach/core';
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
