import { useLingui } from '@lingui/react/macro';
import { Check, ChevronDown, ChevronsUpDown } from 'lucide-react';
import { useContext, useEffect, useRef, useState } from 'react';
import {
  Button,
  ComboBox,
  ComboBoxStateContext,
  Input,
  ListBox,
  ListBoxItem,
  Popover,
  Select,
  SelectValue,
} from 'react-aria-components';
import type { FieldValues } from 'react-hook-form';
import { AriaLocale } from '../ui/aria-locale.tsx';
import * as styles from '../ui/field.css.ts';
import { FieldHelp, FieldLabel } from './aria-field-parts.tsx';
import { type FieldBinding, type FieldTexts, useBoundField } from './field-binding.ts';
import { joinClasses } from './field-parts.tsx';

/** One choice of a select or a combo box; `id` is the value kept in the form. */
export type FieldOption = { id: string; label: string };

type ChoiceProps<Values extends FieldValues, Output> = FieldBinding<Values, Output> &
  FieldTexts & { options: readonly FieldOption[]; placeholder?: string };

function OptionItem({ option }: { option: FieldOption }) {
  return (
    <ListBoxItem id={option.id} textValue={option.label} className={styles.option}>
      {({ isSelected }) => (
        <>
          <span className={styles.optionLabel}>{option.label}</span>
          {isSelected ? <Check size={16} aria-hidden="true" /> : null}
        </>
      )}
    </ListBoxItem>
  );
}

/** A short fixed list (a state, a role, a language): a button that opens a list box. */
export function FormSelect<Values extends FieldValues, Output>(props: ChoiceProps<Values, Output>) {
  const { label, description, isRequired, isDisabled, className, options, placeholder } = props;
  const { field, fieldState } = useBoundField(props);
  const error = fieldState.error?.message;
  return (
    <AriaLocale>
      <Select
        className={joinClasses(styles.field, className)}
        name={field.name}
        value={typeof field.value === 'string' && field.value !== '' ? field.value : null}
        onChange={(key) => field.onChange(key === null ? null : String(key))}
        onBlur={field.onBlur}
        isInvalid={error !== undefined}
        isRequired={isRequired}
        isDisabled={isDisabled || field.disabled}
        validationBehavior="aria"
        placeholder={placeholder}
      >
        <FieldLabel isRequired={isRequired}>{label}</FieldLabel>
        <Button ref={field.ref} className={styles.selectButton}>
          <SelectValue className={styles.selectValue} />
          <ChevronDown size={18} aria-hidden="true" />
        </Button>
        <FieldHelp description={description} error={error} />
        <Popover className={styles.popover} placement="bottom start">
          <ListBox className={styles.listBox} items={options}>
            {(option) => <OptionItem option={option} />}
          </ListBox>
        </Popover>
      </Select>
    </AriaLocale>
  );
}

export type FormComboBoxProps<Values extends FieldValues, Output> = ChoiceProps<Values, Output> & {
  emptyText?: string;
};

/**
 * Where `FormLazyComboBox` (`@coach/kit/forms`) had got when this combo box takes its place: its
 * input had the focus, text typed in it, a list asked for (by typing: filtered; by ↓ or the
 * button: all of it).
 */
export type ComboBoxTakeOver = {
  autoFocus?: boolean;
  defaultInputValue?: string;
  openWith?: 'input' | 'manual';
};

/** Opens the list once, when the combo box is drawn (react-aria's combo box has no `defaultOpen`). */
function OpenAtStart({ trigger }: { trigger: 'input' | 'manual' }) {
  const state = useContext(ComboBoxStateContext);
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, as it is drawn.
  useEffect(() => state?.open(null, trigger), []);
  return null;
}

/**
 * The combo box's text, kept here rather than by react-aria. Left to itself, react-aria's combo box
 * put the chosen option's name back into its input when its list was built after the first render
 * while the input was not yet focused: just what happens when it takes over from the lazy field with
 * text typed meanwhile (`defaultInputValue`). In Chromium the letters typed before the swap were lost
 * and the rest landed after the old name ("Türkiyenited King" for "United King"; a CI journey on a
 * phone). Here the text starts as what was typed, else the chosen name, and becomes the chosen name
 * when the choice changes (a pick, a form reset), or when its name comes later (a list loaded after
 * the field) and nothing was typed meanwhile: a list arriving while the person types kept
 * clobbering their letters with "Türkiye" (a CI journey, after the first fix).
 */
