import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { renderRoutes } from '../test/render.tsx';
import { FormComboBox, FormSelect } from './form-select.tsx';
import { useZodForm } from './use-zod-form.ts';

const schema = z.object({ country: z.string().nullable(), city: z.string().nullable() });
const countries = [
  { id: 'TR', label: 'Türkiye' },
  { id: 'DE', label: 'Germany' },
];
const cities: Record<string, { id: string; label: string }[]> = {
  TR: [
    { id: 'İstanbul', label: 'İstanbul' },
    { id: 'Iğdır', label: 'Iğdır' },
  ],
  DE: [{ id: 'Berlin', label: 'Berlin' }],
};

function Editing() {
  const form = useZodForm(schema, { defaultValues: { country: 'TR', city: 'İstanbul' } });
  // The lists arrive after the form (from the API).
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    const id = setTimeout(() => setLoaded(true), 20);
    return () => clearTimeout(id);
  }, []);
  const country = form.watch('country');
  return (
    <>
      <FormComboBox form={form} name="country" label="Country" options={loaded ? countries : []} />
      <FormSelect
        form={form}
        name="city"
        label="City"
        options={loaded ? (cities[country ?? ''] ?? []) : []}
      />
    </>
  );
}

function Cities() {
  const form = useZodForm(schema, { defaultValues: { country: 'TR', city: null } });
  return <FormComboBox form={form} name="city" label="City" options={cities.TR ?? []} />;
}

/** As when it replaces the lazy field on a slow phone: the text typed there, the focus not yet in. */
function TakingOver({ listLater = false }: { listLater?: boolean }) {
  const form = useZodForm(schema, { defaultValues: { country: 'TR', city: null } });
  // The countries may come after the box (the location data loads on its own).
  const [loaded, setLoaded] = useState(!listLater);
  useEffect(() => {
    const id = setTimeout(() => setLoaded(true), 20);
    return () => clearTimeout(id);
  }, []);
  return (
    <>
      <FormComboBox
        form={form}
        name="country"
        label="Country"
        options={loaded ? countries : []}
        defaultInputValue="Germ"
      />
      <output aria-label="Countries">{loaded ? 'loaded' : 'loading'}</output>
    </>
  );
}

describe('choices whose options come later', () => {
  it('shows the label of a saved value once the options arrive', async () => {
    renderRoutes([{ path: '*', element: <Editing /> }], { path: '/', lang: 'tr' });
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Country' })).toHaveValue('Türkiye'));
    expect(screen.getByRole('button', { name: /City/ })).toHaveTextContent('İstanbul');
  });

  it('searches in Turkish: "ığ" finds Iğdır', async () => {
    const user = userEvent.setup();
    renderRoutes([{ path: '*', element: <Cities /> }], { path: '/', lang: 'tr' });
    await user.type(screen.getByRole('combobox', { name: 'City' }), 'ığ');
    expect(await screen.findByRole('option', { name: 'Iğdır' })).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: 'İstanbul' })).toBeNull();
  });

  it('keeps the text typed before it took over, whatever was chosen', async () => {
    const user = userEvent.setup();
    renderRoutes([{ path: '*', element: <TakingOver /> }], { path: '/', lang: 'en' });
    const box = screen.getByRole('combobox', { name: 'Country' });
    await waitFor(() => expect(box).toHaveValue('Germ'));
    await user.click(box);
    await user.keyboard('an');
    expect(box).toHaveValue('German');
    await user.click(await screen.findByRole('option', { name: 'Germany' }));
    expect(box).toHaveValue('Germany');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it('keeps the letters typed while the list comes in', async () => {
    const user = userEvent.setup();
    renderRoutes([{ path: '*', element: <TakingOver listLater /> }], { path: '/', lang: 'en' });
    const box = screen.getByRole('combobox', { name: 'Country' });
    expect(box).toHaveValue('Germ');
    // The countries arrive (20 ms later): the chosen one's name must not replace what was typed.
    expect(await screen.findByText('loaded')).toBeInTheDocument();
    expect(box).toHaveValue('Germ');
    await user.click(box);
    await user.keyboard('an');
    expect(box).toHaveValue('German');
  });
});

describe('a list closed under the person typing', () => {
  it('keeps the letters typed when the page scrolls the list shut, even those the chosen name contains', async () => {
    const user = userEvent.setup();
    renderRoutes([{ path: '*', element: <TakingOver /> }], { path: '/', lang: 'en' });
    const box = screen.getByRole('combobox', { name: 'Country' });
    await user.click(box);
    await user.keyboard('{Control>}a{/Control}U');
    expect(await screen.findByRole('listbox')).toBeInTheDocument();
    // A phone's page scrolls as the box comes into view: react-aria closes its list and "commits"
    // the choice it had (without the fix the box read "Türkiye" here); the list opens again at once,
    // the text still being typing.
    window.dispatchEvent(new Event('scroll'));
    expect(box).toHaveValue('U');
    await user.keyboard('nited');
    expect(box).toHaveValue('United');
  });

  it('reads the chosen name in full when the person takes that same option from the list', async () => {
    const user = userEvent.setup();
    renderRoutes([{ path: '*', element: <TakingOver /> }], { path: '/', lang: 'en' });
    const box = screen.getByRole('combobox', { name: 'Country' });
    await user.click(box);
    await user.keyboard('{Control>}a{/Control}Tü');
    expect(await screen.findByRole('option', { name: 'Türkiye' })).toBeInTheDocument();
    await user.keyboard('{ArrowDown}{Enter}');
    expect(box).toHaveValue('Türkiye');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });
});
