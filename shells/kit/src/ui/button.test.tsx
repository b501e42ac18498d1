import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type FormEvent, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '../test/render.tsx';
import { Button } from './button.tsx';

/** A button whose first press starts an action that stays pending. */
function Pending({ onPress }: { onPress: () => void }) {
  const [pending, setPending] = useState(false);
  return (
    <Button
      loading={pending}
      onClick={() => {
        onPress();
        setPending(true);
      }}
    >
      Sign in
    </Button>
  );
}

describe('Button', () => {
  it('keeps the focus while its action runs, and ignores presses meanwhile', async () => {
    const user = userEvent.setup();
    const onPress = vi.fn();
    renderRoutes([{ path: '/', element: <Pending onPress={onPress} /> }], { path: '/', lang: 'en' });
    const button = screen.getByRole('button', { name: 'Sign in' });
    await user.click(button);
    expect(onPress).toHaveBeenCalledTimes(1);

    expect(button).toHaveFocus();
    expect(button).not.toBeDisabled();
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).toHaveAttribute('aria-busy', 'true');
    await user.click(button);
    await user.keyboard('{Enter}');
    expect(onPress).toHaveBeenCalledTimes(1);
  });

  it('sends no second form while pending, by click or by Enter in a field', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn((event: FormEvent) => event.preventDefault());
    const form = (
      <form onSubmit={onSubmit}>
        <input aria-label="E-mail" />
        <Button type="submit" loading>
          Sign in
        </Button>
      </form>
    );
    renderRoutes([{ path: '/', element: form }], { path: '/', lang: 'en' });
    await user.click(screen.getByRole('button', { name: /Sign in/ }));
    await user.type(screen.getByLabelText('E-mail'), 'a{Enter}');
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
