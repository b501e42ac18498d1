import type { MyProjectView } from '@coach/core/contracts';
import {
  Avatar,
  Button,
  ButtonLink,
  Card,
  type CurrentUser,
  formatDate,
  formatDateTime,
  isApiError,
  LoadingBlock,
  PageContainer,
  PageTitle,
  photoUrl,
  useCurrentUser,
  useLang,
  useLangPath,
  useParams,
} from '@coach/kit';
import { FormError } from '@coach/kit/forms';
import { Trans, useLingui } from '@lingui/react/macro';
import { CheckCheck } from 'lucide-react';
import { useState } from 'react';
import { Outcome } from '../../../components/outcome.tsx';
import { useClosingRequest, useConfirmClosingRequest } from '../api/closing-request.ts';
import * as styles from './closing-confirmation.css.ts';
import {
  AlreadyClosed,
  Confirmed,
  hoursText,
  NotYours,
  pointsText,
  SignInPrompt,
  WindowPassed,
} from './page-states.tsx';

const languageNames = { tr: 'Türkçe', en: 'English' } as const;

/** Catalogue codes the page answers with a state of its own. */
const codes = {
  notFound: 4002,
  forbidden: 4033,
  projectNotOpen: 4050,
  onlyCoachee: 4051,
  windowClosed: 4053,
};

/** The project, the hours the coach sent and until when they can be confirmed; and the button. */
function ConfirmCard({
  project,
  onConfirm,
  isPending,
  failure,
}: {
  project: MyProjectView;
  onConfirm: () => void;
  isPending: boolean;
  failure: unknown;
}) {
  const lang = useLang();
  const request = project.closingRequest;
  if (!request) return null;
  const partner = project.partner.fullName;
  const hours = hoursText(request.sessionCount);
  const points = pointsText(request.sessionCount);
  const confirmBy = formatDateTime(request.confirmBy, lang);
  return (
    <Card title={<Trans>The closing request</Trans>}>
      <div className={styles.stack}>
        <div className={styles.person}>
          <Avatar src={photoUrl(project.partner.profilePhotoPath)} name={partner} decorative />
          <div>
            <p className={styles.muted}>
              <Trans>Your coach</Trans>
            </p>
            <p className={styles.personName}>{partner}</p>
          </div>
        </div>
        <dl className={styles.facts}>
          <div className={styles.fact}>
            <dt className={styles.term}>
              <Trans>Session hours</Trans>
            </dt>
            <dd className={styles.hours}>{hours}</dd>
          </div>
          <div className={styles.fact}>
            <dt className={styles.term}>
              <Trans>Language</Trans>
            </dt>
            <dd className={styles.definition}>{languageNames[project.language]}</dd>
          </div>
          <div className={styles.fact}>
            <dt className={styles.term}>
              <Trans>Project started</Trans>
            </dt>
            <dd className={styles.definition}>{formatDate(project.startedAt, lang)}</dd>
          </div>
          <div className={styles.fact}>
            <dt className={styles.term}>
              <Trans>Request sent</Trans>
            </dt>
            <dd className={styles.definition}>{formatDate(request.createdAt, lang)}</dd>
          </div>
        </dl>
        <p className={styles.deadline}>
          <Trans>
            Confirm by {confirmBy}. Confirming completes the project: you get {points} and your coach spends
            as many. Without your confirmation the system completes the project with these hours and you get
            no points.
          </Trans>
        </p>
        <FormError error={failure} />
        <div className={styles.actions}>
          <Button icon={<CheckCheck size={18} aria-hidden="true" />} loading={isPending} onClick={onConfirm}>
            <Trans>Confirm {hours}</Trans>
          </Button>
        </div>
      </div>
    </Card>
  );
}

type Result = { kind: 'confirmed'; project: MyProjectView } | { kind: 'refused'; error: unknown };

