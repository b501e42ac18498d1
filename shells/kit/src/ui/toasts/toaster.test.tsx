import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { endLocalSession } from '../../auth/session.ts';
import { renderRoutes } from '../../test/render.tsx';
import { toast, toastTimeoutMs } from './toast-store.ts';
import { Toaster } from './toaster.tsx';

describe('Toaster', () => {
  afterEach(() => vi.useRealTimers());

  it('announces a toast with its translated title and removes it after 5 seconds', async () => {
    vi.useFakeTimers();
    renderRoutes([{ path: '/', element: <Toaster /> }], { path: '/', lang: 'tr' });
    act(() => {
      toast.success('Ayarlar güncellendi.');
    });
    expect(screen.getByText('Başarılı')).toBeInTheDocument();
    expect(screen.getByText('Ayarlar güncellendi.')).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(toastTimeoutMs);
    });
    expect(screen.queryByText('Ayarlar güncellendi.')).toBeNull();
  });

  it('can be dismissed', async () => {
    renderRoutes([{ path: '/', element: <Toaster /> }], { path: '/', lang: 'en' });
    act(() => {
      toast.error('Could not save.');
    });
    expect(screen.getByRole('alert')).toHaveTextContent('Could not save.');
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss notification' }));
    expect(screen.queryByText('Could not save.')).toBeNull();
  });

  it('forgets the toasts of a session that ends: the next person at this browser does not read them', () => {
    renderRoutes([{ path: '/', element: <Toaster /> }], { path: '/', lang: 'en' });
    act(() => {
      toast.success('Google is linked. You can now sign in with it.');
    });
    expect(screen.getByText('Google is linked. You can now sign in with it.')).toBeInTheDocument();
    act(() => endLocalSession());
    expect(screen.queryByText('Google is linked. You can now sign in with it.')).toBeNull();
  });
});
