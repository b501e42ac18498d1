import type { ProjectState } from '@coach/core/contracts';
import { Pill } from '@coach/kit';
import { useLingui } from '@lingui/react/macro';
import { CircleCheck, CircleDot, CircleX, Clock } from 'lucide-react';
import { stateLabels, stateTones } from './labels.ts';

const icons: Record<ProjectState, typeof CircleDot> = {
  open: CircleDot,
  completed_by_coachee: CircleCheck,
  completed_confirmed: CircleCheck,
  completed_by_system: Clock,
  aborted_by_system: CircleX,
  aborted_by_administrator: CircleX,
};

/** A project's state in words; the colour and the icon only repeat them. */
export function ProjectStatePill({ state }: { state: ProjectState }) {
  const { i18n } = useLingui();
  const Icon = icons[state];
  return (
    <Pill tone={stateTones[state]} icon={<Icon size={14} />}>
      {i18n._(stateLabels[state])}
    </Pill>
  );
}
