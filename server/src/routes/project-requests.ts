import { cancelProjectRequest } from '@coach/core/projects/cancel-project-request';
import { listMyProjectRequests } from '@coach/core/projects/list-my-project-requests';
import { requestToBeCoached } from '@coach/core/projects/request-to-be-coached';
import { requestToCoach } from '@coach/core/projects/request-to-coach';
import { endpoint } from '../http/endpoint.ts';
import { createRouter } from '../http/router.ts';

/** A member's requests to coach or to be coached (docs/api.md §4), waiting for a matching run. */
export function projectRequestRoutes() {
  return createRouter()
    .openapi(...endpoint('get', '/projectrequests', listMyProjectRequests))
    .openapi(...endpoint('post', '/projectrequests/requestforcoach', requestToCoach))
    .openapi(...endpoint('post', '/projectrequests/requestforcoachee', requestToBeCoached))
    .openapi(...endpoint('post', '/projectrequests/cancel', cancelProjectRequest));
}
