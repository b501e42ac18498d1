import { store, tokenAtom } from '@coach/kit';
import { currentUserQuery, queryClient } from '@coach/kit/query';
import { subscriptionQuery } from '../../membership/api/membership.ts';
import { myOpenProjectsQuery } from '../../projects/api/projects.ts';
import { ownLedgerQuery } from './ledger.ts';

/**
 * The dashboard's own calls (points over time, membership, open projects), started together as
 * soon as its route matches rather than when the cards mount after the figures: on a slow network
 * each call is a round trip, and in sequence they came after the dashboard call (ADR 0026). The cards then find the answers in the cache.
 * Open projects wait for the user (a guest has none, and the server would refuse the call): after
 * a sign-in it came with the token and is in the cache; on a fresh visit, userinfo is already on
 * its way from the area's guard.
 */
export async function startDashboardCalls(): Promise<null> {
  void queryClient.prefetchQuery(ownLedgerQuery());
  void queryClient.prefetchQuery(subscriptionQuery());
  const token = store.get(tokenAtom);
  if (token) {
    void queryClient
      .ensureQueryData(currentUserQuery(token))
      .then((user) => {
        if (user.permissions.includes('projects.own')) void queryClient.prefetchQuery(myOpenProjectsQuery());
      })
      .catch(() => undefined);
  }
  // Nothing to wait for: the page draws its skeleton at once.
  return null;
}
