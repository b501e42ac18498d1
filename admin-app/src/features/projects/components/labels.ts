import type { ClosingRequestState, Language, ProjectRole, ProjectState } from '@coach/core/contracts';
import type { PillTone } from '@coach/kit';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/** docs/product-rules.md §8: the open state and the five ways a project ends, in words. */
export const stateLabels: Record<ProjectState, MessageDescriptor> = {
  open: msg({ message: 'Open', context: 'project state' }),
  completed_by_coachee: msg`Completed by the coachee`,
  completed_confirmed: msg`Completed, confirmed by the coachee`,
  completed_by_system: msg`Completed by the system (not confirmed in time)`,
  aborted_by_system: msg`Ended by the system (not closed in time)`,
  aborted_by_administrator: msg`Aborted by an administrator`,
};

export const stateTones: Record<ProjectState, PillTone> = {
  open: 'info',
  completed_by_coachee: 'success',
  completed_confirmed: 'success',
  completed_by_system: 'warning',
  aborted_by_system: 'danger',
  aborted_by_administrator: 'danger',
};

export const closingRequestStateLabels: Record<ClosingRequestState, MessageDescriptor> = {
  waiting: msg`Waiting for the coachee`,
  confirmed: msg`Confirmed`,
  expired: msg`Not confirmed in time`,
  superseded: msg`Overtaken: the project closed another way`,
};

/** Languages by their own names, as members see them. */
export const languageNames: Record<Language, string> = { tr: 'Türkçe', en: 'English' };

/** A signed number of points: "+7", "−7" (a real minus sign), "0". */
export function signed(value: number, format: (value: number) => string): string {
  if (value > 0) return `+${format(value)}`;
  if (value < 0) return `−${format(-value)}`;
  return format(0);
}

/** A message's author by role. */
export const roleLabels: Record<ProjectRole, MessageDescriptor> = {
  coach: msg({ message: 'coach', context: 'message author' }),
  coachee: msg({ message: 'coachee', context: 'message author' }),
};
