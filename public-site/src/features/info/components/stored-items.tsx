import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';

export type StoredItem = { name: string; kind: ReactNode; purpose: ReactNode; lifetime: ReactNode };

const cookie = <Trans>Cookie</Trans>;
const localStorage = <Trans>Local storage</Trans>;

/**
 * Every cookie and storage entry the front ends write (and the sign-in's device cookie, which the
 * server sets: ADR 0036), with the reason and how long it stays.
 */
export const storedItems: readonly StoredItem[] = [
  {
    name: 'lang',
    kind: cookie,
    purpose: (
      <Trans>
        The language you chose with the language switch, or else of the last page you opened (tr or en), so
        that the home page opens in it next time.
      </Trans>
    ),
    lifetime: <Trans>365 days</Trans>,
  },
  {
    name: 'theme',
    kind: cookie,
    purpose: (
      <Trans>
        Your light or dark choice, written only when you use the switch, so pages are drawn in it from the
        first moment.
      </Trans>
    ),
    lifetime: <Trans>365 days</Trans>,
  },
  {
    name: 'accent',
    kind: cookie,
    purpose: (
      <Trans>
        The colour theme of your account (theme1 to theme5), so pages open in it while you are signed in.
      </Trans>
    ),
    lifetime: <Trans>365 days, or until you sign out</Trans>,
  },
  {
    name: 'device',
    kind: cookie,
    purpose: (
      <Trans>
        Set when you sign in with your password: it tells the server that this browser signed in to your
        account before, so other people’s wrong guesses of your password do not stop you signing in here. Only
        the sign-in sends it, and no script can read it.
      </Trans>
    ),
    lifetime: <Trans>90 days from your last sign-in with the password</Trans>,
  },
  {
    name: 'coach.token',
    kind: localStorage,
    purpose: (
      <Trans>
        Your session token while you are signed in, sent with each request so the server knows it is you. The
        server ends the session after 30 minutes without use.
      </Trans>
    ),
    lifetime: <Trans>Until you sign out or the session ends</Trans>,
  },
  {
    name: 'coach.sidebar.mini',
    kind: localStorage,
    purpose: <Trans>Whether the side menu of the member and administration pages is full or narrow.</Trans>,
    lifetime: <Trans>Until you clear your browser’s site data</Trans>,
  },
  {
    name: 'coach.chunkReloadAt',
    kind: <Trans>Session storage</Trans>,
    purpose: (
      <Trans>
        The time the page last reloaded itself after an update of the site, so that it never reloads more than
        once a minute.
      </Trans>
    ),
    lifetime: <Trans>Until you close the tab</Trans>,
  },
];
