import type { ProgressFigures } from '@coach/core/contracts';
import { plural } from '@lingui/core/macro';

/**
 * What a member still lacks for a credential, in words, leaving out what is already reached:
 * "28 more hours, 15 more paid hours, 2 more clients". Call during render (the page's language).
 * `#` is the number in the page's language, so half hours read "12.5" or "12,5".
 */
export function missingText(missing: ProgressFigures): string {
  const parts: string[] = [];
  if (missing.hours > 0) parts.push(plural(missing.hours, { one: '# more hour', other: '# more hours' }));
  if (missing.paidHours > 0) {
    parts.push(plural(missing.paidHours, { one: '# more paid hour', other: '# more paid hours' }));
  }
  if (missing.clients > 0) {
    parts.push(plural(missing.clients, { one: '# more client', other: '# more clients' }));
  }
  if (missing.recentHours > 0) {
    parts.push(
      plural(missing.recentHours, {
        one: '# more hour in the last 18 months',
        other: '# more hours in the last 18 months',
      }),
    );
  }
  return parts.join(', ');
}
