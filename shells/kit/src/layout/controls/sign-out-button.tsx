import { Trans } from '@lingui/react/macro';
import { LogOut } from 'lucide-react';
import { useNavigate } from 'react-router';
import { loginPath } from '../../auth/access.ts';
import { useSignOut } from '../../auth/session.ts';
import { useLang } from '../../i18n/use-lang.ts';
import { Button, type ButtonVariant } from '../../ui/button.tsx';

/** Signs out and goes to the login page (seed §2: login and logout lead to /login). */
export function SignOutButton({
  variant = 'ghost',
  compact = false,
}: {
  variant?: ButtonVariant;
  compact?: boolean;
}) {
  const signOut = useSignOut();
  const navigate = useNavigate();
  const lang = useLang();
  return (
    <Button
      variant={variant}
      size={compact ? 'sm' : 'md'}
      loading={signOut.isPending}
      icon={<LogOut size={18} aria-hidden="true" />}
      onClick={() => signOut.mutate(() => navigate(loginPath(lang)))}
    >
      <Trans>Sign out</Trans>
    </Button>
  );
}
