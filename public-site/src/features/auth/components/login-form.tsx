import { afterSignInPath, Button, isApiError, TextField, useLang, useLangPath, useSignIn } from '@coach/kit';
import { Trans, useLingui } from '@lingui/react/macro';
import { CircleAlert } from 'lucide-react';
import { type FormEvent, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { type LoginErrors, validateLogin } from '../utils/validate-login.ts';
import * as styles from './login-form.css.ts';

/**
 * Email and password. Checked in the browser with the shared schema first; the server's answer
 * (already in the page's language) is shown as it comes. On success the user goes back to the
 * page they were sent away from, or to their dashboard.
 */
export function LoginForm() {
  const { t } = useLingui();
  const lang = useLang();
  const inLang = useLangPath();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const signIn = useSignIn();
  const [errors, setErrors] = useState<LoginErrors>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const emailRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const checked = validateLogin(
      { email: String(data.get('email') ?? ''), password: String(data.get('password') ?? '') },
      lang,
    );
    setServerError(null);
    if (!checked.ok) {
      setErrors(checked.errors);
      (checked.errors.email ? emailRef : passwordRef).current?.focus();
      return;
    }
    setErrors({});
    signIn.mutate(checked.input, {
      onSuccess: (user) => navigate(afterSignInPath(user, lang, params.get('returnTo')), { replace: true }),
      onError: (error) => {
        if (isApiError(error) && Object.keys(error.fieldErrors).length > 0) setErrors(error.fieldErrors);
        setServerError(isApiError(error) ? error.message : t`Something went wrong. Please try again.`);
      },
    });
  }

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-busy={signIn.isPending}>
      {serverError ? (
        <p className={styles.alert} role="alert">
          <CircleAlert size={20} aria-hidden="true" />
          <span>{serverError}</span>
        </p>
      ) : null}
      <TextField
        ref={emailRef}
        label={t`Email`}
        name="email"
        type="email"
        autoComplete="email"
        inputMode="email"
        spellCheck={false}
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
      <Button type="submit" fullWidth loading={signIn.isPending}>
        <Trans>Sign in</Trans>
      </Button>
    </form>
  );
}
