import { Trans } from '@lingui/react/macro';
import { Columns3 } from 'lucide-react';
import { lazy, Suspense, useId, useRef, useState } from 'react';
import * as styles from './data-table.css.ts';

export type ChooserColumn = { id: string; label: string; shown: boolean };

export type ColumnChooserProps = {
  /** The menu's name ("Columns of Accounts"). */
  label: string;
  columns: readonly ChooserColumn[];
  onShownChange: (columnId: string, shown: boolean) => void;
};

// The open menu is react-aria's menu and popover, loaded when the button is first reached for, as
// the row menus' are (action-menu.tsx): most visits to a list never open it.
let popupModule: Promise<typeof import('./data-table-chooser-popup.tsx')> | undefined;
const loadPopup = () => {
  popupModule ??= import('./data-table-chooser-popup.tsx');
  return popupModule;
};
const ChooserPopup = lazy(() => loadPopup().then((module) => ({ default: module.ChooserPopup })));

/**
 * "Columns": a menu button whose menu lists the columns an administrator may show or hide, each a
 * menuitemcheckbox (react-aria: arrow keys, Space/Enter toggles, Escape closes and returns focus).
 * The menu stays open while columns are ticked.
 */
export function ColumnChooser({ label, columns, onShownChange }: ColumnChooserProps) {
  const triggerRef = useRef<HTMLButtonElement>(null);
  const menuId = useId();
  const [open, setOpen] = useState<'first' | 'last' | true | false>(false);
  return (
    <>
      <button
        ref={triggerRef}
        type="button"
        className={styles.chooserTrigger}
        aria-haspopup="menu"
        aria-expanded={open !== false}
        aria-controls={open !== false ? menuId : undefined}
        aria-label={label}
        onPointerEnter={loadPopup}
        onFocus={loadPopup}
        onClick={(event) =>
          setOpen((current) => (current !== false ? false : event.detail === 0 ? 'first' : true))
        }
        onKeyDown={(event) => {
          if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
          event.preventDefault();
          setOpen(event.key === 'ArrowDown' ? 'first' : 'last');
        }}
      >
        <Columns3 size={18} aria-hidden="true" />
        <span aria-hidden="true">
          <Trans>Columns</Trans>
        </span>
      </button>
      {open !== false ? (
        <Suspense fallback={null}>
          <ChooserPopup
            menuId={menuId}
            label={label}
            columns={columns}
            triggerRef={triggerRef}
            autoFocus={open}
            onClose={() => {
              setOpen(false);
              triggerRef.current?.focus();
            }}
            onShownChange={onShownChange}
          />
        </Suspense>
      ) : null}
    </>
  );
}
