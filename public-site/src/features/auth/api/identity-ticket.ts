import type { IdentityOutcome } from '@coach/core/contracts';
import { api, unwrap } from '@coach/kit/query';
import { useEffect, useState } from 'react';

// The ticket in `?identity=` works once (a `register` ticket excepted): asking twice for it, as
// React's strict mode does with effects or as the wizard does after the login page sent it there,
// would turn a good outcome into "expired". So each ticket is asked for once per page load and
// every caller shares that one answer, failure included.
const redemptions = new Map<string, Promise<IdentityOutcome>>();

/** `POST /api/auth/oauth/ticket`, once per ticket: what the return from the provider leads to. */
export function redeemIdentityTicket(ticket: string): Promise<IdentityOutcome> {
  let redemption = redemptions.get(ticket);
  if (!redemption) {
    redemption = unwrap(api.api.auth.oauth.ticket.$post({ json: { ticket } }));
    redemptions.set(ticket, redemption);
  }
  return redemption;
}

export type TicketRedemption =
  | { status: 'pending' }
  | { status: 'done'; outcome: IdentityOutcome }
  | { status: 'failed'; error: unknown };

/** The outcome of `ticket`, redeemed when the component mounts (and only then). */
export function useIdentityTicket(ticket: string): TicketRedemption {
  const [redemption, setRedemption] = useState<TicketRedemption>({ status: 'pending' });
  useEffect(() => {
    let current = true;
    setRedemption({ status: 'pending' });
    redeemIdentityTicket(ticket).then(
      (outcome) => current && setRedemption({ status: 'done', outcome }),
      (error: unknown) => current && setRedemption({ status: 'failed', error }),
    );
    return () => {
      current = false;
    };
  }, [ticket]);
  return redemption;
}
