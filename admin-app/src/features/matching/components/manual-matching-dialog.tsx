import { catalogue, manualMatchingInputSchema, type ProjectRole } from '@coach/core/contracts';
import { Button, formatDateTime, formatNumber, isApiError, toast, useLang } from '@coach/kit';
import { applyServerErrors, FormError, FormTextArea, useZodForm } from '@coach/kit/forms';
import { type FieldOption, FormComboBox } from '@coach/kit/pickers';
import { Dialog } from '@coach/kit/widgets';
import { Trans, useLingui } from '@lingui/react/macro';
import { TriangleAlert } from 'lucide-react';
import { useId, useMemo, useState } from 'react';
import { type PendingAssignment, useMatchManually, useOpenRequests } from '../api/matching.ts';
import { languageNames } from './labels.ts';
import * as styles from './matching.css.ts';

/** The two requests, as the server takes them (it checks that they are open and may be paired). */
const pairSchema = manualMatchingInputSchema.pick({ coachRequestId: true, coacheeRequestId: true });
/** The stated reason for pairing former partners again: required here, 3 to 500 characters. */
const overrideSchema = manualMatchingInputSchema.pick({ overrideReason: true }).required();

type Pair = { coachRequestId: string; coacheeRequestId: string };

const fullNameOf = (request: PendingAssignment) => `${request.name} ${request.surname}`;

/** The open requests of one side as choices, with the one the dialog was opened for kept in. */
function useChoices(role: ProjectRole, initial: PendingAssignment | null) {
  const { data = [], isPending } = useOpenRequests(role, true);
  return useMemo(() => {
    const requests =
      initial && initial.role === role && !data.some((r) => r.requestId === initial.requestId)
        ? [initial, ...data]
        : data;
    const options: FieldOption[] = requests.map((request) => ({
      id: request.requestId,
      label: `${fullNameOf(request)} — ${request.email} (${request.languages.map((l) => languageNames[l]).join(', ')})`,
    }));
    return { requests, options, isPending };
  }, [data, initial, role, isPending]);
}

/** What an administrator weighs before pairing: languages, score and how long it has waited. */
function ChosenRequest({ request }: { request: PendingAssignment | undefined }) {
  const lang = useLang();
  if (!request) return null;
  const languages = request.languages.map((l) => languageNames[l]).join(', ');
  const score = formatNumber(request.score, lang);
  const since = formatDateTime(request.requestedAt, lang);
  return (
    <p className={styles.chosen}>
      <Trans>
        Languages: {languages} · Score: {score} · Waiting since {since}
      </Trans>
    </p>
  );
}

type ManualMatchingDialogProps = {
  /** The request the dialog was opened from (its side is filled in), or null to choose both. */
  initial: PendingAssignment | null;
  onClose: () => void;
};

/**
 * Pairs one open coach request with one open coachee request. The server checks the matching
 * rules and says which one fails; when the two were partners in one's most recent project
 * (4057), the administrator may pair them anyway with a stated reason, kept with the project.
 */
