import { emailSchema, requiredText } from '@coach/core/contracts';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ApiError } from '../api/api-error.ts';
import { renderRoutes } from '../test/render.tsx';
import { applyServerErrors } from './apply-server-errors.ts';
import { FormCheckbox, FormCheckboxGroup, FormSwitch } from './form-choices.tsx';
import { FormActions, FormError } from './form-layout.tsx';
import { FormComboBox, FormSelect } from './form-select.tsx';
import { FormTextArea, FormTextField } from './form-text-field.tsx';
import { useZodForm } from './use-zod-form.ts';

const schema = z.object({
  name: requiredText(5),
  email: emailSchema,
  bio: z.string().max(10, { error: 'tooLong' }),
  country: z.string({ error: 'required' }).min(1, { error: 'required' }),
  role: z.string({ error: 'required' }),
  languages: z.array(z.string()).min(1, { error: 'required' }),
  accept: z.literal(true, { error: 'mustAccept' }),
  active: z.boolean(),
});

type Submitted = z.output<typeof schema>;

function TestForm({ onValid, serverError }: { onValid: (value: Submitted) => void; serverError?: unknown }) {
  const form = useZodForm(schema, {
    defaultValues: {
      name: '',
      email: '',
      bio: '',
      country: '',
      role: '',
      languages: [],
      accept: false as never,
      active: false,
    },
  });
  const [failure, setFailure] = useState<unknown>(null);
  return (
    <form
      noValidate
      onSubmit={form.handleSubmit((value) => {
        if (serverError) {
          if (!applyServerErrors(form, serverError)) setFailure(serverError);
          return;
        }
        onValid(value);
      })}
    >
      <FormError error={failure} />
      <FormTextField form={form} name="name" label="Name" isRequired description="As on your ID." />
      <FormTextField form={form} name="email" label="Email" type="email" isRequired />
      <FormTextArea form={form} name="bio" label="Bio" />
      <FormComboBox
        control={form.control}
        name="country"
        label="Country"
        emptyText="No country matches what you typed."
        options={[
          { id: 'TR', label: 'Türkiye' },
          { id: 'DE', label: 'Germany' },
        ]}
      />
      <FormSelect
        form={form}
        name="role"
        label="Role"
        options={[
          { id: 'User', label: 'Member' },
          { id: 'Guest', label: 'Guest' },
        ]}
      />
      <FormCheckboxGroup
        form={form}
        name="languages"
        label="Languages"
        options={[
          { id: 'tr', label: 'Turkish' },
          { id: 'en', label: 'English' },
        ]}
      />
      <FormCheckbox form={form} name="accept" label="I accept the rules" isRequired />
      <FormSwitch form={form} name="active" label="Active" />
      <FormActions>
        <button type="submit">Save</button>
      </FormActions>
    </form>
  );
}

