import { describe, expect, it } from 'vitest';
import { createReactEmailRenderer } from './react-email-renderer.ts';

const renderer = createReactEmailRenderer({ publicBaseUrl: 'https://koc.example.org/' });
const mail = {
  template: 'test',
  data: { name: 'Ayşe <b>Demir</b>', requestedAt: '2026-03-02T07:30:00Z' },
} as const;

describe('React Email renderer', () => {
  it('renders the test mail in Turkish, with an Istanbul time and a Turkish link', async () => {
    const rendered = await renderer.render(mail, 'tr');
    expect(rendered.subject).toBe('Koçluk Saatleri’nden deneme e-postası');
    expect(rendered.html).toContain('lang="tr"');
    expect(rendered.html).toContain('href="https://koc.example.org/admin/outbox"');
    expect(rendered.text).toContain('Merhaba Ayşe <b>Demir</b>,');
    expect(rendered.text).toContain('2 Mart 2026 10:30');
  });

  it('renders it in English, with the English link', async () => {
    const rendered = await renderer.render(mail, 'en');
    expect(rendered.subject).toBe('Test mail from Coaching Hours');
    expect(rendered.html).toContain('lang="en"');
    expect(rendered.html).toContain('href="https://koc.example.org/en/admin/outbox"');
    expect(rendered.text).toContain('Hello Ayşe <b>Demir</b>,');
    expect(rendered.text).toContain('2 March 2026 at 10:30');
  });

  it('escapes data in the HTML: a name cannot inject markup', async () => {
    const { html } = await renderer.render(mail, 'en');
    expect(html).toContain('Ayşe &lt;b&gt;Demir&lt;/b&gt;');
    expect(html).not.toContain('<b>Demir</b>');
  });

  it('writes the text part’s headings in capitals of the mail’s language', async () => {
    // toUpperCase() alone gives "YENI BIR ŞIFRE" (no dot on the capital İ of Turkish).
    const reset = {
      template: 'resetPassword',
      data: { name: 'Ayşe', token: 't', expiresInMinutes: 60 },
    } as const;
    expect((await renderer.render(reset, 'tr')).text).toContain('YENİ BİR ŞİFRE BELİRLEYİN');
    expect((await renderer.render(reset, 'en')).text).toContain('CHOOSE A NEW PASSWORD');
  });
});
