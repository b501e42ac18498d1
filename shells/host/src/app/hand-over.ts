// The moments between a pre-rendered page's first paint and React adopting it: the page looks
// ready, and the app only starts at the visitor's first move (ADR 0028), so a visitor may type and
// press a button before it has come. shells/host/prerendered/after-paint.js notes the fields typed
// into and the last button pressed, and holds the first submit (the browser would otherwise send
// the form itself); once React has hydrated, this hands them over to it, so nothing typed is lost
// and the presses still count. ADR 0024.

/** What after-paint.js keeps, on `window.coachHandover`. */
export interface Handover {
  readonly typed: Set<EventTarget>;
  form: HTMLFormElement | null;
  submitter: HTMLElement | null;
  /** The last button pressed that does not send a form (the menu, the theme, a disclosure). */
  pressed: HTMLButtonElement | null;
  /** A link was followed before the app adopted the page: the browser is on its way to another document. */
  leaving: boolean;
  /** Set here: from then on submits are React's alone. */
  done: boolean;
}

declare global {
  interface Window {
    coachHandover?: Handover;
  }
}

type Field = HTMLInputElement | HTMLTextAreaElement;

/**
 * Fields whose text is theirs. The pre-rendered pages have no box to tick or list to pick from
 * (the kit's pickers are buttons that need the app anyway); a checkbox would need its own replay.
 */
const isTextField = (target: EventTarget): target is Field =>
  target instanceof HTMLTextAreaElement ||
  (target instanceof HTMLInputElement && !['checkbox', 'radio', 'file'].includes(target.type));

/**
 * Tells React of a value it did not see typed. React noted each field's value when it adopted it
 * and ignores a change event that does not change that note; so the note is set through the
 * field's own property (React's tracker) to something else first, then the element is given the
 * visitor's value back and the usual event is sent.
 */
function replayTyped(field: Field, typed: string): void {
  const nativeValue = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value');
  field.value = `${typed}\u0000`;
  nativeValue?.set?.call(field, typed);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

const submitterOf = (form: HTMLFormElement, submitter: HTMLElement | null) =>
  (submitter instanceof HTMLButtonElement || submitter instanceof HTMLInputElement) && submitter.form === form
    ? submitter
    : undefined;

/**
 * Called once React has committed its first render (hydrated or not). Replays what was typed into
 * fields still on the page, then the button pressed, then the held submit, and ends the holding.
 * Without a pre-rendered page there is nothing to hand over.
 */
export function handOverToApp(handover: Handover | undefined = window.coachHandover): void {
  if (!handover || handover.done) return;
  handover.done = true;
  // Every value is read before the first is replayed: React's render after one change writes its
  // own (still empty) values into the other controlled fields.
  const typed = [...handover.typed]
    .filter((target): target is Field => isTextField(target) && target.isConnected && !target.disabled)
    .map((field) => [field, field.value] as const);
  for (const [field, value] of typed) replayTyped(field, value);
  handover.typed.clear();
  const { form, submitter, pressed } = handover;
  handover.form = null;
  handover.submitter = null;
  handover.pressed = null;
  // React adopted the button itself, so the press reaches its handler (react-aria counts a click
  // without a pointer as a press).
  if (pressed?.isConnected && !pressed.disabled) pressed.click();
  if (form?.isConnected) form.requestSubmit(submitterOf(form, submitter));
}
