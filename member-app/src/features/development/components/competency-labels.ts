import type { Competency } from '@coach/core/contracts';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/**
 * The eight ICF core competencies (2019 model) as the member reads them. The Turkish names are a
 * careful translation of ICF's English ones (docs/adr/0058).
 */
export const competencyLabels: Readonly<Record<Competency, MessageDescriptor>> = {
  ethicalPractice: msg`Demonstrates Ethical Practice`,
  coachingMindset: msg`Embodies a Coaching Mindset`,
  agreements: msg`Establishes and Maintains Agreements`,
  trustAndSafety: msg`Cultivates Trust and Safety`,
  presence: msg`Maintains Presence`,
  activeListening: msg`Listens Actively`,
  evokesAwareness: msg`Evokes Awareness`,
  clientGrowth: msg`Facilitates Client Growth`,
};
