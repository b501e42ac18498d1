import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SmtpTestServer, startSmtpTestServer } from '../testing/smtp-test-server.ts';
import { createReactEmailRenderer } from './react-email-renderer.ts';
import { createSmtpMailer } from './smtp-mailer.ts';

// The headers every mail leaves with, read off a real SMTP server: the platform's name in the mail's
// language, Auto-Submitted, and a contact message's Reply-To to the visitor who wrote it.

const renderer = createReactEmailRenderer({ publicBaseUrl: 'https://koc.example.org' });
const contactMessage = (language: 'tr' | 'en') =>
  renderer.render(
    {
      template: 'contactMessage',
      data: {
        recipientName: 'Zeynep',
        senderName: 'John "Jack" Smith',
        senderEmail: 'john@example.com',
        message: 'Can I join as a coach?',
        senderLanguage: 'en',
        sentAt: '2026-11-30T09:00:00.000Z',
      },
    },
    language,
  );

describe('the headers of every mail (issue 32)', () => {
  let smtp: SmtpTestServer;
  beforeAll(async () => {
    smtp = await startSmtpTestServer();
  });
  afterAll(() => smtp.close());

  async function sent(rendered: Awaited<ReturnType<typeof renderer.render>>) {
    const mailer = createSmtpMailer({ url: smtp.url, from: 'Koçluk Saatleri <no-reply@koc.example.org>' });
    const before = smtp.received.length;
    await mailer.send({ outboxId: `o${before}`, to: 'admin@example.com', ...rendered });
    mailer.close();
    const received = smtp.received[before];
    if (!received) throw new Error('the SMTP server received nothing');
    return received;
  }

  it('sends a contact message from the platform in the reader’s language, with the visitor as Reply-To', async () => {
    const english = await sent(await contactMessage('en'));
    expect(english.from?.value).toEqual([{ name: 'Coaching Hours', address: 'no-reply@koc.example.org' }]);
    expect(english.replyTo?.value).toEqual([{ name: 'John "Jack" Smith', address: 'john@example.com' }]);
    expect(english.headers.get('auto-submitted')).toBe('auto-generated');
    expect(english.text).toContain('A reply to it goes to John "Jack" Smith.');

    const turkish = await sent(await contactMessage('tr'));
    expect(turkish.from?.value).toEqual([{ name: 'Koçluk Saatleri', address: 'no-reply@koc.example.org' }]);
    expect(turkish.replyTo?.value[0]?.address).toBe('john@example.com');
  });

  it('leaves other mail without a Reply-To, still marked as sent by a machine', async () => {
    const received = await sent(
      await renderer.render({ template: 'proofApproved', data: { name: 'Ayşe' } }, 'en'),
    );
    expect(received.replyTo).toBeUndefined();
    expect(received.headers.get('auto-submitted')).toBe('auto-generated');
    expect(received.text).toContain('Please do not reply to it.');
  });
});
