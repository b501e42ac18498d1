import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SmtpTestServer, startSmtpTestServer } from '../testing/smtp-test-server.ts';
import { createReactEmailRenderer } from './react-email-renderer.ts';
import { createSmtpMailer } from './smtp-mailer.ts';

const token = '0b3f2c1e-8d9a-4c57-9e21-5a6b7c8d9e0f.7e6d5c4b-3a29-4181-8f7e-6d5c4b3a2918';
const renderer = createReactEmailRenderer({ publicBaseUrl: 'https://koc.example.org' });
const news = (language: 'tr' | 'en') =>
  renderer.render(
    {
      template: 'programmeNews',
      data: {
        name: 'Ayşe',
        subject: language === 'tr' ? 'Kasım buluşması' : 'November meet-up',
        body: 'First paragraph <b>not bold</b>.\n\nSee https://example.org/meetup.',
        unsubscribeToken: token,
        groupMailId: 'g1',
      },
    },
    language,
  );

describe('programme news through a real SMTP server (ADR 0049)', () => {
  let smtp: SmtpTestServer;
  beforeAll(async () => {
    smtp = await startSmtpTestServer();
  });
  afterAll(() => smtp.close());

  it('carries List-Unsubscribe (https and mailto) and List-Unsubscribe-Post, with the member’s link', async () => {
    const mailer = createSmtpMailer({ url: smtp.url, from: 'Koçluk Saatleri <no-reply@koc.example.org>' });
    const rendered = await news('en');
    await mailer.send({ outboxId: 'o1', to: 'ayse@example.com', ...rendered });
    mailer.close();

    const [received] = smtp.received;
    const header = (name: string) => received?.headerLines.find((line) => line.key === name)?.line;
    expect(header('list-unsubscribe')?.replace(/\r?\n\s+/g, ' ')).toBe(
      `List-Unsubscribe: <https://koc.example.org/en/unsubscribe/${token}>, <mailto:no-reply@koc.example.org?subject=unsubscribe>`,
    );
    expect(header('list-unsubscribe-post')).toBe('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
    expect(received?.html).toContain(`href="https://koc.example.org/en/unsubscribe/${token}"`);
  });

  it('renders the text as paragraphs with links, escaping the rest, in the member’s language', async () => {
    const turkish = await news('tr');
    expect(turkish.subject).toBe('Kasım buluşması');
    expect(turkish.html).toContain('First paragraph &lt;b&gt;not bold&lt;/b&gt;.');
    expect(turkish.html).toContain('href="https://example.org/meetup"');
    expect(turkish.html).toContain(`https://koc.example.org/unsubscribe/${token}`);
    expect(turkish.text).toContain('Merhaba Ayşe,');
    expect(turkish.listUnsubscribe).toBe(`https://koc.example.org/unsubscribe/${token}`);
  });

  it('leaves other mail without the headers: mail about the member’s own account is not news', async () => {
    const rendered = await renderer.render({ template: 'proofApproved', data: { name: 'Ayşe' } }, 'tr');
    expect(rendered.listUnsubscribe).toBeUndefined();
    const mailer = createSmtpMailer({ url: smtp.url, from: 'no-reply@koc.example.org' });
    await mailer.send({ outboxId: 'o2', to: 'ayse@example.com', ...rendered });
    mailer.close();
    const last = smtp.received.at(-1);
    expect(last?.headerLines.some((line) => line.key.startsWith('list-'))).toBe(false);
  });
});