describe('forms on react-hook-form and the shared schemas', () => {
  it('shows the schema message keys translated in Turkish, tied to their fields', async () => {
    renderRoutes([{ path: '*', element: <TestForm onValid={() => {}} /> }], { path: '/', lang: 'tr' });
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    const name = await screen.findByRole('textbox', { name: /Name/ });
    await waitFor(() => expect(name).toHaveAccessibleDescription(/Bu alan zorunludur\./));
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveFocus();
    expect(screen.getByRole('checkbox', { name: /I accept the rules/ })).toHaveAccessibleDescription(
      'Devam etmek için onaylamanız gerekir.',
    );
  });

  it('re-says its messages in the new language after a language switch', async () => {
    const { router } = renderRoutes([{ path: '*', element: <TestForm onValid={() => {}} /> }], {
      path: '/admin/account',
      lang: 'tr',
    });
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    const email = screen.getByRole('textbox', { name: /Email/ });
    await waitFor(() => expect(email).toHaveAccessibleDescription('Bu alan zorunludur.'));
    await act(() => router.navigate('/en/admin/account'));
    await waitFor(() => expect(email).toHaveAccessibleDescription('This field is required.'));
  });

  it('fills the bounds of a message in English', async () => {
    renderRoutes([{ path: '*', element: <TestForm onValid={() => {}} /> }], { path: '/en', lang: 'en' });
    await userEvent.type(screen.getByRole('textbox', { name: /Name/ }), 'Ayşe Yılmaz');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: /Name/ })).toHaveAccessibleDescription(
        /Enter at most 5 characters\./,
      ),
    );
  });

  it('submits the parsed values when everything is right', async () => {
    let submitted: Submitted | null = null;
    renderRoutes(
      [
        {
          path: '*',
          element: (
            <TestForm
              onValid={(value) => {
                submitted = value;
              }}
            />
          ),
        },
      ],
      { path: '/en', lang: 'en' },
    );
    await userEvent.type(screen.getByRole('textbox', { name: /Name/ }), 'Ayşe');
    await userEvent.type(screen.getByRole('textbox', { name: /Email/ }), 'ayse@example.com');
    await userEvent.type(screen.getByRole('combobox', { name: /Country/ }), 'Tür');
    await userEvent.click(await screen.findByRole('option', { name: 'Türkiye' }));
    await userEvent.click(screen.getByRole('button', { name: /Role/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Guest' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'English' }));
    await userEvent.click(screen.getByRole('checkbox', { name: /I accept/ }));
    await userEvent.click(screen.getByRole('switch', { name: 'Active' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(submitted).not.toBeNull());
    expect(submitted).toEqual({
      name: 'Ayşe',
      email: 'ayse@example.com',
      bio: '',
      country: 'TR',
      role: 'Guest',
      languages: ['en'],
      accept: true,
      active: true,
    });
  });

  it('says so when nothing in the list matches, and offers the list again as the text is mended', async () => {
    renderRoutes([{ path: '*', element: <TestForm onValid={() => {}} /> }], { path: '/en', lang: 'en' });
    const box = screen.getByRole('combobox', { name: /Country/ });
    await userEvent.type(box, 'Gex');
    expect(await screen.findByText('No country matches what you typed.')).toBeVisible();
    expect(screen.queryByRole('option', { name: 'Germany' })).toBeNull();
    await userEvent.type(box, '{Backspace}r');
    expect(await screen.findByRole('option', { name: 'Germany' })).toBeVisible();
  });

  it('shows a 4034 field message from the server next to its field', async () => {
    const refusal = new ApiError(400, 4034, 'Check the fields.', {
      fields: { email: 'Bu e-posta adresi zaten kayıtlı.', 'languages.0': 'Bu dil desteklenmiyor.' },
    });
    renderRoutes([{ path: '*', element: <TestForm onValid={() => {}} serverError={refusal} /> }], {
      path: '/',
      lang: 'tr',
    });
    await userEvent.type(screen.getByRole('textbox', { name: /Name/ }), 'Ayşe');
    await userEvent.type(screen.getByRole('textbox', { name: /Email/ }), 'ayse@example.com');
    await userEvent.type(screen.getByRole('combobox', { name: /Country/ }), 'Ger');
    await userEvent.click(await screen.findByRole('option', { name: 'Germany' }));
    await userEvent.click(screen.getByRole('button', { name: /Role/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Guest' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Turkish' }));
    await userEvent.click(screen.getByRole('checkbox', { name: /I accept/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    const email = screen.getByRole('textbox', { name: /Email/ });
    await waitFor(() => expect(email).toHaveAccessibleDescription('Bu e-posta adresi zaten kayıtlı.'));
    expect(email).toHaveFocus();
    expect(screen.getByRole('group', { name: 'Languages' })).toHaveTextContent('Bu dil desteklenmiyor.');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows a refusal that names no field of the form as a whole', async () => {
    const refusal = new ApiError(400, 4034, 'Geçersiz istek.', { fields: { somethingElse: 'Hayır.' } });
    renderRoutes([{ path: '*', element: <TestForm onValid={() => {}} serverError={refusal} /> }], {
      path: '/',
      lang: 'tr',
    });
    await userEvent.type(screen.getByRole('textbox', { name: /Name/ }), 'Ayşe');
    await userEvent.type(screen.getByRole('textbox', { name: /Email/ }), 'ayse@example.com');
    await userEvent.type(screen.getByRole('combobox', { name: /Country/ }), 'Ger');
    await userEvent.click(await screen.findByRole('option', { name: 'Germany' }));
    await userEvent.click(screen.getByRole('button', { name: /Role/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Guest' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Turkish' }));
    await userEvent.click(screen.getByRole('checkbox', { name: /I accept/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Geçersiz istek.');
  });
});
