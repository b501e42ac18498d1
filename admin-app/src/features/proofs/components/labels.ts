import type { AccountFileState } from '@coach/core/contracts';
import type { PillTone } from '@coach/kit';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { StateFilter } from '../api/proofs.ts';

export const stateLabels = {
  pending: msg`Waiting for review`,
  approved: msg`Approved`,
  rejected: msg`Rejected`,
} as const;

export const stateTones: Record<AccountFileState, PillTone> = {
  pending: 'warning',
  approved: 'success',
  rejected: 'danger',
};

/** The tabs of the list, pending first: that is the work to do. */
export const stateFilters = [
  { id: 'pending', label: msg`Waiting` },
  { id: 'rejected', label: msg`Rejected` },
  { id: 'approved', label: msg`Approved` },
  { id: 'all', label: msg`All` },
] as const satisfies readonly { id: StateFilter; label: MessageDescriptor }[];

export function stateFilterOf(value: string | null): StateFilter {
  return stateFilters.find((filter) => filter.id === value)?.id ?? 'pending';
}

export const acceptedProofFiles = [
  '.pdf',
  'application/pdf',
  '.png',
  'image/png',
  '.jpg',
  '.jpeg',
  'image/jpeg',
];
