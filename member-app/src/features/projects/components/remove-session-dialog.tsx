import { isApiError, toast, useLang } from '@coach/kit';
import { ConfirmDialog } from '@coach/kit/widgets';
import { Trans, useLingui } from '@lingui/react/macro';
import { type ProjectSessionView, useRemoveSession } from '../api/sessions.ts';
import { hoursText } from './counts.ts';
import { formatDay } from './session-labels.ts';

/** The one who logged a session takes it back, while it is not confirmed; asked first. */
export function RemoveSessionDialog({
  session,
  onClose,
  onDone,
}: {
  session: ProjectSessionView | null;
  onClose: () => void;
  onDone: () => void;
}) {
  const { t } = useLingui();
  const lang = useLang();
  const remove = useRemoveSession();
  const day = session ? formatDay(session.heldOn, lang) : '';
  const length = hoursText(session?.hours ?? 0);

  const run = () => {
    if (!session) return;
    remove.mutate(session.id, {
      onSuccess: () => {
        toast.success(t`The session of ${day} is removed from the log.`);
        onDone();
      },
      onError: (error) => {
        toast.error(isApiError(error) ? error.message : t`The session was not removed. Please try again.`);
        onClose();
      },
    });
  };

  return (
    <ConfirmDialog
      isOpen={session !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={<Trans>Remove this session?</Trans>}
      description={
        <Trans>
          Your session of {length} on {day} leaves the log. You can log it again if it was a mistake.
        </Trans>
      }
      confirmLabel={<Trans>Yes, remove it</Trans>}
      isPending={remove.isPending}
      onConfirm={run}
    />
  );
}
