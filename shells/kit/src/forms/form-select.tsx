import { useLingui } from '@lingui/react/macro';
import { Check, ChevronDown, ChevronsUpDown } from 'lucide-react';
import { useContext, useEffect } from 'react';
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
  return (
    <AriaLocale>
      <ComboBox
        className={joinClasses(styles.field, className)}
        name={field.name}
        defaultItems={options}
        // Without it the list closes when nothing matches, and `emptyText` is never seen.
        allowsEmptyCollection
        value={typeof field.value === 'string' && field.value !== '' ? field.value : null}
        onChange={(key) => field.onChange(key === null ? null : String(key))}
        onBlur={field.onBlur}
        isInvalid={error !== undefined}
        isRequired={isRequired}
        isDisabled={isDisabled || field.disabled}
        validationBehavior="aria"
        autoFocus={props.autoFocus}
        defaultInputValue={props.defaultInputValue}
      >
        {props.openWith ? <OpenAtStart trigger={props.openWith} /> : null}
        <FieldLabel isRequired={isRequired}>{label}</FieldLabel>
        <div className={styles.group}>
          <Input ref={field.ref} className={styles.inputWithButton} placeholder={placeholder} />
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
