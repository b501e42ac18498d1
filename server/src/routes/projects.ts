import {
  abortProjectByAdministrator,
  completeProjectAsCoachee,
  confirmClosingRequest,
  getClosingRequest,
  listMyOpenProjects,
  listMyProjects,
  listProjects,
  matchManually,
  previewMatchingPage,
  runMatching,
  sendClosingRequest,
} from '@coach/core';
import { endpoint } from '../http/endpoint.ts';
import { createRouter } from '../http/router.ts';

/**
 * Projects (docs/api.md §4): the members' own projects and their closing actions, the
 * administrators' list, abort, manual matching and matching run (GET previews, POST writes). The
 * fixed paths come before `/projects/completionrequests/{projectCompletionRequestId}`.
 */
export function projectRoutes() {
  return createRouter()
    .openapi(...endpoint('get', '/projects', listProjects))
    .openapi(...endpoint('get', '/projects/getmyallprojects', listMyProjects))
    .openapi(...endpoint('get', '/projects/getmyopenprojects', listMyOpenProjects))
    .openapi(...endpoint('get', '/projects/runprojectmatchingjob', previewMatchingPage))
    .openapi(...endpoint('post', '/projects/runprojectmatchingjob', runMatching))
    .openapi(...endpoint('post', '/projects/manualprojectmatching', matchManually))
    .openapi(...endpoint('post', '/projects/abortedprojectbyadministrator', abortProjectByAdministrator))
    .openapi(...endpoint('post', '/projects/completingrequestprojectbycoach', sendClosingRequest))
    .openapi(...endpoint('post', '/projects/completedprojectbycoachee', completeProjectAsCoachee))
    .openapi(...endpoint('post', '/projects/completedconfirmprojectbycoachee', confirmClosingRequest))
    .openapi(
      ...endpoint('get', '/projects/completionrequests/{projectCompletionRequestId}', getClosingRequest),
    );
}
