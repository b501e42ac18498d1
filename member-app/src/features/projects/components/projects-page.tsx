import { formatDate, isApiError, LoadingBlock, PageTitle, toast, useCurrentUser, useLang } from '@coach/kit';
import { DialogLoading, EmptyState, lazyNamed, useErrorPageOnFailure } from '@coach/kit/area';
import { Trans, useLingui } from '@lingui/react/macro';
import { Suspense, useId, useState } from 'react';
import { MembershipNotice } from '../../membership/components/membership-notice.tsx';
import {
  type MyProjectView,
  type ProjectRequestView,
  useCancelProjectRequest,
  useMyProjectRequests,
  useMyProjects,
} from '../api/projects.ts';
import { OpenProjects, type ProjectAction, projectItemId } from './open-projects.tsx';
import { PastProjects } from './past-projects.tsx';
import * as styles from './projects.css.ts';
import { RequestForm } from './request-form.tsx';
import { OpenRequests } from './request-list.tsx';
import { useFocusRequest } from './use-focus-request.ts';

// Every dialog comes when it is opened (issue 30): logging or confirming sessions (the day and
// choice pickers, the forms), confirming a closing request, cancelling a request (react-aria's
// dialogs): the page shows its lists first.
const SessionsDialog = lazyNamed(() => import('./sessions-dialog.tsx'), 'SessionsDialog');
const ConfirmClosingDialog = lazyNamed(() => import('./confirm-closing-dialog.tsx'), 'ConfirmClosingDialog');
const ConfirmDialog = lazyNamed(() => import('@coach/kit/widgets'), 'ConfirmDialog');

const byCreatedAt = (a: ProjectRequestView, b: ProjectRequestView) => a.createdAt.localeCompare(b.createdAt);
const byDeadline = (a: MyProjectView, b: MyProjectView) => a.deadlineAt.localeCompare(b.deadlineAt);
const newestClosedFirst = (a: MyProjectView, b: MyProjectView) =>
  (b.closedAt ?? b.startedAt).localeCompare(a.closedAt ?? a.startedAt);

/**
 * `/user/projects`: ask for a project, follow the open requests (and why they wait), work on the
 * open projects (complete, closing request, confirm), and look back at past projects and points.
 */
export function ProjectsPage() {
  const { t } = useLingui();
  const lang = useLang();
  const { user } = useCurrentUser();
  // Guests may open the member area but take part in no project (the server refuses the calls).
  const hasProjects = user?.permissions.includes('projects.own') ?? false;
  const requests = useMyProjectRequests({ enabled: hasProjects });
  const projects = useMyProjects({ enabled: hasProjects });
  const cancel = useCancelProjectRequest();
  const [toCancel, setToCancel] = useState<ProjectRequestView | null>(null);
  const [acting, setActing] = useState<{ project: MyProjectView; action: ProjectAction } | null>(null);
  const focusLater = useFocusRequest();
  const openRequestsId = useId();
  const pastProjectsId = useId();
  useErrorPageOnFailure(requests.error ?? projects.error);

  const openRequests = (requests.data ?? []).filter((request) => request.state === 'open').sort(byCreatedAt);
  const openProjects = (projects.data ?? []).filter((project) => project.state === 'open').sort(byDeadline);
  const pastProjects = (projects.data ?? [])
    .filter((project) => project.state !== 'open')
    .sort(newestClosedFirst);

  const confirmCancel = () => {
    if (!toCancel) return;
    cancel.mutate(toCancel.id, {
      onSuccess: () => toast.success(t`Your request was cancelled.`),
      onError: (error) =>
        toast.error(isApiError(error) ? error.message : t`The request was not cancelled. Please try again.`),
      onSettled: () => {
        setToCancel(null);
        focusLater(openRequestsId);
      },
    });
  };

  /** After an action the project either closed (to the past list) or stays open with its news. */
  const done = (saved: MyProjectView) => {
    setActing(null);
    focusLater(saved.state === 'open' ? projectItemId(saved.id) : pastProjectsId);
  };

  const cancelSince = toCancel ? formatDate(toCancel.createdAt, lang) : '';
  return (
    <div className={styles.page}>
      <PageTitle
        subtitle={
          <Trans>
            Ask to coach or to be coached, follow your requests, and close your projects with the session
            hours.
          </Trans>
        }
      >
        <Trans>My projects</Trans>
      </PageTitle>
      <MembershipNotice />
      {user && !hasProjects ? (
        <EmptyState
          title={<Trans>Projects are for members</Trans>}
          description={
            <Trans>
              With a membership package you can ask to coach or to be coached, and your projects appear here.
            </Trans>
          }
        />
      ) : requests.isPending || projects.isPending ? (
        <LoadingBlock label={t`Loading your projects…`} />
      ) : (
        <>
          <OpenProjects
            projects={openProjects}
            onAction={(project, action) => setActing({ project, action })}
          />
          <RequestForm />
          <OpenRequests id={openRequestsId} requests={openRequests} onCancel={setToCancel} />
          <PastProjects id={pastProjectsId} projects={pastProjects} />
        </>
      )}
      {toCancel ? (
        <Suspense fallback={<DialogLoading />}>
          <ConfirmDialog
            isOpen
            onOpenChange={(open) => {
              if (!open) setToCancel(null);
            }}
            title={<Trans>Cancel this request?</Trans>}
            description={
              toCancel?.role === 'coach' ? (
                <Trans>
                  Your request to coach, sent on {cancelSince}, will no longer be matched. You can ask again
                  later; a new request waits from then on.
                </Trans>
              ) : (
                <Trans>
                  Your request to be coached, sent on {cancelSince}, will no longer be matched. You can ask
                  again later; a new request waits from then on.
                </Trans>
              )
            }
            confirmLabel={<Trans>Yes, cancel it</Trans>}
            isPending={cancel.isPending}
            onConfirm={confirmCancel}
          />
        </Suspense>
      ) : null}
      {acting && acting.action !== 'confirm' ? (
        <Suspense fallback={<DialogLoading />}>
          <SessionsDialog
            project={acting.project}
            action={acting.action}
            onClose={() => setActing(null)}
            onDone={done}
          />
        </Suspense>
      ) : null}
      {acting?.action === 'confirm' ? (
        <Suspense fallback={<DialogLoading />}>
          <ConfirmClosingDialog project={acting.project} onClose={() => setActing(null)} onDone={done} />
        </Suspense>
      ) : null}
    </div>
  );
}