function useChosenNameAsText(
  options: readonly FieldOption[],
  value: unknown,
  typed: string | undefined,
): [string, (text: string) => void] {
  const chosenName = options.find((option) => option.id === value)?.label ?? '';
  const [text, setText] = useState(typed ?? chosenName);
  const shown = useRef({ value, chosenName });
  useEffect(() => {
    const before = shown.current;
    if (before.value === value && before.chosenName === chosenName) return;
    shown.current = { value, chosenName };
    // The same choice whose name only now is known (its list came later): what the person typed
    // meanwhile stays; untouched text becomes the name.
    if (before.value === value) {
      setText((current) => (current === before.chosenName ? chosenName : current));
      return;
    }
    setText(chosenName);
  }, [value, chosenName]);
  return [text, setText];
}

/**
 * A long list searched by typing (countries, cities): only a choice from the list is kept.
 * Matching ignores case and accents in the page's language (İstanbul ← "ist").
 */
export function FormComboBox<Values extends FieldValues, Output>(
  props: FormComboBoxProps<Values, Output> & ComboBoxTakeOver,
) {
  const { t } = useLingui();
  const { label, description, isRequired, isDisabled, className, options, placeholder } = props;
  const { field, fieldState } = useBoundField(props);
  const error = fieldState.error?.message;
  const [inputValue, setInputValue] = useChosenNameAsText(options, field.value, props.defaultInputValue);
  const input = useRef<HTMLInputElement | null>(null);
  // The choice as of the last event, ahead of the form's next render (a pick then a blur).
  const chosen = useRef<unknown>(field.value);
  chosen.current = field.value;
  const nameOf = (key: unknown) => options.find((option) => option.id === key)?.label ?? '';
  // Whether the last key pressed in the box was Enter: react-aria "commits" on it and on other things.
  const enterPressed = useRef(false);
  const choose = (key: string | null) => {
    if (key !== null && key === field.value && document.activeElement === input.current) {
      // The same choice again while the person is in the box. Taken from the list with Enter, it
      // reads in full. Otherwise react-aria "commits" it as its list closes without a pick, the page
      // having scrolled under it (a phone's list closes so as its box moves), and would put the
      // chosen name back over the letters being typed ("Türkiye" + "nited King", CI journeys on a
      // phone and a desktop): the typed text stays. Neither the text ("U" is in "Türkiye" once
      // folded) nor the list's focused option (react-aria focuses the chosen one as its list opens)
      // tells the two apart.
      if (enterPressed.current) setInputValue(nameOf(key));
      return;
    }
    chosen.current = key;
    field.onChange(key);
    // In the same render as the choice, as react-aria does for a text it keeps itself: a name
    // arriving a render later read as typing and opened the list again.
    setInputValue(nameOf(key));
  };
  return (
    <AriaLocale>
      <ComboBox
        className={joinClasses(styles.field, className)}
        name={field.name}
        defaultItems={options}
        // Without it the list closes when nothing matches, and `emptyText` is never seen.
        allowsEmptyCollection
        value={typeof field.value === 'string' && field.value !== '' ? field.value : null}
        onChange={(key) => choose(key === null ? null : String(key))}
        inputValue={inputValue}
        onInputChange={(text) => {
          setInputValue(text);
          // What react-aria does for an uncontrolled text: emptied by the person, nothing is chosen.
          if (text === '' && field.value) field.onChange(null);
        }}
        onBlur={() => {
          // Leaving the box: text that chose nothing goes back to the chosen option's name.
          setInputValue(nameOf(chosen.current));
          field.onBlur();
        }}
        isInvalid={error !== undefined}
        isRequired={isRequired}
        isDisabled={isDisabled || field.disabled}
        validationBehavior="aria"
        autoFocus={props.autoFocus}
      >
        {props.openWith ? <OpenAtStart trigger={props.openWith} /> : null}
        <FieldLabel isRequired={isRequired}>{label}</FieldLabel>
        <div
          className={styles.group}
          onKeyDownCapture={(event) => {
            enterPressed.current = event.key === 'Enter';
          }}
        >
          <Input
            ref={(element) => {
              input.current = element;
              field.ref(element);
            }}
            className={styles.inputWithButton}
            placeholder={placeholder}
          />
          <Button className={styles.endButton}>
            <ChevronsUpDown size={18} aria-hidden="true" />
          </Button>
        </div>
        <FieldHelp description={description} error={error} />
        <Popover className={styles.popover} placement="bottom start" style={{ maxHeight: '320px' }}>
          <ListBox
            className={styles.listBox}
            renderEmptyState={() => (
              <div className={styles.emptyOptions}>
                {props.emptyText ?? t`Nothing matches what you typed.`}
              </div>
            )}
          >
            {(option: FieldOption) => <OptionItem option={option} />}
          </ListBox>
        </Popover>
      </ComboBox>
    </AriaLocale>
  );
}
