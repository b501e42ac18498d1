import { realServer } from '@coach/kit/test/real-server.ts';
import { call, signedInDemoMember } from './a2-member-requests.ts';

// Coaching hours put on the real server (ADR 0046) the way members log them: the coach logs each
// session of an open demo project, the coachee confirms it, and only then it counts.

const longestSession = 8;

/**
 * `coach` logs `hours` more in their open project with `coachee`, in sessions of up to eight hours
 * on the project's first days, and `coachee` confirms each. The administrator first raises the
 * hours a project's log may hold, which the settings page offers to do.
 */
export async function coachMoreHours(coach: string, coachee: string, hours: number): Promise<void> {
  const api = await realServer();
  const { applicationSettings } = await api.run('getApplicationSettings', {}, { as: 'admin' });
  await api.run(
    'updateApplicationSettings',
    { applicationSettings: { ...applicationSettings, maxSessionsPerProject: 200 } },
    { as: 'admin' },
  );
  const { items } = await api.run('listProjects', { search: coachee, state: 'open' }, { as: 'admin' });
  const project = items.find((candidate) => candidate.coach.email === coach);
  if (!project) throw new Error(`the demo data has no open project of ${coach} with ${coachee}`);
  const [coachToken, coacheeToken] = await Promise.all([
    signedInDemoMember(coach),
    signedInDemoMember(coachee),
  ]);
  const firstDay = new Date(project.startedAt);
  for (let day = 1, left = hours; left > 0; day++) {
    const heldOn = new Date(firstDay.getTime() + day * 86_400_000).toISOString().slice(0, 10);
    const session = Math.min(left, longestSession);
    const log = (await call('projectsessions', coachToken, {
      projectId: project.id,
      heldOn,
      hours: session,
    })) as {
      items: { id: string; heldOn: string; mine: boolean; state: string }[];
    };
    const logged = log.items.find((item) => item.heldOn === heldOn && item.mine && item.state === 'pending');
    if (!logged) throw new Error(`the session of ${heldOn} is not in the log`);
    await call('projectsessions/confirm', coacheeToken, { projectSessionId: logged.id });
    left -= session;
  }
}
