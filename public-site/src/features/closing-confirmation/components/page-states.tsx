import type { MyProjectView, ProjectState } from '@coach/core/contracts';
import {
  Button,
  ButtonLink,
  type CurrentUser,
  formatDate,
  formatDateTime,
  loginPath,
  useLang,
  useLangPath,
  useNavigate,
} from '@coach/kit';
import { useSignOut } from '@coach/kit/query';
import type { MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { LogIn } from 'lucide-react';
import { Outcome } from '../../../components/outcome.tsx';
import * as styles from './closing-confirmation.css.ts';

// The states the confirm page shows in place of the confirmation (signed out, not yours, too
// late, already closed, confirmed) and the words they share with the confirmation card.

/** The page's own address, language-neutral, to come back to after signing in. */
const pagePath = (id: string) => `/projectcompletionrequestapprovalbycoachee/${encodeURIComponent(id)}`;

/** How a closed project ended, in words. */
const stateLabels: Record<ProjectState, MessageDescriptor> = {
  open: msg({ message: 'Open', context: 'project state' }),
  completed_by_coachee: msg`Completed by the coachee`,
  completed_confirmed: msg`Completed: hours confirmed`,
  completed_by_system: msg`Completed by the system`,
  aborted_by_system: msg`Ended by the system`,
  aborted_by_administrator: msg`Aborted by an administrator`,
};

export const hoursText = (count: number) => plural(count, { one: '# hour', other: '# hours' });
export const pointsText = (count: number) => plural(count, { one: '# point', other: '# points' });

/** Links on to the member's pages. */
function MemberLinks() {
  const inLang = useLangPath();
  return (
    <>
      <ButtonLink to={inLang('/user/projects')}>
        <Trans>Go to your projects</Trans>
      </ButtonLink>
      <ButtonLink to={inLang('/user/dashboard')} variant="secondary">
        <Trans>Go to your dashboard</Trans>
      </ButtonLink>
    </>
  );
}

export function SignInPrompt({ id }: { id: string }) {
  const lang = useLang();
  return (
    <Outcome
      tone="info"
      title={<Trans>Sign in to confirm the closing request</Trans>}
      actions={
        <ButtonLink to={loginPath(lang, pagePath(id))} icon={<LogIn size={18} aria-hidden="true" />}>
          <Trans>Sign in</Trans>
        </ButtonLink>
      }
    >
      <p className={styles.text}>
        <Trans>
          Your coach sent the session hours of your project for you to confirm. Sign in with your account; you
          come back to this page afterwards.
        </Trans>
      </p>
    </Outcome>
  );
}

/** Someone else's closing request (or none at all): said plainly, with a way to switch accounts. */
export function NotYours({
  id,
  user,
  coachee,
  focus = false,
}: {
  id: string;
  user: CurrentUser;
  /** Set when the member is the project's coach: the one who sent the request. */
  coachee?: string;
  focus?: boolean;
}) {
  const lang = useLang();
  const navigate = useNavigate();
  const signOut = useSignOut();
  const fullName = user.fullName;
  return (
    <Outcome
      tone="danger"
      focus={focus}
      title={<Trans>This closing request is not yours to confirm</Trans>}
      actions={
        <>
          <Button
            variant="secondary"
            loading={signOut.isPending}
            onClick={() => signOut.mutate(() => navigate(loginPath(lang, pagePath(id))))}
          >
            <Trans>Sign in with another account</Trans>
          </Button>
          <MemberLinks />
        </>
      }
    >
      <p className={styles.text}>
        {coachee ? (
          <Trans>
            You sent this closing request as the coach; {coachee}, your coachee, confirms it. You can follow
            it on your projects page.
          </Trans>
        ) : (
          <Trans>
            You are signed in as {fullName}. Only the coachee of the project can confirm its closing request;
            the link may also be mistyped.
          </Trans>
        )}
      </p>
    </Outcome>
  );
}

export function WindowPassed({ confirmBy, focus = false }: { confirmBy: string; focus?: boolean }) {
  const lang = useLang();
  const until = formatDateTime(confirmBy, lang);
  return (
    <Outcome
      tone="warning"
      focus={focus}
      title={<Trans>The time to confirm has passed</Trans>}
      actions={<MemberLinks />}
    >
      <p className={styles.text}>
        <Trans>
          The closing request could be confirmed until {until}. The system completes the project with the
          coach’s hours; you get no points for it.
        </Trans>
      </p>
    </Outcome>
  );
}

export function AlreadyClosed({ project, focus = false }: { project: MyProjectView; focus?: boolean }) {
  const { i18n } = useLingui();
  const lang = useLang();
  const state = i18n._(stateLabels[project.state]);
  const closed = project.closedAt ? formatDate(project.closedAt, lang) : null;
  return (
    <Outcome
      tone="info"
      focus={focus}
      title={
        project.state === 'completed_confirmed' ? (
          <Trans>This closing request is already confirmed</Trans>
        ) : (
          <Trans>This project is already closed</Trans>
        )
      }
      actions={<MemberLinks />}
    >
      <p className={styles.text}>
        {closed ? (
          <Trans>
            {state} on {closed}. Nothing more to do here.
          </Trans>
        ) : (
          <Trans>{state}. Nothing more to do here.</Trans>
        )}
      </p>
    </Outcome>
  );
}

export function Confirmed({ project }: { project: MyProjectView }) {
  const partner = project.partner.fullName;
  const hours = hoursText(project.sessionCount ?? 0);
  const points = pointsText(project.myPoints);
  return (
    <Outcome tone="success" focus title={<Trans>Closing request confirmed</Trans>} actions={<MemberLinks />}>
      <p className={styles.text}>
        <Trans>
          The project with {partner} is completed with {hours}: you got {points}. Thank you!
        </Trans>
      </p>
    </Outcome>
  );
}
