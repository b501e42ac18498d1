import { getMatchingRun } from '@coach/core/matching/get-matching-run';
import { listMatchingRuns } from '@coach/core/matching/list-matching-runs';
import { matchManually } from '@coach/core/matching/match-manually';
import { previewMatchingPage } from '@coach/core/matching/preview-matching-page';
import { runMatching } from '@coach/core/matching/run-matching';
import { abortProjectByAdministrator } from '@coach/core/projects/abort-project';
import { completeProjectAsCoachee } from '@coach/core/projects/complete-project-as-coachee';
import { confirmClosingRequest } from '@coach/core/projects/confirm-closing-request';
import { getClosingRequest } from '@coach/core/projects/get-closing-request';
import { listMyOpenProjects } from '@coach/core/projects/list-my-open-projects';
import { listMyProjects } from '@coach/core/projects/list-my-projects';
import { listProjects } from '@coach/core/projects/list-projects';
import { sendClosingRequest } from '@coach/core/projects/send-closing-request';
import { startProjectExport } from '@coach/core/projects/start-project-export';
import { endpoint } from '../http/endpoint.ts';
import { createRouter } from '../http/router.ts';

/**
 * Projects (docs/api.md §4): the members' own projects and their closing actions, the
 * administrators' list and its export, abort, manual matching and matching run (GET previews, POST
 * writes), and the kept matching runs. The
 * fixed paths come before `/projects/completionrequests/{projectCompletionRequestId}`.
 */
export function projectRoutes() {
  return createRouter()
    .openapi(...endpoint('get', '/projects', listProjects))
    .openapi(...endpoint('post', '/projects/exports', startProjectExport))
    .openapi(...endpoint('get', '/projects/getmyallprojects', listMyProjects))
    .openapi(...endpoint('get', '/projects/getmyopenprojects', listMyOpenProjects))
    .openapi(...endpoint('get', '/projects/runprojectmatchingjob', previewMatchingPage))
    .openapi(...endpoint('post', '/projects/runprojectmatchingjob', runMatching))
    .openapi(...endpoint('get', '/projects/matchingruns', listMatchingRuns))
    .openapi(...endpoint('get', '/projects/matchingruns/{matchingRunId}', getMatchingRun))
    .openapi(...endpoint('post', '/projects/manualprojectmatching', matchManually))
    .openapi(...endpoint('post', '/projects/abortedprojectbyadministrator', abortProjectByAdministrator))
    .openapi(...endpoint('post', '/projects/completingrequestprojectbycoach', sendClosingRequest))
    .openapi(...endpoint('post', '/projects/completedprojectbycoachee', completeProjectAsCoachee))
    .openapi(...endpoint('post', '/projects/completedconfirmprojectbycoachee', confirmClosingRequest))
    .openapi(
      ...endpoint('get', '/projects/completionrequests/{projectCompletionRequestId}', getClosingRequest),
    );
}
