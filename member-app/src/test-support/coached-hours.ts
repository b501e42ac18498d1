import { callAs, settingsChangedTo, tokenOf, whoIs } from '@coach/kit/test/real-member.ts';

// Coaching hours put on the real server (ADR 0046) the way members log them: the coach logs each
// session of an open demo project, the coachee confirms it, and only then it counts.

/** The most a session may last; a longer stretch is logged as several sessions on following days. */
const longestSession = 8;

type OpenProject = { id: string; startedAt: string; coachee: { accountId: string } };
type LoggedSession = { id: string; heldOn: string; mine: boolean; state: string };

/**
 * `coach` logs `hours` more in their open project with `coachee`, in sessions of up to eight hours
 * from the project's first day on, and `coachee` confirms each. The administrator first raises the
 * sessions a project's log may hold, as the settings page offers to do.
 */
export async function coachMoreHours(coach: string, coachee: string, hours: number): Promise<void> {
  await settingsChangedTo({ maxSessionsPerProject: 200 });
  const [coachToken, coacheeToken] = await Promise.all([tokenOf(coach), tokenOf(coachee)]);
  const { accountId } = await whoIs(coacheeToken);
  const open = await callAs<{ items: OpenProject[] }>(coachToken, 'GET', '/api/projects/getmyopenprojects');
  // By account: a coachee who does not share their e-mail shows none to the coach.
  const project = open.data.items.find((candidate) => candidate.coachee.accountId === accountId);
  if (!project) throw new Error(`the demo data has no open project of ${coach} with ${coachee}`);
  const firstDay = Date.parse(project.startedAt);
  for (let day = 1, left = hours; left > 0; day++) {
    const heldOn = new Date(firstDay + day * 86_400_000).toISOString().slice(0, 10);
    const session = Math.min(left, longestSession);
    const logged = await callAs<{ items: LoggedSession[] }>(coachToken, 'POST', '/api/projectsessions', {
      projectId: project.id,
      heldOn,
      hours: session,
    });
    const mine = logged.data?.items.find((item) => item.heldOn === heldOn && item.mine);
    if (!mine) throw new Error(`the session of ${heldOn} was not logged: ${logged.message}`);
    const confirmed = await callAs(coacheeToken, 'POST', '/api/projectsessions/confirm', {
      projectSessionId: mine.id,
    });
    if (confirmed.status >= 400)
      throw new Error(`the session of ${heldOn} was not confirmed: ${confirmed.message}`);
    left -= session;
  }
}
