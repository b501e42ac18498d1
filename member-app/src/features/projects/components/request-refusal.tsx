import { isApiError } from '@coach/kit';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { CircleAlert } from 'lucide-react';
import { FixLink } from './fix-link.tsx';
import { fixForCode } from './labels.ts';
import * as styles from './projects.css.ts';

const numberIn = (data: unknown, name: string): number | null => {
  const value =
    typeof data === 'object' && data !== null ? (data as Record<string, unknown>)[name] : undefined;
  return typeof value === 'number' ? value : null;
};

/** What the member can do about a refusal, beyond the server's sentence (which names the rule). */
function Advice({ code, data, score }: { code: number; data: unknown; score: number | null }) {
  switch (code) {
    case 4027: {
      // The server says how many points are needed (`points`) and how many are missing (`missing`).
      const required = numberIn(data, 'points');
      const missing =
        numberIn(data, 'missing') ?? (required !== null && score !== null ? required - score : null);
      if (missing === null || missing <= 0) return null;
      const need = plural(missing, {
        one: 'You need # more point to coach.',
        other: 'You need # more points to coach.',
      });
      return (
        <p className={styles.text}>
          {need} <Trans>You earn a point for each hour you are coached.</Trans>
        </p>
      );
    }
    case 4015:
      return (
        <p className={styles.text}>
          <Trans>You earn points by being coached: a point for each hour.</Trans>
        </p>
      );
    case 4016:
      return (
        <p className={styles.text}>
          <Trans>Ask to be coached first; after that you can ask to coach.</Trans>
        </p>
      );
    case 4017:
    case 4028:
      return (
        <p className={styles.text}>
          <Trans>
            You can ask again when one of your open projects has closed, or after cancelling an open request.
          </Trans>
        </p>
      );
    case 4036:
    case 4037:
      return (
        <p className={styles.text}>
          <Trans>You find it under “Open requests”. To ask with other languages, cancel it first.</Trans>
        </p>
      );
    case 4013:
      return (
        <p className={styles.text}>
          <Trans>
            An administrator reviews it within three working days; you can ask to coach once it is approved.
          </Trans>
        </p>
      );
    default:
      return null;
  }
}

/**
 * A refused request, said in words next to the form: the server's sentence (the catalogue's, in the
 * page's language, with the numbers of `data` filled in), what it means for the member, and a link
 * to the page that fixes it where there is one.
 */
export function RequestRefusal({ error, score }: { error: unknown; score: number | null }) {
  const { t } = useLingui();
  if (error === null || error === undefined) return null;
  const message = isApiError(error) ? error.message : t`The request was not sent. Please try again.`;
  const code = isApiError(error) ? error.code : 0;
  return (
    <div className={styles.alert} role="alert">
      <CircleAlert size={20} aria-hidden="true" />
      <div className={styles.alertBody}>
        <p className={styles.alertTitle}>{message}</p>
        {isApiError(error) ? <Advice code={code} data={error.data} score={score} /> : null}
        <FixLink kind={fixForCode(code)} />
      </div>
    </div>
  );
}
