import type { ProjectDetails } from './project-details.ts';

/** Each partner, with the other one and their role in the project. */
export function partnersOf(details: ProjectDetails) {
  return [
    { person: details.coach, partner: details.coachee, role: 'coach' as const },
    { person: details.coachee, partner: details.coach, role: 'coachee' as const },
  ];
}
