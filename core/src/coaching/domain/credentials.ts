import type { Credential, CredentialProgress, ProgressFigures } from '../../contracts/coaching.ts';

/**
 * ICF's published requirements (ADR 0022): hours of coaching after the start of coach-specific
 * training, of which paid, with at least so many clients, and at least so many in the 18 months
 * before applying.
 */
export const credentialTargets: Readonly<Record<Credential, ProgressFigures>> = {
  ACC: { hours: 100, paidHours: 75, clients: 8, recentHours: 25 },
  PCC: { hours: 500, paidHours: 450, clients: 25, recentHours: 50 },
};

/** The window of "recent" hours: the months before the day of applying. */
export const recentMonths = 18;

/** What a member has against each credential's targets, and what is still missing (never below 0). */
export function progressTowards(reached: ProgressFigures): CredentialProgress[] {
  return (Object.keys(credentialTargets) as Credential[]).map((credential) => {
    const target = credentialTargets[credential];
    const missing: ProgressFigures = {
      hours: Math.max(0, target.hours - reached.hours),
      paidHours: Math.max(0, target.paidHours - reached.paidHours),
      clients: Math.max(0, target.clients - reached.clients),
      recentHours: Math.max(0, target.recentHours - reached.recentHours),
    };
    const achieved = Object.values(missing).every((value) => value === 0);
    return { credential, target, reached, missing, achieved };
  });
}
