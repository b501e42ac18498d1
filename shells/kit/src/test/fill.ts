import type { UserEvent } from '@testing-library/user-event';

/**
 * Fills a field the way a paste does: one input event for the whole text. Typing key by key
 * re-renders the form (and re-validates it) once per character, costs seconds in a form of ten
 * fields, and tests nothing a field's own test does not; keep `user.type` for what reacts to keys.
 */
export async function fill(user: UserEvent, field: HTMLElement, text: string): Promise<void> {
  await user.click(field);
  await user.paste(text);
}
