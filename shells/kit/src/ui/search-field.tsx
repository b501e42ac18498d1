import { Search, X } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { SearchField as AriaSearchField, Button, Input, Label } from 'react-aria-components';
import { AriaLocale } from './aria-locale.tsx';
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
 * A search box for a list (react-aria SearchField: Escape clears, the clear button is labelled).
 * Typing waits for a pause before searching, so each keystroke does not send a request.
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
  const [text, setText] = useState(value);
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

  return (
    <AriaLocale>
      <AriaSearchField
        className={[fieldStyles.field, className ?? ''].join(' ')}
        value={text}
        onChange={change}
        onSubmit={commit}
        onClear={() => commit('')}
      >
        <Label className={hideLabel ? visuallyHidden : fieldStyles.label}>{label}</Label>
        <div className={fieldStyles.group}>
          <Search size={18} aria-hidden="true" className={styles.icon} />
          <Input className={styles.input} placeholder={placeholder} />
          {text !== '' ? (
            <Button className={fieldStyles.endButton}>
              <X size={18} aria-hidden="true" />
            </Button>
          ) : null}
        </div>
      </AriaSearchField>
    </AriaLocale>
  );
}
