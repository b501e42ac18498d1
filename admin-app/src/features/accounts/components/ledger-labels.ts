import type { LedgerEntryView } from '@coach/core/contracts';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/** Why a member's score changed, in words (docs/product-rules.md §10). */
export const ledgerReasonLabels: Record<LedgerEntryView['reason'], MessageDescriptor> = {
  coachee_sessions: msg`Sessions received as coachee`,
  coach_sessions: msg`Sessions given as coach`,
  unclosed_penalty: msg`Penalty: a project not closed in time`,
  admin_adjustment: msg`Adjusted by an administrator`,
  opening_balance: msg`Opening balance`,
};

/** A signed number of points: "+7", "−7" (a real minus sign), "0". */
export function signed(value: number, format: (value: number) => string): string {
  if (value > 0) return `+${format(value)}`;
  if (value < 0) return `−${format(-value)}`;
  return format(0);
}
