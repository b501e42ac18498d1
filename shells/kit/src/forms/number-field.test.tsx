import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { renderRoutes } from '../test/render.tsx';
import { FormTextField } from './form-text-field.tsx';
import { useZodForm } from './use-zod-form.ts';

const schema = z.object({ limit: z.int({ error: 'required' }).min(-100, { error: 'tooSmall' }) });

function NumberForm({ onValid }: { onValid: (value: number) => void }) {
  const form = useZodForm(schema, { defaultValues: { limit: 7 } });
  return (
    <form onSubmit={form.handleSubmit((value) => onValid(value.limit))} noValidate>
      <FormTextField form={form} name="limit" type="number" inputMode="text" label="Limit" isRequired />
      <button type="submit">Save</button>
    </form>
  );
}

describe('a number field', () => {
  it('can be cleared and typed anew, negative numbers included, without its default coming back', async () => {
    const saved: number[] = [];
    renderRoutes([{ path: '/', element: <NumberForm onValid={(value) => saved.push(value)} /> }], {
      path: '/',
      lang: 'en',
    });
    const field = await screen.findByLabelText(/Limit/);
    expect(field).toHaveValue(7);
    await userEvent.clear(field);
    expect(field).toHaveValue(null);
    await userEvent.type(field, '-12');
    expect(field).toHaveValue(-12);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(saved).toEqual([-12]));
  });

  it('refuses a blank value instead of keeping the old one', async () => {
    const saved: number[] = [];
    renderRoutes([{ path: '/', element: <NumberForm onValid={(value) => saved.push(value)} /> }], {
      path: '/',
      lang: 'en',
    });
    const field = await screen.findByLabelText(/Limit/);
    await userEvent.clear(field);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Bu alan zorunludur.')).toBeInTheDocument();
    expect(saved).toEqual([]);
  });
});
