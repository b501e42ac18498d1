import { lazy, type ReactNode, Suspense, useId, useRef, useState } from 'react';

let popupModule: Promise<typeof import('./popover-panel-popup.tsx')> | undefined;
const loadPopup = () => {
  popupModule ??= import('./popover-panel-popup.tsx');
  return popupModule;
};
const PopoverPanelPopup = lazy(() => loadPopup().then((module) => ({ default: module.PopoverPanelPopup })));

export type PopoverPanelProps = {
  /** The trigger's accessible name ("Notifications, 3 unread"). */
  label: string;
  /** What the trigger shows (an icon, a badge). */
  trigger: ReactNode;
  triggerClassName?: string;
  /** The panel's accessible name. */
  title: string;
  /** The panel's content; `close` closes it (a chosen link that leaves the page). */
  children: (close: () => void) => ReactNode;
};

/**
 * A button that opens a small panel below it (the member's notifications): the browser's button
 * (aria-haspopup="dialog", aria-expanded) and, once pressed, react-aria's popover with a dialog in
 * it: the focus moves in, Escape or a press outside closes it and gives the focus back to the
 * button. The popover's code comes when the button is first reached for, as the action menu's.
 */
export function PopoverPanel({ label, trigger, triggerClassName, title, children }: PopoverPanelProps) {
  const triggerRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  return (
    <>
      <button
        ref={triggerRef}
        type="button"
        className={triggerClassName}
        aria-label={label}
        title={label}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onPointerEnter={loadPopup}
        onFocus={loadPopup}
        onClick={() => setOpen((current) => !current)}
      >
        {trigger}
      </button>
      {open ? (
        <Suspense fallback={null}>
          <PopoverPanelPopup id={panelId} title={title} triggerRef={triggerRef} onClose={close}>
            {children(close)}
          </PopoverPanelPopup>
        </Suspense>
      ) : null}
    </>
  );
}
