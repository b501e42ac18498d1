import { requiredText } from '@coach/core/contracts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { renderRoutes } from '../test/render.tsx';
import { FormTextField } from './form-text-field.tsx';
import { type LazySchema, lazySchema } from './lazy-schema.ts';
import { useZodForm } from './use-zod-form.ts';

const schema = z.object({ name: requiredText(5) });

function LazyForm({ check, onValid }: { check: LazySchema<typeof schema>; onValid: (name: string) => void }) {
  const form = useZodForm(check, { defaultValues: { name: '' } });
  return (
    <form noValidate onFocus={check.preload} onSubmit={form.handleSubmit(({ name }) => onValid(name))}>
      <FormTextField form={form} name="name" label="Name" />
      <button type="submit">Save</button>
    </form>
  );
}

describe('a form with a lazy schema', () => {
  it('fetches its check on focus, waits for it on submit, and tries a failed fetch again', async () => {
    const user = userEvent.setup();
    const load = vi
      .fn<() => Promise<typeof schema>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue(schema);
    const check = lazySchema(load);
    const onValid = vi.fn();
    renderRoutes([{ path: '*', element: <LazyForm check={check} onValid={onValid} /> }], {
      path: '/en',
      lang: 'en',
    });
    expect(load).not.toHaveBeenCalled();
    // Focus starts the fetch (which fails here); the press fetches it again and checks with it.
    await user.click(screen.getByRole('textbox', { name: 'Name' }));
    expect(load).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('This field is required.')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Ayşe');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onValid).toHaveBeenCalledWith('Ayşe'));
    expect(load).toHaveBeenCalledTimes(2);
  });
});
