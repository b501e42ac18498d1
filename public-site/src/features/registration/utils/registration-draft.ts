import {
  emptyDraft,
  type RegistrationDraft,
  type RegistrationStep,
  registrationSteps,
  stepIndex,
} from './registration-steps.ts';

// What was typed survives a reload of the page within the browser tab (sessionStorage: gone when
// the tab closes), so a visitor who reloads, or comes back from the legal pages, starts where
// they were. The password never leaves memory: after a reload it is typed again.

const storageKey = 'coach.registration-draft';

type StoredDraft = { step: RegistrationStep; values: Partial<RegistrationDraft> };

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    // Storage can be switched off; the wizard then simply forgets on reload.
    return null;
  }
}

/** Saves the draft without its passwords. */
export function saveDraft(step: RegistrationStep, values: RegistrationDraft): void {
  const { password: _password, passwordConfirmation: _confirmation, ...kept } = values;
  try {
    storage()?.setItem(storageKey, JSON.stringify({ step, values: kept } satisfies StoredDraft));
  } catch {
    // Full or refused: nothing to do, the draft is a convenience.
  }
}

export function clearDraft(): void {
  storage()?.removeItem(storageKey);
}

/**
 * The saved draft over the empty one, and the step to open: a step after the personal data opens
 * the personal data, since the password has to be typed again.
 */
export function restoreDraft(): { step: RegistrationStep; values: RegistrationDraft } | null {
  const text = storage()?.getItem(storageKey);
  if (!text) return null;
  try {
    const stored = JSON.parse(text) as Partial<StoredDraft>;
    const values = {
      ...emptyDraft,
      ...pickKnown(stored.values ?? {}),
      password: '',
      passwordConfirmation: '',
    };
    const saved = registrationSteps.includes(stored.step as RegistrationStep)
      ? (stored.step as RegistrationStep)
      : 'package';
    const step = stepIndex(saved) > stepIndex('personal') ? 'personal' : saved;
    return { step, values };
  } catch {
    return null;
  }
}

/** Only the draft's own fields, each of the type the empty draft has (a stale or edited entry is ignored). */
function pickKnown(values: Partial<Record<string, unknown>>): Partial<RegistrationDraft> {
  const known: Record<string, unknown> = {};
  for (const [key, empty] of Object.entries(emptyDraft)) {
    const value = values[key];
    if (value === undefined) continue;
    const sameKind =
      (Array.isArray(empty) && Array.isArray(value)) ||
      (empty === null && (value === null || typeof value === 'string')) ||
      (typeof empty === typeof value && !Array.isArray(value)) ||
      (typeof empty === 'string' && value === null);
    if (sameKind) known[key] = value;
  }
  return known as Partial<RegistrationDraft>;
}
