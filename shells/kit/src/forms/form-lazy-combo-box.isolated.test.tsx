import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { renderRoutes } from '../test/render.tsx';
import { FormLazyComboBox } from './form-lazy-combo-box.tsx';
import { FormTextArea } from './form-text-field.tsx';
import { useZodForm } from './use-zod-form.ts';

// The pickers arrive when the test lets them: what the field is before, and how it hands over.
const arrival = vi.hoisted(() => {
  let open = () => {};
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { opened, open: () => open() };
});
vi.mock('@coach/kit/pickers', async (importOriginal) => {
  await arrival.opened;
  return importOriginal();
});

const schema = z.object({ bio: z.string(), country: z.string().nullable() });
const countries = [
  { id: 'TR', label: 'Türkiye' },
  { id: 'DE', label: 'Germany' },
  { id: 'GB', label: 'United Kingdom' },
];

function Profile() {
  const form = useZodForm(schema, { defaultValues: { bio: '', country: 'TR' } });
  return (
    <form>
      <FormTextArea form={form} name="bio" label="About you" />
      <FormLazyComboBox
        form={form}
        name="country"
        label="Country"
        description="Where you live."
        options={countries}
      />
      <output aria-label="Chosen">{form.watch('country')}</output>
    </form>
  );
}

describe('a combo box drawn before its list has come', () => {
  // One test: the pickers arrive once per test file, as once per page.
  it("is the browser's input with the chosen name, then react-aria's with the focus and the text typed", async () => {
    const user = userEvent.setup();
    renderRoutes([{ path: '*', element: <Profile /> }], { path: '/en', lang: 'en' });
    const plain = screen.getByRole('combobox', { name: 'Country' });
    expect(plain).toHaveValue('Türkiye');
    expect(plain).toHaveAttribute('aria-expanded', 'false');
    expect(plain).toHaveAccessibleDescription('Where you live.');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();

    // Reached for before the list has come: it takes what is typed and keeps the choice meanwhile.
    await user.clear(plain);
    await user.keyboard('Germ');
    expect(plain).toHaveValue('Germ');
    expect(plain).toHaveFocus();
    expect(screen.getByRole('status', { name: 'Chosen' })).toHaveTextContent('TR');

    arrival.open();
    const list = await screen.findByRole('listbox');
    const combobox = screen.getByRole('combobox', { name: 'Country' });
    expect(combobox).not.toBe(plain);
    expect(combobox).toHaveFocus();
    expect(combobox).toHaveValue('Germ');
    expect(list).toHaveTextContent('Germany');
    expect(list).not.toHaveTextContent('Türkiye');
    await user.keyboard('{ArrowDown}{Enter}');
    await waitFor(() => expect(screen.getByRole('status', { name: 'Chosen' })).toHaveTextContent('DE'));
    expect(combobox).toHaveValue('Germany');
  });
});
