// `@coach/kit/forms`: zod-validated forms (react-hook-form inside), their layout, and the light
// fields: text, a day, checkboxes, a switch and radio buttons, all the browser's own inputs (no
// react-aria: issue 30), and a combo box drawn as the browser's input until reached for
// (`FormLazyComboBox`, which then loads `@coach/kit/pickers`); the heavier fields are in `@coach/kit/pickers`. A shared entry of its own, apart from `@coach/kit`, so that a page without a
// form does not download react-hook-form, the field components or zod (ADR 0026). The host
// provides it; every remote uses the host's copy, like the kit itself.

// First: the host's copy of zod builds its schemas (the contracts') only after this (CSP).
import '../lib/zod-jitless.ts';

export type { Control, FieldValues, Path, UseFormReturn } from 'react-hook-form';
export { useController, useFieldArray, useWatch } from 'react-hook-form';
export { applyServerErrors } from '../forms/apply-server-errors.ts';
export type { FieldBinding, FieldTexts } from '../forms/field-binding.ts';
export { FormCheckbox, FormCheckboxGroup, FormSwitch } from '../forms/form-choices.tsx';
export { FormDayField, type FormDayFieldProps } from '../forms/form-day-field.tsx';
export { FormActions, FormError, FormGrid } from '../forms/form-layout.tsx';
export { FormLazyComboBox } from '../forms/form-lazy-combo-box.tsx';
export { FormTextArea, FormTextField } from '../forms/form-text-field.tsx';
export { LazySchema, lazySchema } from '../forms/lazy-schema.ts';
export { type UseZodFormOptions, useZodForm, type ZodForm } from '../forms/use-zod-form.ts';
export { zodKeyResolver } from '../forms/zod-key-resolver.ts';
export { RadioChoice, type RadioOption } from '../ui/radio-choice.tsx';
export { Stepper, type StepperStep } from '../ui/stepper.tsx';
export { TextField } from '../ui/text-field.tsx';
