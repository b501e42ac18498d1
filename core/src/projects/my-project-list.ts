import type { MyProjectListItem } from '../contracts/projects.ts';
import type { UseCaseContext } from '../shared/context.ts';
import { myProjectView } from './project-view.ts';

/**
 * The member's projects as their lists show them (the projects page, the dashboard): each with the
 * points it moved and, when open, how many of the partner's messages wait unread — two indexed
 * reads a project, and a member has at most four open projects (two on each side). A closed
 * project's thread is read-only and counts 0.
 */
export async function myProjectList(
  ctx: Pick<UseCaseContext, 'repositories' | 'clock'>,
  accountId: string,
  options: { readonly openOnly: boolean },
): Promise<{ items: MyProjectListItem[] }> {
  const { projects, projectMessages } = ctx.repositories;
  const unreadOf = async (projectId: string) => {
    const mark = await projectMessages.findReadMark(projectId, accountId);
    return projectMessages.countFromOthersAfter(projectId, accountId, mark.lastReadAt);
  };
  const now = ctx.clock.now();
  const items = await Promise.all(
    (await projects.listDetailsOfAccount(accountId, options)).map(async (details) => ({
      ...myProjectView(details, accountId, now),
      unreadMessages: details.state === 'open' ? await unreadOf(details.id) : 0,
    })),
  );
  return { items };
}
