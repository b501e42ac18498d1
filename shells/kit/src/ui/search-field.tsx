import { useLingui } from '@lingui/react/macro';
import { Search, X } from 'lucide-react';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import * as fieldStyles from './field.css.ts';
import * as styles from './search-field.css.ts';
import { visuallyHidden } from './visually-hidden.css.ts';

export type SearchFieldProps = {
  label: string;
  /** The search in effect (from the address); the field follows it when it changes elsewhere. */
  value: string;
  /** Called ~300 ms after typing stops, at once on Enter and when cleared. */
  onSearch: (value: string) => void;
  placeholder?: string;
  /** Hide the label visually (it stays the field's name). */
  hideLabel?: boolean;
  delayMs?: number;
  className?: string;
};

/**
 * A search box for a list: the browser's own search input (role "searchbox"), Enter searches at
 * once, Escape clears, and a clear button out of the tab order (Escape is the keyboard's way).
 * Typing waits for a pause before searching, so each keystroke does not send a request. No
 * react-aria: a list page with a search box need not download a widget library for it (issue 30).
 */
export function SearchField({
  label,
  value,
  onSearch,
  placeholder,
  hideLabel = false,
  delayMs = 300,
  className,
}: SearchFieldProps) {
  const { t } = useLingui();
  const id = useId();
  const [text, setText] = useState(value);
  const input = useRef<HTMLInputElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const onSearchRef = useRef(onSearch);
  onSearchRef.current = onSearch;
  /** The last search handed out (or received), so the same search is not sent twice. */
  const sent = useRef(value.trim());

  // Back/forward or a link changed the search: show it (unless the user is typing).
  useEffect(() => {
    sent.current = value.trim();
    if (timer.current === undefined) setText(value);
  }, [value]);
  useEffect(() => () => clearTimeout(timer.current), []);

  const commit = (next: string) => {
    clearTimeout(timer.current);
    timer.current = undefined;
    const search = next.trim();
    if (search === sent.current) return;
    sent.current = search;
    onSearchRef.current(search);
  };
  const change = (next: string) => {
    setText(next);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => commit(next), delayMs);
  };
  const clear = () => {
    setText('');
    commit('');
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      // Never submits a form around it: the search is the list's, not the form's.
      event.preventDefault();
      commit(text);
    } else if (event.key === 'Escape' && text !== '') {
      // Only when there is something to clear, so Escape still closes a dialog the box is in.
      event.preventDefault();
      event.stopPropagation();
      clear();
    }
  };

  return (
    <div className={[fieldStyles.field, className ?? ''].join(' ')}>
      <label htmlFor={id} className={hideLabel ? visuallyHidden : fieldStyles.label}>
        {label}
      </label>
      <div className={fieldStyles.group}>
        <Search size={18} aria-hidden="true" className={styles.icon} />
        <input
          ref={input}
          id={id}
          type="search"
          className={styles.input}
          placeholder={placeholder}
          value={text}
          onChange={(event) => change(event.target.value)}
          onKeyDown={onKeyDown}
          autoComplete="off"
          enterKeyHint="search"
        />
        {text !== '' ? (
          <button
            type="button"
            tabIndex={-1}
            className={fieldStyles.endButton}
            aria-label={t`Clear search`}
            onClick={() => {
              clear();
              input.current?.focus();
            }}
          >
            <X size={18} aria-hidden="true" />
          </button>
        ) : null}
      </div>
    </div>
  );
}
