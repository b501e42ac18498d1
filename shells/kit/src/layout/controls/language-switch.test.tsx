import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { deleteCookie, readCookie } from '../../lib/cookies.ts';
import { renderRoutes } from '../../test/render.tsx';
import { LanguageSwitch } from './language-switch.tsx';

const routes = [{ path: '*', element: <LanguageSwitch /> }];

describe('LanguageSwitch', () => {
  beforeEach(() => deleteCookie('lang'));

  it('links to the page in the other language with the choice, for the server to keep', () => {
    renderRoutes(routes, { path: '/en/login?from=mail#form' });
    expect(screen.getByRole('link', { name: 'Türkçe' })).toHaveAttribute(
      'href',
      '/login?from=mail&lang=tr#form',
    );
  });

  it('in the app, writes the lang cookie and moves to the clean address', async () => {
    const user = userEvent.setup();
    const { router } = renderRoutes(routes, { path: '/en?x=1' });
    await user.click(screen.getByRole('link', { name: 'Türkçe' }));
    expect(readCookie('lang')).toBe('tr');
    expect(router.state.location).toMatchObject({ pathname: '/', search: '?x=1' });
    await user.click(screen.getByRole('link', { name: 'English' }));
    expect(readCookie('lang')).toBe('en');
    expect(router.state.location).toMatchObject({ pathname: '/en', search: '?x=1' });
  });
});
