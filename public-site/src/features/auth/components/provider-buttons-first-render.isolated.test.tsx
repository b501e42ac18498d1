import { renderRoutes } from '@coach/kit/test/render.tsx';
import { mockServer } from '@coach/kit/test/setup.ts';
import { screen } from '@testing-library/react';
import { Outlet } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { messages as en } from '../../../locales/forms/en/messages.ts';
import { messages as tr } from '../../../locales/forms/tr/messages.ts';
import { LoginPage } from './login-page.tsx';

// The page's runtime configuration names the providers configured on the server (as the server
// writes it into every page), before any module reads it.
vi.hoisted(() => {
  const block = document.createElement('script');
  block.type = 'application/json';
  block.id = 'runtime-config';
  block.textContent = JSON.stringify({
    apiBase: '/api',
    identityProviders: [
      { provider: 'google', label: 'Google' },
      { provider: 'oidc', label: 'Koç Okulu' },
    ],
  });
  document.head.append(block);
});

const routes = [{ path: '/en', element: <Outlet />, children: [{ path: 'login', element: <LoginPage /> }] }];

describe('login page, providers from the page itself', () => {
  it('draws a button for each configured provider in its first render, asking the server nothing', () => {
    const asked: string[] = [];
    mockServer.events.on('request:start', ({ request }) => void asked.push(new URL(request.url).pathname));
    renderRoutes(routes, { path: '/en/login', catalogues: { tr, en } });
    // No waiting: this render is what the pre-rendered page shows and hydrates (ADR 0039).
    const buttons = screen.getAllByRole('button', { name: /^Sign in with / });
    expect(buttons.map((button) => button.textContent)).toEqual([
      'Sign in with Google',
      'Sign in with Koç Okulu',
    ]);
    expect(buttons.map((button) => button.closest('li')?.dataset.provider)).toEqual(['google', 'oidc']);
    expect(asked).not.toContain('/api/auth/providers');
    mockServer.events.removeAllListeners();
  });
});
