import { act, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { loadDataLayer } from '../query/load-data-layer.ts';
import { store } from '../state/store.ts';
import { watchedCallsOn } from '../test/hand-made-answers.ts';
import { realServer } from '../test/real-server.ts';
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
    const userinfo = watchedCallsOn('get', '*/api/auth/userinfo');
    mockServer.use(userinfo.handler);
    show();
    expect(screen.getByText('signed out')).toBeInTheDocument();
    await act(() => new Promise((settle) => setTimeout(settle, 50)));
    expect(userinfo.calls).toEqual([]);
    // TanStack Query and the API client stay off the page (ADR 0026: the home page's JavaScript).
    expect(loadDataLayer).not.toHaveBeenCalled();
  });

  it('with a token, loads the data layer, asks userinfo once and follows a sign-out', async () => {
    const { member } = (await realServer()).accounts;
    const userinfo = watchedCallsOn('get', '*/api/auth/userinfo');
    mockServer.use(userinfo.handler);
    act(() => store.set(tokenAtom, member.token));
    show();
    expect(screen.getByText('on its way')).toBeInTheDocument();
    expect(await screen.findByText(`signed in as ${member.fullName}`)).toBeInTheDocument();
    expect(loadDataLayer).toHaveBeenCalled();
    expect(userinfo.calls).toHaveLength(1);
    act(() => store.set(tokenAtom, null));
    expect(screen.getByText('signed out')).toBeInTheDocument();
  });

  it('answers "signed out" when the token is refused (401), without waiting forever', async () => {
    act(() => store.set(tokenAtom, 'an-expired-token'));
    show();
    expect(await screen.findByText('signed out')).toBeInTheDocument();
  });
});
