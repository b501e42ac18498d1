import {
  catalogue,
  ineligibilityMessages,
  type Language,
  type MatchingRunTrigger,
  type ProjectRole,
  translate,
  type UnmatchedReason,
} from '@coach/core/contracts';
import { useLang } from '@coach/kit';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useCallback } from 'react';
import { useMatchingLimits } from '../api/matching.ts';

export const roleLabels: Record<ProjectRole, MessageDescriptor> = {
  coach: msg`Coach`,
  coachee: msg`Coachee`,
};

/** Languages by their own names, as members see them. */
export const languageNames: Record<Language, string> = { tr: 'Türkçe', en: 'English' };

/** What the matching algorithm itself found, in an administrator's words. */
const algorithmReasons = {
  no_partner_in_language: msg`No open request on the other side shares a language with this one.`,
  only_previous_partners: msg`The only possible partners worked with this member in their most recent project.`,
  partners_taken: msg`Every possible partner was paired with a request that had waited longer.`,
} as const satisfies Partial<Record<UnmatchedReason, MessageDescriptor>>;

/** Said when the limit a catalogue sentence names cannot be read (the settings did not load). */
const withoutLimit = {
  min_score_to_coach: msg`The member has fewer points than needed to coach.`,
  max_coach_projects_reached: msg`The member has as many projects as coach as allowed.`,
  max_coachee_projects_reached: msg`The member has as many projects as coachee as allowed.`,
} as const satisfies Partial<Record<UnmatchedReason, MessageDescriptor>>;

type Ineligible = keyof typeof ineligibilityMessages;
const isIneligible = (reason: UnmatchedReason): reason is Ineligible => reason in ineligibilityMessages;

/**
 * Why a request was left unpaired, in words: the algorithm's three reasons in an administrator's
 * words, and an eligibility rule as the catalogue says it to the member (the very sentence of the
 * refusal the member would get), with the limit it names taken from the settings.
 */
export function useReasonText(): (reason: UnmatchedReason) => string {
  const { t, i18n } = useLingui();
  const lang = useLang();
  const { data: limits } = useMatchingLimits();
  return useCallback(
    (reason: UnmatchedReason) => {
      if (!isIneligible(reason)) return i18n._(algorithmReasons[reason]);
      if (!limits && reason in withoutLimit) return i18n._(withoutLimit[reason as keyof typeof withoutLimit]);
      const { code } = catalogue[ineligibilityMessages[reason]];
      const data = limits
        ? {
            points: limits.minScoreToCoach,
            limit:
              reason === 'max_coach_projects_reached' ? limits.maxCoachProjects : limits.maxCoacheeProjects,
          }
        : undefined;
      const rule = translate(code, lang, data);
      return t`Not eligible: ${rule}`;
    },
    [t, i18n, lang, limits],
  );
}

/** How a kept run was started, in words. */
export const triggerLabels: Record<MatchingRunTrigger, MessageDescriptor> = {
  schedule: msg`On the schedule`,
  administrator: msg`From this page`,
  command_line: msg`From the command line`,
};
