import type { Mailer } from '@coach/core';
import type { Transporter } from 'nodemailer';

export interface SmtpMailerOptions {
  /**
   * `smtp://user:pass@host:587` (STARTTLS when offered) or `smtps://…:465`; nodemailer's options
   * may follow as a query, e.g. `?ignoreTLS=true` for a local test server.
   */
  readonly url: string;
  /** The sender, e.g. `Koçluk Saatleri <no-reply@example.org>` (MAIL_FROM). */
  readonly from: string;
}

/** The domain of the sender's address, for Message-IDs; `localhost` when it has none. */
export function senderDomainOf(from: string): string {
  const address = /<([^>]+)>/.exec(from)?.[1] ?? from;
  return address.split('@')[1]?.trim().toLowerCase() || 'localhost';
}

/**
 * The headers of a mail one may unsubscribe from (RFC 2369, RFC 8058): `List-Unsubscribe` with the
 * https link first (a one-click POST there unsubscribes) and a mailto to the sender as the
 * alternative older clients use, in one header (nodemailer's `list` would write one header each).
 */
export function unsubscribeHeaders(url: string, from: string) {
  const address = (/<([^>]+)>/.exec(from)?.[1] ?? from).trim();
  return {
    headers: {
      'List-Unsubscribe': `<${url}>, <mailto:${address}?subject=unsubscribe>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
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
  return {
    async send(mail) {
      await (await transportOnce()).sendMail({
        from,
        to: mail.to,
        subject: mail.subject,
        html: mail.html,
        text: mail.text,
        messageId: `<${mail.outboxId}@${domain}>`,
        ...(mail.listUnsubscribe ? unsubscribeHeaders(mail.listUnsubscribe, from) : {}),
      });
    },
    close: () => void transport?.then((opened) => opened.close()),
  };
}
