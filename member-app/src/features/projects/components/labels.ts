import {
  catalogue,
  ineligibilityMessages,
  type Language,
  type ProjectRole,
  type ProjectState,
  type UnmatchedReason,
} from '@coach/core/contracts';
import type { Lang, PillTone } from '@coach/kit';
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/** The languages in themselves, as language pickers name them. */
export const languageNames: Record<Language, string> = { tr: 'Türkçe', en: 'English' };

/** The member's side of a project. */
export const roleLabels: Record<ProjectRole, MessageDescriptor> = {
  coach: msg`You coach`,
  coachee: msg`You are coached`,
};

/** What a request asks for. */
export const requestRoleLabels: Record<ProjectRole, MessageDescriptor> = {
  coach: msg`To coach`,
  coachee: msg`To be coached`,
};

/** Each project state in words (the colour only repeats them). */
export const projectStateLabels: Record<ProjectState, MessageDescriptor> = {
  open: msg({ message: 'Open', context: 'project state' }),
  completed_by_coachee: msg`Completed by the coachee`,
  completed_confirmed: msg`Completed: hours confirmed`,
  completed_by_system: msg`Completed by the system`,
  aborted_by_system: msg`Ended by the system`,
  aborted_by_administrator: msg`Aborted by an administrator`,
};

/** What the outcome meant, under the state. */
export const projectStateNotes: Record<ProjectState, MessageDescriptor | null> = {
  open: null,
  completed_by_coachee: msg`The coachee closed the project with the session hours.`,
  completed_confirmed: msg`The coachee confirmed the hours of the coach’s closing request.`,
  completed_by_system: msg`The closing request was not confirmed in time: the coach’s hours were scored, the coachee got no points.`,
  aborted_by_system: msg`Nobody closed the project before its deadline: both sides lost the penalty points.`,
  aborted_by_administrator: msg`An administrator stopped the project; no points moved.`,
};

export const projectStateTones: Record<ProjectState, PillTone> = {
  open: 'info',
  completed_by_coachee: 'success',
  completed_confirmed: 'success',
  completed_by_system: 'warning',
  aborted_by_system: 'danger',
  aborted_by_administrator: 'neutral',
};

/**
 * Why a matching run passed a request over, in words. The three the algorithm finds have their own
 * sentences; the eligibility rules say it with the catalogue's words (the refusal's sentence),
 * except the rules whose sentence needs a number the run does not record.
 */
const skipSentences = {
  no_partner_in_language: msg`Nobody waiting on the other side shares one of your languages yet.`,
  only_previous_partners: msg`The only member who could be paired with you was your partner in a most recent project, and the same two people are not paired twice in a row.`,
  partners_taken: msg`Everyone who could be paired with you was paired with a member who had waited longer.`,
  min_score_to_coach: msg`Your score was below the minimum needed to coach.`,
  max_coach_projects_reached: msg`You already had as many open projects as coach as a member may have.`,
  max_coachee_projects_reached: msg`You already had as many open projects as coachee as a member may have.`,
} satisfies Partial<Record<UnmatchedReason, MessageDescriptor>> &
  Record<Exclude<UnmatchedReason, keyof typeof ineligibilityMessages>, MessageDescriptor>;

export function skipReasonText(reason: UnmatchedReason, lang: Lang, i18n: I18n): string {
  const own = (skipSentences as Partial<Record<UnmatchedReason, MessageDescriptor>>)[reason];
  if (own) return i18n._(own);
  const key = (ineligibilityMessages as Partial<Record<UnmatchedReason, keyof typeof catalogue>>)[reason];
  return key ? catalogue[key][lang] : reason;
}

/** Where the member fixes what a refusal (its catalogue code) or a skip (its reason) names. */
export type FixKind = 'proof' | 'membership';

const fixOfCode: Partial<Record<number, FixKind>> = {
  4013: 'proof',
  4014: 'proof',
  4026: 'proof',
  4025: 'membership',
  4029: 'membership',
};

const fixOfReason: Partial<Record<UnmatchedReason, FixKind>> = {
  proof_pending: 'proof',
  proof_of_education_required: 'proof',
  proof_rejected: 'proof',
  membership_expired: 'membership',
  coach_level_package_required: 'membership',
};

export const fixForCode = (code: number): FixKind | null => fixOfCode[code] ?? null;
export const fixForReason = (reason: UnmatchedReason): FixKind | null => fixOfReason[reason] ?? null;

const day = 24 * 60 * 60 * 1000;

/** Whole days from `now` until `iso`, rounded up (a deadline later today is 1 day away); ≤ 0 when passed. */
export function daysUntil(iso: string, now: Date = new Date()): number {
  return Math.ceil((new Date(iso).getTime() - now.getTime()) / day);
}

/**
 * docs/product-rules.md §8: a closing request may be sent `closingRequestMinDays` after the start
 * (an administrator's setting, read from `GET publicsettings`).
 */
export function closingRequestOpensAt(startedAt: string, closingRequestMinDays: number): Date {
  return new Date(new Date(startedAt).getTime() + closingRequestMinDays * day);
}

/** "+7", "−7", "0": points moved, signed. */
export function signedPoints(value: number, lang: Lang): string {
  return new Intl.NumberFormat(lang === 'en' ? 'en-GB' : 'tr-TR', { signDisplay: 'exceptZero' }).format(
    value,
  );
}
