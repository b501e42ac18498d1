import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { messages as en } from '../locales/en/messages.ts';
import { messages as tr } from '../locales/tr/messages.ts';
import { renderRoutes } from '../test/render.tsx';
import { Stepper } from './stepper.tsx';

const steps = [
  { id: 'package', label: 'Package' },
  { id: 'personal', label: 'Personal details' },
  { id: 'consent', label: 'Confirmation' },
  { id: 'summary', label: 'Summary' },
];

const at = (element: React.ReactNode, lang: 'tr' | 'en' = 'en') =>
  renderRoutes([{ path: '*', element }], {
    path: lang === 'en' ? '/en' : '/',
    lang,
    catalogues: { tr, en },
  });

describe('Stepper', () => {
  it('says where the person is and marks the current step for assistive technology', () => {
    at(<Stepper steps={steps} current={1} label="Registration steps" />);
    const nav = screen.getByRole('navigation', { name: 'Registration steps' });
    expect(within(nav).getByText(/Step 2 of 4/)).toHaveTextContent('Step 2 of 4: Personal details');
    const items = within(nav).getAllByRole('listitem');
    expect(items.map((item) => item.getAttribute('aria-current'))).toEqual([null, 'step', null, null]);
    expect(items[0]).toHaveTextContent('Package (done)');
  });

  it('lets the person go back to a done step, never ahead', async () => {
    const onSelect = vi.fn();
    at(<Stepper steps={steps} current={2} label="Registration steps" onSelect={onSelect} />);
    await userEvent.click(screen.getByRole('button', { name: /Personal details/ }));
    expect(onSelect).toHaveBeenCalledWith(1);
    expect(screen.getAllByRole('button')).toHaveLength(2);
    expect(screen.queryByRole('button', { name: /Summary/ })).toBeNull();
  });

  it('speaks Turkish on Turkish pages', () => {
    at(<Stepper steps={steps} current={0} label="Kayıt adımları" />, 'tr');
    expect(screen.getByText(/Adım 1 \/ 4/)).toBeInTheDocument();
  });
});
