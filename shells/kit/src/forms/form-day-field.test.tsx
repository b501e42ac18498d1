import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { renderRoutes } from '../test/render.tsx';
import { FormDayField } from './form-day-field.tsx';
import { useZodForm } from './use-zod-form.ts';

const schema = z.object({ day: z.string().nullable() });

function DayForm({
  initial,
  onSubmit,
  moments = false,
}: {
  initial: string | null;
  onSubmit: (day: unknown) => void;
  moments?: boolean;
}) {
  const form = useZodForm(schema, { defaultValues: { day: initial } });
  const toMoment = moments
    ? {
        toDay: (value: unknown) => (typeof value === 'string' ? value.slice(0, 10) : ''),
        fromDay: (day: string | null) => (day ? `${day}T23:59:59+03:00` : null),
      }
    : {};
  return (
    <form onSubmit={form.handleSubmit((values) => onSubmit(values.day))} noValidate>
      <FormDayField
        form={form}
        name="day"
        label="Day of the session"
        description="From 1 March to today."
        min="2026-03-01"
        max="2026-03-20"
        isRequired
        isClearable
        {...toMoment}
      />
      <button type="submit">Save</button>
    </form>
  );
}

function open(element: React.ReactElement) {
  return renderRoutes([{ path: '/', element }], { path: '/', lang: 'en' });
}

describe('FormDayField', () => {
  it('offers the days between its bounds, described and marked required', async () => {
    open(<DayForm initial="2026-03-05" onSubmit={() => {}} />);
    const input = await screen.findByLabelText(/Day of the session/);
    expect(input).toHaveAttribute('type', 'date');
    expect(input).toHaveAttribute('min', '2026-03-01');
    expect(input).toHaveAttribute('max', '2026-03-20');
    expect(input).toBeRequired();
    expect(input).toHaveValue('2026-03-05');
    expect(input).toHaveAccessibleDescription('From 1 March to today.');
  });

  it('keeps the picked day as YYYY-MM-DD, and null once cleared', async () => {
    const user = userEvent.setup();
    const submitted: unknown[] = [];
    open(<DayForm initial="2026-03-05" onSubmit={(day) => submitted.push(day)} />);
    fireEvent.change(await screen.findByLabelText(/Day of the session/), { target: { value: '2026-03-07' } });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await user.click(screen.getByRole('button', { name: 'Clear' }));
    expect(screen.queryByRole('button', { name: 'Clear' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(submitted).toEqual(['2026-03-07', null]);
  });

  it('reads and writes another shape of value through toDay and fromDay', async () => {
    const submitted: unknown[] = [];
    const user = userEvent.setup();
    open(<DayForm initial="2026-03-05T23:59:59+03:00" moments onSubmit={(day) => submitted.push(day)} />);
    const input = await screen.findByLabelText(/Day of the session/);
    expect(input).toHaveValue('2026-03-05');
    fireEvent.change(input, { target: { value: '2026-03-09' } });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(submitted).toEqual(['2026-03-09T23:59:59+03:00']);
  });
});
