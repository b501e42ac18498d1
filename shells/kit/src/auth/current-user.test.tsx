import { act, screen } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { demoMember } from '../mocks/fixtures.ts';
import { loadDataLayer } from '../query/load-data-layer.ts';
import { store } from '../state/store.ts';
import { renderRoutes } from '../test/render.tsx';
import { mockServer } from '../test/setup.ts';
import { useCurrentUser } from './current-user.ts';
import { tokenAtom } from './token.ts';

function WhoIsHere() {
  const { user, isPending } = useCurrentUser();
  if (isPending) return <p>on its way</p>;
  return <p>{user ? `signed in as ${user.fullName}` : 'signed out'}</p>;
}

// The real loader, watched: whether the page asked for the data layer at all.
vi.mock('../query/load-data-layer.ts', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../query/load-data-layer.ts')>();
  return { ...actual, loadDataLayer: vi.fn(actual.loadDataLayer) };
});

const show = () => renderRoutes([{ path: '/', element: <WhoIsHere /> }], { path: '/', lang: 'en' });

describe('useCurrentUser', () => {
  it('answers "signed out" to a visitor without a token, asking nothing and loading no data layer', async () => {
    let asked = false;
    mockServer.use(
      http.get('*/api/auth/userinfo', () => {
        asked = true;
        return HttpResponse.json({ code: 2004, message: 'ok', data: demoMember.user });
      }),
    );
    show();
    expect(screen.getByText('signed out')).toBeInTheDocument();
    await act(() => new Promise((settle) => setTimeout(settle, 50)));
    expect(asked).toBe(false);
    // TanStack Query and the API client stay off the page (ADR 0026: the home page's JavaScript).
    expect(loadDataLayer).not.toHaveBeenCalled();
  });

  it('with a token, loads the data layer, asks userinfo once and follows a sign-out', async () => {
    let asked = 0;
    mockServer.use(
      http.get('*/api/auth/userinfo', () => {
        asked += 1;
        return HttpResponse.json({ code: 2004, message: 'ok', data: demoMember.user });
      }),
    );
    act(() => store.set(tokenAtom, demoMember.token));
    show();
    expect(screen.getByText('on its way')).toBeInTheDocument();
    expect(await screen.findByText(`signed in as ${demoMember.user.fullName}`)).toBeInTheDocument();
    expect(loadDataLayer).toHaveBeenCalled();
    expect(asked).toBe(1);
    act(() => store.set(tokenAtom, null));
    expect(screen.getByText('signed out')).toBeInTheDocument();
  });

  it('answers "signed out" when the token is refused (401), without waiting forever', async () => {
    mockServer.use(
      http.get('*/api/auth/userinfo', () =>
        HttpResponse.json({ code: 1003, message: 'expired' }, { status: 401 }),
      ),
    );
    act(() => store.set(tokenAtom, 'an-expired-token'));
    show();
    expect(await screen.findByText('signed out')).toBeInTheDocument();
  });
});
