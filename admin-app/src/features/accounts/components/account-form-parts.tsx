import type { Language } from '@coach/core/contracts';
import { isApiError } from '@coach/kit';
import { roleLabels } from '@coach/kit/area';
import type { FieldValues, Path, UseFormReturn } from '@coach/kit/forms';
import { applyServerErrors, FormCheckboxGroup } from '@coach/kit/forms';
import { FormSelect } from '@coach/kit/pickers';
import { useLingui } from '@lingui/react/macro';
import { useAccountRoles } from '../api/accounts.ts';
import { languageNames } from './labels.ts';

/**
 * The account forms share parts that read a few of their fields. react-hook-form cannot type "any
 * form that has these fields", so each part takes the form narrowed to the fields it reads.
 */
export function narrowed<Values extends FieldValues>(form: object): UseFormReturn<Values, unknown, unknown> {
  return form as UseFormReturn<Values, unknown, unknown>;
}

const languageOptions = (['tr', 'en'] as const satisfies readonly Language[]).map((id) => ({
  id,
  label: languageNames[id],
}));

/** The role, chosen among those the signed-in person may give (a salesman: member or guest). */
export type RoleValues = { accountRoleType?: string };
export type LanguageValues = { languages?: string[]; language?: string };

export function RoleField({
  form,
  isDisabled,
  description,
}: {
  form: UseFormReturn<RoleValues, unknown, unknown>;
  isDisabled?: boolean;
  description?: string;
}) {
  const { t, i18n } = useLingui();
  const roles = useAccountRoles();
  const current = form.getValues('accountRoleType');
  const options = (roles.data ?? [])
    // The account's own role stays listed even where the editor may not give it.
    .filter((role) => role.assignable || role.accountRoleType === current)
    .map((role) => ({ id: role.accountRoleType, label: i18n._(roleLabels[role.accountRoleType]) }));
  return (
    <FormSelect
      form={form}
      name="accountRoleType"
      label={t`Role`}
      options={options}
      isRequired
      isDisabled={isDisabled || roles.isPending}
      description={description}
    />
  );
}

/** The coaching languages and the language of the account's mail. */
export function LanguageFields({ form }: { form: UseFormReturn<LanguageValues, unknown, unknown> }) {
  const { t } = useLingui();
  return (
    <>
      <FormCheckboxGroup
        form={form}
        name="languages"
        label={t`Coaching languages`}
        options={languageOptions}
        orientation="horizontal"
      />
      <FormSelect
        form={form}
        name="language"
        label={t`Language`}
        options={languageOptions}
        description={t`The member’s one language: their pages open in it and every mail, the set-password link included, is written in it.`}
      />
    </>
  );
}

/**
 * Shows a refusal of the server where it belongs: a used e-mail (4006) or identity number (4018)
 * on its field, 4034 on the fields it names. Answers false when no field took it, so that the
 * form shows it above the fields.
 */
export function showOnFields<Values extends FieldValues>(
  form: UseFormReturn<Values, unknown, unknown>,
  error: unknown,
): boolean {
  const field = isApiError(error)
    ? ({ 4006: 'email', 4018: 'identityNumber' } as Record<number, string>)[error.code]
    : undefined;
  if (field && isApiError(error) && field in form.getValues()) {
    form.setError(field as Path<Values>, { type: 'server', message: error.message }, { shouldFocus: true });
    return true;
  }
  return applyServerErrors(form, error);
}
