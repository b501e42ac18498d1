import type { AccountFileState } from '@coach/core/contracts';
import { Pill } from '@coach/kit';
import { useLingui } from '@lingui/react/macro';
import { CircleCheck, CircleX, Hourglass } from 'lucide-react';
import { stateLabels, stateTones } from './labels.ts';

const icons = { pending: Hourglass, approved: CircleCheck, rejected: CircleX } as const;

export function ProofStatePill({ state }: { state: AccountFileState }) {
  const { i18n } = useLingui();
  const Icon = icons[state];
  return (
    <Pill tone={stateTones[state]} icon={<Icon size={14} />}>
      {i18n._(stateLabels[state])}
    </Pill>
  );
}
