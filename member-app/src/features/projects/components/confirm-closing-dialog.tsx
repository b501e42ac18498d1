import { formatDateTime, isApiError, toast, useLang } from '@coach/kit';
import { ConfirmDialog } from '@coach/kit/widgets';
import { Trans, useLingui } from '@lingui/react/macro';
import { type MyProjectView, useConfirmClosingRequest } from '../api/projects.ts';
import { hoursText, pointsText } from './counts.ts';

/**
 * The coachee confirms the hours of the coach's closing request: the project closes and the points
 * move (+n for the coachee, −n for the coach). Used on the projects page and on the dashboard.
 */
export function ConfirmClosingDialog({
  project,
  onClose,
  onDone,
}: {
  project: MyProjectView | null;
  onClose: () => void;
  onDone: (project: MyProjectView) => void;
}) {
  const { t } = useLingui();
  const lang = useLang();
  const confirm = useConfirmClosingRequest();
  const request = project?.closingRequest ?? null;
  const hours = request?.sessionCount ?? 0;
  const partner = project?.partner.fullName ?? '';
  const sent = request ? formatDateTime(request.createdAt, lang) : '';
  const hoursLabel = hoursText(hours);
  const pointsLabel = pointsText(hours);

  const run = () => {
    if (!request) return;
    confirm.mutate(request.id, {
      onSuccess: (saved) => {
        toast.success(t`You confirmed ${hoursLabel}. The project with ${partner} is completed.`);
        onDone(saved);
      },
      onError: (error) => {
        toast.error(isApiError(error) ? error.message : t`The confirmation was not sent. Please try again.`);
        onClose();
      },
    });
  };

  return (
    <ConfirmDialog
      isOpen={project !== null && request !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      tone="primary"
      title={<Trans>Confirm the closing request?</Trans>}
      description={
        <Trans>
          {partner} sent a closing request for {hoursLabel} on {sent}. Confirming completes the project: you
          get {pointsLabel} and your coach spends as many.
        </Trans>
      }
      confirmLabel={<Trans>Confirm {hoursLabel}</Trans>}
      isPending={confirm.isPending}
      onConfirm={run}
    />
  );
}
