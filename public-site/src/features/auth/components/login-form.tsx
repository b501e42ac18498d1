import { catalogue } from '@coach/core/contracts';
import {
  afterSignInPath,
  Button,
  isApiError,
  Link,
  useLang,
  useLangPath,
  useNavigate,
  useSearchParams,
} from '@coach/kit';
import { TextField } from '@coach/kit/forms';
import { useSignIn } from '@coach/kit/query';
import { Trans, useLingui } from '@lingui/react/macro';
import { CircleAlert, Clock } from 'lucide-react';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { emailParam } from '../utils/sign-in-path.ts';
import type { LoginErrors, validateLogin } from '../utils/validate-login.ts';
import type { IdentityArrival } from './identity-return.tsx';
import { LinkNotice } from './link-notice.tsx';
import * as styles from './login-form.css.ts';
import { ResendVerificationButton } from './resend-verification-button.tsx';

type PendingLink = Extract<IdentityArrival, { kind: 'link' }>;
type LoginCheck = typeof validateLogin;

/**
 * The check with the shared schema, loaded once the visitor reaches for the form (or presses
 * before that): zod and the schemas weigh more than the rest of the page's own code, and
 * evaluating them on arrival held a phone's main thread before the page could answer a tap.
 */
const loadValidation = () => import('../utils/validate-login.ts');

/**
 * Email and password. Checked in the browser with the shared schema first; the server's answer
 * (already in the page's language) is shown as it comes. On success the user goes back to the
 * page they were sent away from, or to their dashboard.
 *
 * Back from a provider, the form may carry a `link` (its address filled in, its ticket sent with
 * the password, which links the provider) or a `refusal` to read first, which takes the focus.
 */
