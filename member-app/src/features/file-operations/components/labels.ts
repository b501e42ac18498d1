import type { AccountFileState } from '@coach/core/contracts';
import type { PillTone } from '@coach/kit';
import { msg } from '@lingui/core/macro';

/** Each state in words (the colour only repeats them). */
export const stateLabels = {
  pending: msg`Waiting for review`,
  approved: msg`Approved`,
  rejected: msg`Not accepted`,
} as const;

export const stateTones: Record<AccountFileState, PillTone> = {
  pending: 'warning',
  approved: 'success',
  rejected: 'danger',
};

/** What the file chooser takes: the server decides from the content, this only spares a wasted upload. */
export const acceptedProofFiles = [
  '.pdf',
  'application/pdf',
  '.png',
  'image/png',
  '.jpg',
  '.jpeg',
  'image/jpeg',
];
