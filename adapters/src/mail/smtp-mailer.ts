import type { Mailer } from '@coach/core';
import type { Transporter } from 'nodemailer';

export interface SmtpMailerOptions {
  /**
   * `smtp://user:pass@host:587` (STARTTLS when offered) or `smtps://…:465`; nodemailer's options
   * may follow as a query, e.g. `?ignoreTLS=true` for a local test server.
   */
  readonly url: string;
  /**
   * The sender's address, e.g. `no-reply@example.org` or `Koçluk Saatleri <no-reply@example.org>`
   * (MAIL_FROM). A name in it is not used: each mail carries the platform's name in its own
   * language ("Koçluk Saatleri", "Coaching Hours").
   */
  readonly from: string;
}

/** The address of `Name <address>` (or the bare address). */
export function senderAddressOf(from: string): string {
  return (/<([^>]+)>/.exec(from)?.[1] ?? from).trim();
}

/** The domain of the sender's address, for Message-IDs; `localhost` when it has none. */
export function senderDomainOf(from: string): string {
  return senderAddressOf(from).split('@')[1]?.trim().toLowerCase() || 'localhost';
}

/**
 * The headers of a mail one may unsubscribe from (RFC 2369, RFC 8058): `List-Unsubscribe` with the
 * https link first (a one-click POST there unsubscribes) and a mailto to the sender as the
 * alternative older clients use, in one header (nodemailer's `list` would write one header each).
 */
export function unsubscribeHeaders(url: string, from: string) {
  return {
    'List-Unsubscribe': `<${url}>, <mailto:${senderAddressOf(from)}?subject=unsubscribe>`,
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  };
}

/**
 * A Mailer over SMTP with nodemailer. The Message-ID is derived from the outbox id, so a mail sent
 * twice (a crash between sending and recording it) is recognisably the same message.
 */
export function createSmtpMailer({ url, from }: SmtpMailerOptions): Mailer & { close(): void } {
  // nodemailer is imported at the first mail, not with the platform: some forty modules that a
  // CLI command or a process with nothing to send need not load (issue 29, the CLI's start).
  let transport: Promise<Transporter> | undefined;
  const transportOnce = () => {
    transport ??= import('nodemailer').then(({ createTransport }) =>
      // Short timeouts: a delivery holds its outbox row locked while it talks to the server.
      createTransport({ url, connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 }),
    );
    return transport;
  };
  const domain = senderDomainOf(from);
  const address = senderAddressOf(from);
  return {
    async send(mail) {
      await (await transportOnce()).sendMail({
        // The configured address under the platform's name in the mail's language.
        from: { name: mail.senderName, address },
        to: mail.to,
        ...(mail.replyTo ? { replyTo: mail.replyTo } : {}),
        // A calendar invite travels as the text/calendar alternative (with its METHOD, which
        // calendar clients read) and as an .ics attachment for those that look for a file.
        ...(mail.calendar
          ? {
              icalEvent: {
                method: mail.calendar.method,
                content: mail.calendar.content,
                filename: 'invite.ics',
              },
            }
          : {}),
        subject: mail.subject,
        html: mail.html,
        text: mail.text,
        messageId: `<${mail.outboxId}@${domain}>`,
        headers: {
          // Every mail is sent by the platform, not typed by a person (RFC 3834): auto-responders
          // do not answer it and out-of-office replies do not come back.
          'Auto-Submitted': 'auto-generated',
          ...(mail.listUnsubscribe ? unsubscribeHeaders(mail.listUnsubscribe, from) : {}),
        },
      });
    },
    close: () => void transport?.then((opened) => opened.close()),
  };
}
