import { formatDate, useLang } from '@coach/kit';
import { Plural, Trans } from '@lingui/react/macro';
import * as styles from './membership.css.ts';

/**
 * How a new order moves the end date (docs/product-rules.md §4): the package's months are counted
 * from the later of today and the current end, so paid days are never lost and an ended membership
 * starts again today. The server computes the date itself; the toast names it.
 */
export function ExtensionLine({
  currentEnd,
  periodMonths,
}: {
  currentEnd: string | null;
  periodMonths: number | null;
}) {
  const lang = useLang();
  const end = currentEnd ? formatDate(currentEnd, lang) : '';
  const active = currentEnd !== null && new Date(currentEnd).getTime() > Date.now();
  return (
    <p className={styles.extension} aria-live="polite">
      {periodMonths === null ? (
        <Trans>
          The package’s period is added from the later of today and the current end of the membership.
        </Trans>
      ) : active ? (
        <Plural
          value={periodMonths}
          one={`The membership runs until ${end}; # month is added after that day.`}
          other={`The membership runs until ${end}; # months are added after that day.`}
        />
      ) : currentEnd ? (
        <Plural
          value={periodMonths}
          one={`The membership ended on ${end}; # month is counted from today.`}
          other={`The membership ended on ${end}; # months are counted from today.`}
        />
      ) : (
        <Plural
          value={periodMonths}
          one="No membership yet; # month is counted from today."
          other="No membership yet; # months are counted from today."
        />
      )}
    </p>
  );
}