/** The signed-in member's view: loads the closing request and shows the state it is in. */
function ClosingRequestView({ id, user }: { id: string; user: CurrentUser }) {
  const { t } = useLingui();
  const query = useClosingRequest(id, { enabled: true });
  const confirm = useConfirmClosingRequest();
  const [result, setResult] = useState<Result | null>(null);

  if (result?.kind === 'confirmed') return <Confirmed project={result.project} />;

  const refusal = result?.kind === 'refused' && isApiError(result.error) ? result.error : null;
  const data = query.data;
  if (refusal && data) {
    if (refusal.code === codes.projectNotOpen) return <AlreadyClosed project={data.project} focus />;
    if (refusal.code === codes.windowClosed)
      return <WindowPassed confirmBy={data.closingRequest.confirmBy} focus />;
  }
  if (refusal && [codes.notFound, codes.onlyCoachee, codes.forbidden].includes(refusal.code))
    return <NotYours id={id} user={user} focus />;

  if (query.isPending) return <LoadingBlock label={t`Loading the closing request…`} />;
  if (query.error) {
    const error = query.error;
    if (isApiError(error) && (error.status === 404 || error.status === 403))
      return <NotYours id={id} user={user} />;
    return (
      <Outcome
        tone="danger"
        title={<Trans>The closing request could not be loaded</Trans>}
        actions={
          <Button onClick={() => void query.refetch()}>
            <Trans>Try again</Trans>
          </Button>
        }
      >
        <p className={styles.text}>
          {isApiError(error) ? error.message : <Trans>Something went wrong. Please try again.</Trans>}
        </p>
      </Outcome>
    );
  }
  if (!data) return null;

  const { project, closingRequest } = data;
  if (project.myRole !== 'coachee')
    return <NotYours id={id} user={user} coachee={project.partner.fullName} />;
  if (closingRequest.state === 'expired') return <WindowPassed confirmBy={closingRequest.confirmBy} />;
  if (closingRequest.state !== 'waiting' || project.state !== 'open')
    return <AlreadyClosed project={project} />;
  // Past its window but not yet completed by the system's job: confirming is refused already (4053).
  if (new Date(closingRequest.confirmBy).getTime() <= Date.now())
    return <WindowPassed confirmBy={closingRequest.confirmBy} />;

  return (
    <ConfirmCard
      project={project}
      isPending={confirm.isPending}
      failure={result?.kind === 'refused' ? result.error : null}
      onConfirm={() => {
        setResult(null);
        confirm.mutate(closingRequest.id, {
          onSuccess: (saved) => setResult({ kind: 'confirmed', project: saved }),
          onError: (error) => setResult({ kind: 'refused', error }),
        });
      }}
    />
  );
}

/**
 * `/projectcompletionrequestapprovalbycoachee/{projectCompletionRequestId}`: the link of the
 * closing-request mail. Asks a visitor to sign in (and comes back here), then shows the project and
 * the hours and confirms them; or says why there is nothing to confirm.
 */
export function ClosingConfirmationPage() {
  const { t } = useLingui();
  const inLang = useLangPath();
  const { projectCompletionRequestId: id } = useParams();
  const { user, isPending } = useCurrentUser();
  return (
    <PageContainer width="narrow">
      <div className={styles.stack}>
        <PageTitle
          subtitle={
            <Trans>Check the session hours your coach sent, and confirm them to complete the project.</Trans>
          }
        >
          <Trans>Confirm the closing request</Trans>
        </PageTitle>
        {!id ? (
          <Outcome
            tone="info"
            title={<Trans>Open the link from your e-mail</Trans>}
            actions={
              <ButtonLink to={inLang('/user/projects')}>
                <Trans>Go to your projects</Trans>
              </ButtonLink>
            }
          >
            <p className={styles.text}>
              <Trans>
                This page needs the link of the closing-request e-mail. You can also confirm on your projects
                page.
              </Trans>
            </p>
          </Outcome>
        ) : isPending ? (
          <LoadingBlock label={t`Loading the closing request…`} />
        ) : user ? (
          <ClosingRequestView key={`${id}:${user.accountId}`} id={id} user={user} />
        ) : (
          <SignInPrompt id={id} />
        )}
      </div>
    </PageContainer>
  );
}