export function ManualMatchingDialog({ initial, onClose }: ManualMatchingDialogProps) {
  const { t } = useLingui();
  const pairFormId = useId();
  const overrideFormId = useId();
  const match = useMatchManually();
  const coaches = useChoices('coach', initial);
  const coachees = useChoices('coachee', initial);
  const form = useZodForm(pairSchema, {
    defaultValues: {
      coachRequestId: initial?.role === 'coach' ? initial.requestId : '',
      coacheeRequestId: initial?.role === 'coachee' ? initial.requestId : '',
    },
  });
  const overrideForm = useZodForm(overrideSchema, { defaultValues: { overrideReason: '' } });
  const [failure, setFailure] = useState<unknown>(null);
  /** Set when the server refused former partners: the pair it refused and its words. */
  const [override, setOverride] = useState<{ pair: Pair; message: string } | null>(null);

  const coachId = form.watch('coachRequestId');
  const coacheeId = form.watch('coacheeRequestId');
  const chosenCoach = coaches.requests.find((r) => r.requestId === coachId);
  const chosenCoachee = coachees.requests.find((r) => r.requestId === coacheeId);

  const send = (pair: Pair, overrideReason?: string) => {
    setFailure(null);
    match.mutate(overrideReason === undefined ? pair : { ...pair, overrideReason }, {
      onSuccess: (project) => {
        const coachName = project.coach.fullName;
        const coacheeName = project.coachee.fullName;
        toast.success(t`${coachName} and ${coacheeName} are paired. Both get an e-mail.`);
        onClose();
      },
      onError: (error) => {
        if (isApiError(error) && error.code === catalogue.matchConsecutivePartners.code && !overrideReason) {
          setOverride({ pair, message: error.message });
          return;
        }
        const shown =
          overrideReason === undefined
            ? applyServerErrors(form, error)
            : applyServerErrors(overrideForm, error);
        if (!shown) setFailure(error);
      },
    });
  };

  const submitPair = form.handleSubmit((pair) => send(pair));
  const submitOverride = overrideForm.handleSubmit(({ overrideReason }) => {
    if (override) send(override.pair, overrideReason);
  });
  const chooseAgain = () => {
    setOverride(null);
    setFailure(null);
    overrideForm.reset({ overrideReason: '' });
  };

  return (
    <Dialog
      isOpen
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={t`Pair two requests by hand`}
      size="large"
      isDismissable={!match.isPending}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={match.isPending}>
            <Trans>Cancel</Trans>
          </Button>
          {override ? (
            <>
              <Button variant="secondary" onClick={chooseAgain} disabled={match.isPending}>
                <Trans>Choose other requests</Trans>
              </Button>
              <Button type="submit" form={overrideFormId} loading={match.isPending}>
                <Trans>Pair them anyway</Trans>
              </Button>
            </>
          ) : (
            <Button type="submit" form={pairFormId} loading={match.isPending}>
              <Trans>Pair them</Trans>
            </Button>
          )}
        </>
      }
    >
      <div className={styles.form}>
        <p className={styles.muted}>
          <Trans>
            The same rules as a matching run apply: two different members, a shared language, both still
            eligible, and not the partners of either one’s most recent project.
          </Trans>
        </p>
        <FormError error={failure} />
        <form id={pairFormId} className={styles.pair} onSubmit={submitPair} noValidate>
          <div className={styles.section}>
            <FormComboBox
              form={form}
              name="coachRequestId"
              label={t`Coach request`}
              options={coaches.options}
              placeholder={coaches.isPending ? t`Loading the requests…` : t`Type a name or e-mail`}
              emptyText={t`No open coach request matches.`}
              isDisabled={override !== null}
              isRequired
            />
            <ChosenRequest request={chosenCoach} />
          </div>
          <div className={styles.section}>
            <FormComboBox
              form={form}
              name="coacheeRequestId"
              label={t`Coachee request`}
              options={coachees.options}
              placeholder={coachees.isPending ? t`Loading the requests…` : t`Type a name or e-mail`}
              emptyText={t`No open coachee request matches.`}
              isDisabled={override !== null}
              isRequired
            />
            <ChosenRequest request={chosenCoachee} />
          </div>
        </form>
        {override ? (
          <form id={overrideFormId} className={styles.form} onSubmit={submitOverride} noValidate>
            <p className={styles.warning} role="alert">
              <TriangleAlert size={20} aria-hidden="true" />
              <span>{override.message}</span>
            </p>
            <FormTextArea
              form={overrideForm}
              name="overrideReason"
              label={t`Reason for pairing them again`}
              description={t`Kept with the project: administrators read it in the project’s details.`}
              rows={4}
              maxLength={500}
              isRequired
            />
          </form>
        ) : null}
      </div>
    </Dialog>
  );
}
