import type { IdentityProviderId, LinkedIdentity } from '@coach/core/contracts';
import { Button, formatDate, formatDateTime, type Lang, Pill, Spinner, useLang } from '@coach/kit';
import { Trans } from '@lingui/react/macro';
import { useId } from 'react';
import * as styles from './settings.css.ts';

/** A provider as the sign-in methods list shows it: its name, and its link when there is one. */
export type ProviderRow = { provider: IdentityProviderId; label: string; linked: LinkedIdentity | null };

type IdentityRowProps = {
  row: ProviderRow;
  /** No password and no other provider: unlinking it is refused, so the button says why first. */
  onlyWayIn: boolean;
  /** The provider the browser is being sent to, if any: every "Link" waits meanwhile. */
  linking: IdentityProviderId | null;
  onLink: (provider: IdentityProviderId) => void;
  onUnlink: () => void;
};

/**
 * One provider: linked (its e-mail, when it was linked and last used, "Unlink") or not ("Link").
 * A button that cannot act now stays focusable with aria-disabled, so the reason next to it is
 * still read with it.
 */
export function IdentityRow({ row, onlyWayIn, linking, onLink, onUnlink }: IdentityRowProps) {
  const lang = useLang();
  const hintId = useId();
  const { provider, label, linked } = row;
  const busy = linking === provider;

  return (
    <li className={styles.methodRow}>
      <div className={styles.methodText}>
        <p className={styles.methodName}>
          {label}
          {linked ? (
            <Pill tone="success">
              <Trans>Linked</Trans>
            </Pill>
          ) : (
            <Pill>
              <Trans>Not linked</Trans>
            </Pill>
          )}
        </p>
        {linked?.email ? <p className={styles.muted}>{linked.email}</p> : null}
        {linked ? (
          <LinkDates linkedAt={linked.linkedAt} lastSignInAt={linked.lastSignInAt} lang={lang} />
        ) : null}
        {onlyWayIn ? (
          <p id={hintId} className={styles.muted}>
            <Trans>
              This is your only way to sign in, so it cannot be unlinked. Set a password or link another
              service first.
            </Trans>
          </p>
        ) : null}
      </div>
      {linked ? (
        <Button
          variant="secondary"
          size="sm"
          aria-disabled={onlyWayIn || undefined}
          aria-describedby={onlyWayIn ? hintId : undefined}
          onClick={onlyWayIn ? undefined : onUnlink}
        >
          <Trans>Unlink {label}</Trans>
        </Button>
      ) : (
        <Button
          variant="secondary"
          size="sm"
          aria-disabled={linking !== null || undefined}
          aria-busy={busy || undefined}
          icon={busy ? <Spinner size={18} decorative /> : undefined}
          onClick={linking === null ? () => onLink(provider) : undefined}
        >
          <Trans>Link {label}</Trans>
        </Button>
      )}
    </li>
  );
}

function LinkDates({
  linkedAt,
  lastSignInAt,
  lang,
}: {
  linkedAt: string;
  lastSignInAt: string | null;
  lang: Lang;
}) {
  const linkedOn = formatDate(linkedAt, lang);
  const lastUsed = lastSignInAt ? formatDateTime(lastSignInAt, lang) : null;
  return (
    <p className={styles.muted}>
      <Trans>Linked on {linkedOn}</Trans>
      {' · '}
      {lastUsed ? <Trans>last used {lastUsed}</Trans> : <Trans>not used to sign in yet</Trans>}
    </p>
  );
}
