import { realServer } from '@coach/kit/test/real-server.ts';
import { renderRoutes } from '@coach/kit/test/render.tsx';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Outlet } from 'react-router';
import { describe, expect, it } from 'vitest';
import { messages as en } from '../locales/en/messages.ts';
import { messages as tr } from '../locales/tr/messages.ts';
import { AboutPage } from './about-page.tsx';
import { CookiePolicyPage } from './cookie-policy-page.tsx';
import { FaqPage } from './faq-page.tsx';
import { PrivacyPage } from './privacy-page.tsx';
import { RulesPage } from './rules-page.tsx';
import { TermsPage } from './terms-page.tsx';

const pages = [
  { path: 'aboutus', element: <AboutPage /> },
  { path: 'faq', element: <FaqPage /> },
  { path: 'rules', element: <RulesPage /> },
  { path: 'privacy', element: <PrivacyPage /> },
  { path: 'cookie-policy', element: <CookiePolicyPage /> },
  { path: 'termsandconditions', element: <TermsPage /> },
];
const routes = [
  { path: '/', element: <Outlet />, children: pages },
  { path: '/en', element: <Outlet />, children: pages },
];

const open = (path: string) => renderRoutes(routes, { path, catalogues: { tr, en } });

const headings = [
  ['/aboutus', 'Hakkımızda', 'About us'],
  ['/faq', 'Sıkça sorulan sorular', 'Frequently asked questions'],
  ['/rules', 'Proje kuralları', 'Project rules'],
  ['/privacy', 'Aydınlatma metni', 'Privacy notice'],
  ['/cookie-policy', 'Çerez politikası', 'Cookie policy'],
  ['/termsandconditions', 'Kullanım koşulları', 'Terms of use'],
] as const;

describe('public text pages', () => {
  it.each(headings)('%s has its heading in Turkish and in English', (path, turkish, english) => {
    const view = open(path);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(turkish);
    view.unmount();
    open(`/en${path}`);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(english);
  });

  it('keeps links inside the language of the page', () => {
    open('/en/rules');
    expect(screen.getByRole('link', { name: 'terms of use' })).toHaveAttribute(
      'href',
      '/en/termsandconditions',
    );
    expect(screen.getAllByRole('link', { name: 'write to us' })[0]).toHaveAttribute('href', '/en/contact');
  });

  it('states the rules a member must know, with the numbers of the served settings', async () => {
    open('/en/rules');
    // Until GET publicsettings answers, no number an administrator sets is said.
    expect(document.body.textContent).not.toContain('15 weeks');
    expect(await screen.findByText(/lasts at most 15 weeks/)).toBeInTheDocument();
    const text = document.body.textContent ?? '';
    for (const rule of [
      'lasts at most 15 weeks',
      'no more than two weeks may pass between meetings',
      'about seven sessions',
      'not before 14 days have passed',
      'within 5 days',
      'both partners lose 7 points',
      'at most 2 projects as a coach and 2 projects as a coachee',
      'currently 1 point',
      'The next run is on',
      'within three working days',
      'one open request to be coached and one open request to coach',
      'the same partner as in your most recent project',
      'each of them counts as the most recent',
      'never have two open projects with the same person at once',
      'at least the minimum score for coaching',
      'within three working days',
    ]) {
      expect(text).toContain(rule);
    }
  });

  it('follows the settings an administrator changed, on the rules page and in the FAQ', async () => {
    const api = await realServer();
    const { applicationSettings } = await api.run('getApplicationSettings', {}, { as: 'admin' });
    await api.run(
      'updateApplicationSettings',
      {
        applicationSettings: {
          ...applicationSettings,
          closingRequestMinDays: 10,
          projectClosingDays: 100,
          penaltyPoints: 9,
        },
      },
      { as: 'admin' },
    );
    const view = open('/en/rules');
    expect(await screen.findByText(/lasts at most 100 days/)).toBeInTheDocument();
    const rules = document.body.textContent ?? '';
    expect(rules).toContain('not before 10 days have passed');
    expect(rules).toContain('both partners lose 9 points');
    view.unmount();
    open('/en/faq');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'How does a project end?' }));
    expect(
      await screen.findByText(/A closing request can be sent 10 days after the start at the earliest/),
    ).toBeInTheDocument();
  });

  it('shows the English reader that the Turkish terms bind, and the Turkish text itself', () => {
    open('/en/termsandconditions');
    expect(screen.getByText(/the Turkish text below is the binding one/)).toBeInTheDocument();
    const turkish = screen.getByRole('heading', { name: '1. Taraflar ve konu' }).closest('[lang]');
    expect(turkish).toHaveAttribute('lang', 'tr');
  });

  it('gives the Turkish terms without the English note', () => {
    open('/termsandconditions');
    expect(screen.queryByText(/binding/)).toBeNull();
    expect(screen.getByRole('heading', { name: '12. Değişiklikler ve bildirimler' })).toBeInTheDocument();
    expect(screen.getByText(/gönderimden 1 gün sonra ulaşmış sayılır/)).toBeInTheDocument();
  });

  it('lists every cookie and storage entry the front ends write', () => {
    open('/en/cookie-policy');
    for (const name of ['lang', 'theme', 'accent', 'coach.token', 'coach.chunkReloadAt']) {
      expect(screen.getByRole('heading', { level: 3, name })).toBeInTheDocument();
    }
  });
});

describe('FAQ', () => {
  it('opens and closes an answer with the keyboard', async () => {
    const user = userEvent.setup();
    open('/en/faq');
    const question = screen.getByRole('button', { name: 'How long does matching take?' });
    expect(question).toHaveAttribute('aria-expanded', 'false');
    act(() => question.focus());
    await user.keyboard('{Enter}');
    expect(question).toHaveAttribute('aria-expanded', 'true');
    const answer = document.getElementById(question.getAttribute('aria-controls') ?? '');
    expect(answer).toBeVisible();
    expect(answer).toHaveTextContent('matched within three working days');
    await user.keyboard(' ');
    expect(question).toHaveAttribute('aria-expanded', 'false');
  });

  it('lets several answers stay open together', async () => {
    const user = userEvent.setup();
    open('/faq');
    const first = screen.getByRole('button', { name: 'Kimler üye olabilir?' });
    const second = screen.getByRole('button', { name: 'Eşleşme ne kadar sürer?' });
    await user.click(first);
    await user.click(second);
    expect(first).toHaveAttribute('aria-expanded', 'true');
    expect(second).toHaveAttribute('aria-expanded', 'true');
  });

  it('puts each question under its topic heading', async () => {
    open('/en/faq');
    const topic = screen.getByRole('region', { name: 'Proof of education' });
    expect(within(topic).getByRole('heading', { level: 3 })).toHaveTextContent(
      'What is a proof of education, and how is it reviewed?',
    );
    // The served settings' next matching run, once they have come (and no call left in flight).
    expect(await screen.findByText(/The next run is on/)).toBeInTheDocument();
  });
});
