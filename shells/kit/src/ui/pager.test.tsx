import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '../test/render.tsx';
import { Pager, pageFromInput } from './pager.tsx';

function Harness() {
  const [page, setPage] = useState(1);
  return <Pager page={page} pageSize={20} total={1000} onPageChange={setPage} label="Pages of members" />;
}

describe('Pager', () => {
  it('jumps to a page typed in, and follows Next', async () => {
    const user = userEvent.setup();
    renderRoutes([{ path: '*', element: <Harness /> }], { path: '/en', lang: 'en' });
    const field = screen.getByRole('spinbutton', { name: 'Go to page' });
    await user.clear(field);
    await user.type(field, '37{Enter}');
    expect(screen.getByText('Page 37 of 50')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(field).toHaveValue(38);
  });

  it('refuses a page that does not exist, saying which ones do', async () => {
    const user = userEvent.setup();
    renderRoutes([{ path: '*', element: <Harness /> }], { path: '/en', lang: 'en' });
    const field = screen.getByRole('spinbutton', { name: 'Go to page' });
    await user.clear(field);
    await user.type(field, '51');
    await user.click(screen.getByRole('button', { name: 'Go' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Enter a page from 1 to 50.');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Page 1 of 50')).toBeInTheDocument();
  });

  it('reads only whole page numbers in range', () => {
    expect(pageFromInput('7', 50)).toBe(7);
    expect(pageFromInput(' 50 ', 50)).toBe(50);
    for (const text of ['0', '51', '2.5', '-1', '1e1', '', 'abc']) expect(pageFromInput(text, 50)).toBeNull();
  });
});