export function LoginForm({
  sessionEnded = false,
  link = null,
  refusal = null,
  onLinkExpired,
  onSignIn,
}: {
  /** The member's last session ended by itself (expired or revoked): they are told why they are here. */
  sessionEnded?: boolean;
  link?: PendingLink | null;
  refusal?: string | null;
  /** The link's ticket ran out (4073): the page forgets it, the next try is a plain sign-in. */
  onLinkExpired?: () => void;
  /** A sign-in starts from this form: the page keeps showing it until the next page is there. */
  onSignIn?: () => void;
}) {
  const { t } = useLingui();
  const lang = useLang();
  const inLang = useLangPath();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const returnTo = params.get('returnTo');
  const signIn = useSignIn(returnTo);
  const [errors, setErrors] = useState<LoginErrors>({});
  const [serverError, setServerError] = useState<string | null>(refusal);
  /** The address that may not sign in before it is verified (4010): it may ask for the link again. */
  const [unverifiedEmail, setUnverifiedEmail] = useState<string | null>(null);
  const emailRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const alertRef = useRef<HTMLParagraphElement>(null);
  // Signed in, the form stays busy while the next page loads (the login page unmounts then).
  const leaving = signIn.isPending || signIn.isSuccess;

  // A refusal that greets the visitor is read first: nothing else on the page explains the return.
  const greetedWithRefusal = refusal !== null;
  useEffect(() => {
    if (greetedWithRefusal) alertRef.current?.focus();
  }, [greetedWithRefusal]);

  // After a refusal the focus must not stay on the button the visitor pressed: a wrong address or
  // password is typed again in the password field (its text chosen, so typing replaces it); any
  // other refusal (not verified yet, too many tries) is read first, with what it offers below it.
  const [focusAfterRefusal, setFocusAfterRefusal] = useState<'password' | 'alert' | null>(null);
  useEffect(() => {
    if (focusAfterRefusal === 'password') {
      passwordRef.current?.focus();
      passwordRef.current?.select();
    }
    if (focusAfterRefusal === 'alert') alertRef.current?.focus();
    if (focusAfterRefusal) setFocusAfterRefusal(null);
  }, [focusAfterRefusal]);

  const formRef = useRef<HTMLFormElement>(null);
  // Focus already in the form when the app woke up (the visitor typed before it came) counts as
  // reaching for it: no focus event will say so.
  useEffect(() => {
    if (formRef.current?.contains(document.activeElement)) void loadValidation();
  }, []);

  /** A press whose check is still loading: a second press waits for it. */
  const checking = useRef(false);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (leaving || checking.current) return;
    const data = new FormData(event.currentTarget);
    const values = {
      email: String(data.get('email') ?? ''),
      password: String(data.get('password') ?? ''),
      identityTicket: link?.ticket,
    };
    checking.current = true;
    loadValidation().then(
      ({ validateLogin }) => {
        checking.current = false;
        send(validateLogin(values, lang));
      },
      () => {
        checking.current = false;
        setServerError(t`Something went wrong. Please try again.`);
      },
    );
  }

  function send(checked: ReturnType<LoginCheck>) {
    setServerError(null);
    setUnverifiedEmail(null);
    if (!checked.ok) {
      setErrors(checked.errors);
      (checked.errors.email ? emailRef : passwordRef).current?.focus();
      return;
    }
    setErrors({});
    onSignIn?.();
    signIn.mutate(checked.input, {
      // The user came with the token: on to where they may go at once, the dashboard's data and the
      // area's code already on their way (startSession). The form stays busy until the page is there.
      onSuccess: (user) => navigate(afterSignInPath(user, lang, returnTo), { replace: true }),
      onError: (error) => {
        if (isApiError(error) && Object.keys(error.fieldErrors).length > 0) setErrors(error.fieldErrors);
        setServerError(isApiError(error) ? error.message : t`Something went wrong. Please try again.`);
        if (isApiError(error) && error.code === catalogue.emailNotVerified.code)
          setUnverifiedEmail(checked.input.email);
        if (isApiError(error) && error.code === catalogue.identityFlowExpired.code && link) onLinkExpired?.();
        setFocusAfterRefusal(
          isApiError(error) && error.code === catalogue.invalidCredentials.code ? 'password' : 'alert',
        );
      },
    });
  }

  return (
    <form
      ref={formRef}
      className={styles.form}
      onSubmit={onSubmit}
      onFocus={() => void loadValidation()}
      noValidate
      aria-busy={leaving}
    >
      {sessionEnded && !serverError ? (
        <p className={styles.notice} role="status">
          <Clock size={20} aria-hidden="true" />
          <span>
            <Trans>
              Your session has ended, so you were signed out. Sign in again to go on where you were.
            </Trans>
          </span>
        </p>
      ) : null}
      {link ? <LinkNotice provider={link.provider} email={link.email} /> : null}
      {serverError ? (
        <p ref={alertRef} tabIndex={-1} className={styles.alert} role="alert">
          <CircleAlert size={20} aria-hidden="true" />
          <span>{serverError}</span>
        </p>
      ) : null}
      {unverifiedEmail !== null ? (
        <ResendVerificationButton key={unverifiedEmail} email={unverifiedEmail} />
      ) : null}
      <TextField
        ref={emailRef}
        label={t`E-mail`}
        name="email"
        type="email"
        autoComplete="email"
        inputMode="email"
        spellCheck={false}
        // "Sign in" links after verifying, or from "already registered", bring the address along.
        // So does a provider whose verified address is an account's.
        defaultValue={link?.email ?? params.get(emailParam) ?? undefined}
        error={errors.email}
      />
      <TextField
        ref={passwordRef}
        label={t`Password`}
        name="password"
        type="password"
        autoComplete="current-password"
        error={errors.password}
      />
      <div className={styles.row}>
        <Link to={inLang('/forgotpassword')}>
          <Trans>Forgot your password?</Trans>
        </Link>
      </div>
      <Button type="submit" fullWidth loading={leaving}>
        <Trans>Sign in</Trans>
      </Button>
    </form>
  );
}
