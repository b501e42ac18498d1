import { exportReport } from '@coach/core/reports/export-report';
import { getFunnelReport } from '@coach/core/reports/get-funnel-report';
import { getMatchWaitReport } from '@coach/core/reports/get-match-wait-report';
import { getMembershipReport } from '@coach/core/reports/get-membership-report';
import { getPointsReport } from '@coach/core/reports/get-points-report';
import { getProjectOutcomesReport } from '@coach/core/reports/get-project-outcomes-report';
import { getProofReviewReport } from '@coach/core/reports/get-proof-review-report';
import { endpoint } from '../http/endpoint.ts';
import { createRouter } from '../http/router.ts';

/**
 * The programme reports (issue 31, ADR 0051): one read a report, each by month over a range of
 * months (`from`, `to`: `YYYY-MM`), and a report as an .xlsx or .csv file.
 */
export function reportRoutes() {
  return createRouter()
    .openapi(...endpoint('get', '/reports/funnel', getFunnelReport))
    .openapi(...endpoint('get', '/reports/matchwait', getMatchWaitReport))
    .openapi(...endpoint('get', '/reports/proofreview', getProofReviewReport))
    .openapi(...endpoint('get', '/reports/projectoutcomes', getProjectOutcomesReport))
    .openapi(...endpoint('get', '/reports/membership', getMembershipReport))
    .openapi(...endpoint('get', '/reports/points', getPointsReport))
    .openapi(...endpoint('get', '/reports/download', exportReport));
}
