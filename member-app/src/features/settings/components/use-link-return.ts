import type { IdentityProviderId } from '@coach/core/contracts';
import { useSearchParams } from '@coach/kit';
import { useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import { useRedeemLinkTicket } from '../api/sign-in-methods.ts';

/**
 * Coming back from a provider after "Link …": the callback sends the browser to
 * `/user/settings?section=sign-in&identity=<ticket>`. The ticket is redeemed once and taken out of
 * the address at once (replaced, so Back and a reload do not bring it again). It works a single
 * time: the ref keeps the second run of the effect (React's strict mode runs effects twice) from
 * sending it again, which would turn a success into "already used".
 *
 * Answers what to show: an error to announce (the API's message, already in the page's language).
 */
export function useLinkReturn(onLinked: (provider: IdentityProviderId) => void) {
  const { t } = useLingui();
  const [params, setParams] = useSearchParams();
  const ticket = params.get('identity');
  const { mutate, isPending } = useRedeemLinkTicket();
  const [failure, setFailure] = useState<unknown>(null);
  const sent = useRef<string | null>(null);
  // The latest callback, without making the effect run again when the caller's function changes.
  const linked = useRef(onLinked);
  linked.current = onLinked;

  useEffect(() => {
    if (!ticket || sent.current === ticket) return;
    sent.current = ticket;
    setFailure(null);
    mutate(ticket, {
      onSuccess: (outcome) => {
        if (outcome.kind === 'linked') linked.current(outcome.provider);
        // A ticket of a sign-in, not of a link: it does not belong on this page.
        else setFailure(t`Linking did not finish. Please try again.`);
      },
      onError: setFailure,
    });
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('identity');
        return next;
      },
      { replace: true },
    );
  }, [ticket, mutate, setParams, t]);

  return { failure, isPending };
}
