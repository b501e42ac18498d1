import { memberPages, pageId, publicPages } from '../contracts/pages.ts';

/**
 * Where each notification leads: a page of the member area, or the coachee's confirmation page of
 * a closing request. Links are stored below the language root, so the list opens them in the
 * language the member reads it in.
 */
export const notificationLinks = {
  projects: pageId('member', memberPages.projects.path),
  /** The project's card on the projects page, with its thread and calendar (as the mails' links). */
  project: (projectId: string) =>
    `${pageId('member', memberPages.projects.path)}#project-${encodeURIComponent(projectId)}`,
  proofs: pageId('member', memberPages.fileOperations.path),
  coachingLog: pageId('member', memberPages.coachingLog.path),
  membershipRenewal: pageId('member', memberPages.membershipRenewal.path),
  closingConfirmation: (projectCompletionRequestId: string) =>
    publicPages.closingConfirmation.path.replace(':projectCompletionRequestId?', projectCompletionRequestId),
};
