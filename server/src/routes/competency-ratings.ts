import { getCompetencyReport } from '@coach/core/feedback/get-competency-report';
import { getMyDevelopment } from '@coach/core/feedback/get-my-development';
import { listGivenRatings } from '@coach/core/feedback/given-ratings';
import { rateCoach } from '@coach/core/feedback/rate-coach';
import { endpoint } from '../http/endpoint.ts';
import { createRouter } from '../http/router.ts';

/**
 * Feedback on the ICF core competencies (issue 32, ADR 0058): the coachee rates, the coach reads
 * their averages (from three ratings on), administrators read the programme's.
 */
export function competencyRatingRoutes() {
  return createRouter()
    .openapi(...endpoint('post', '/competencyratings', rateCoach))
    .openapi(...endpoint('get', '/competencyratings/given', listGivenRatings))
    .openapi(...endpoint('get', '/competencyratings/mine', getMyDevelopment))
    .openapi(...endpoint('get', '/competencyratings/programme', getCompetencyReport));
}
