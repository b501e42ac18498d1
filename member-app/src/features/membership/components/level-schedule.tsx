import type { LevelStretchView } from '@coach/core/contracts';
import { formatDate, useLang } from '@coach/kit';
import { Trans } from '@lingui/react/macro';

/** One stretch in words: its level and, in a `<time>`, the day it ends. */
function Stretch({ stretch, first }: { stretch: LevelStretchView; first: boolean }) {
  const lang = useLang();
  const end = <time dateTime={stretch.endsAt}>{formatDate(stretch.endsAt, lang)}</time>;
  if (stretch.coachLevel)
    return first ? <Trans>Coach level until {end}</Trans> : <Trans>then coach level until {end}</Trans>;
  return first ? <Trans>Coachee level until {end}</Trans> : <Trans>then coachee level until {end}</Trans>;
}

/**
 * A membership level by level, as the server worked it out (ADR 0031): "Coach level until 28 May
 * 2027, then coachee level until 28 November 2027".
 */
export function LevelSchedule({ schedule }: { schedule: readonly LevelStretchView[] }) {
  return (
    <>
      {schedule.map((stretch, index) => (
        <span key={stretch.startsAt}>
          {index === 0 ? null : ', '}
          <Stretch stretch={stretch} first={index === 0} />
        </span>
      ))}
    </>
  );
}
