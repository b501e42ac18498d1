import { Pill } from '@coach/kit';
import { plural } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { CalendarClock } from 'lucide-react';
import { daysUntil } from './labels.ts';

/** Days until the project's deadline, in words; a week or less is a warning. */
export function DaysLeft({ deadlineAt }: { deadlineAt: string }) {
  const days = daysUntil(deadlineAt);
  if (days <= 0)
    return (
      <Pill tone="danger" icon={<CalendarClock size={14} />}>
        <Trans>Deadline passed</Trans>
      </Pill>
    );
  return (
    <Pill tone={days <= 7 ? 'warning' : 'neutral'} icon={<CalendarClock size={14} />}>
      {plural(days, { one: '# day left', other: '# days left' })}
    </Pill>
  );
}
