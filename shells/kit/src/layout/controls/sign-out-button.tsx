import { Trans, useLingui } from '@lingui/react/macro';
import { LogOut } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { loginPath } from '../../auth/access.ts';
import { useLang } from '../../i18n/use-lang.ts';
import { loadDataLayer } from '../../query/load-data-layer.ts';
import { Button, type ButtonVariant } from '../../ui/button.tsx';
import { toast } from '../../ui/toasts/toast-store.ts';

/**
 * Signs out and goes to the login page (docs/product-rules.md §18). Only a signed-in
 * user sees it, by which time the data layer holding signOut is on the page (useCurrentUser).
 */
export function SignOutButton({
  variant = 'ghost',
  compact = false,
}: {
  variant?: ButtonVariant;
  compact?: boolean;
}) {
  const [pending, setPending] = useState(false);
  const navigate = useNavigate();
  const lang = useLang();
  const { t } = useLingui();
  const onClick = async () => {
    setPending(true);
    try {
      const { signOut } = await loadDataLayer();
      await signOut(() => navigate(loginPath(lang)));
    } catch {
      // Only the data layer's download can fail here (signOut itself signs out locally whatever
      // the server says): the person stays signed in and is told so.
      toast.error(t`The server could not be reached. Check your connection and try again.`);
    } finally {
      setPending(false);
    }
  };
  return (
    <Button
      variant={variant}
      size={compact ? 'sm' : 'md'}
      loading={pending}
      icon={<LogOut size={18} aria-hidden="true" />}
      onClick={() => void onClick()}
    >
      <Trans>Sign out</Trans>
    </Button>
  );
}
