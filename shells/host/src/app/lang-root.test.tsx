import { readCookie, writeCookie } from '@coach/kit';
import { renderRoutes } from '@coach/kit/test/render.tsx';
import { msg } from '@lingui/core/macro';
import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { messages as en } from '../locales/en/messages.ts';
import { messages as tr } from '../locales/tr/messages.ts';
import { LangRoot } from './lang-root.tsx';

const page = { path: 'faq', element: <p>page</p>, handle: { title: msg`Home` } };

describe('LangRoot', () => {
  it('sets <html lang>, the lang cookie and the title for English pages', async () => {
    renderRoutes([{ path: '/en', element: <LangRoot lang="en" />, children: [page] }], {
      path: '/en/faq',
      catalogues: { tr, en },
    });
    await waitFor(() => expect(document.title).toBe('Home · Coaching Hours'));
    expect(document.documentElement.lang).toBe('en');
    expect(readCookie('lang')).toBe('en');
  });

  it('does the same in Turkish', async () => {
    renderRoutes([{ path: '/', element: <LangRoot lang="tr" />, children: [page] }], {
      path: '/faq',
      catalogues: { tr, en },
    });
    await waitFor(() => expect(document.title).toBe('Ana sayfa · Koçluk Saatleri'));
    expect(document.documentElement.lang).toBe('tr');
    expect(readCookie('lang')).toBe('tr');
  });

  it('leaves the cookie to the server while the page is being left', async () => {
    // after-paint.js saw a link to the other language followed before the app came (ADR 0034).
    window.coachHandover = {
      typed: new Set(),
      form: null,
      submitter: null,
      pressed: null,
      leaving: true,
      done: false,
    };
    writeCookie('lang', 'tr');
    try {
      renderRoutes([{ path: '/en', element: <LangRoot lang="en" />, children: [page] }], {
        path: '/en/faq',
        catalogues: { tr, en },
      });
      await waitFor(() => expect(document.documentElement.lang).toBe('en'));
      expect(readCookie('lang')).toBe('tr');
    } finally {
      delete window.coachHandover;
    }
  });
});
