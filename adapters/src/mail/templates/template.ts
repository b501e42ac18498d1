import type { Language, MailAddress, MailCalendar, MailData, MailTemplate } from '@coach/core';
import type { I18n } from '@lingui/core';
import type { ReactElement } from 'react';

/** What every template is rendered with. */
export interface TemplateProps<T extends MailTemplate> {
  readonly data: MailData<T>;
  /** Activated in the mail's language; its texts live in this folder's Lingui catalogue. */
  readonly i18n: I18n;
  readonly language: Language;
  /** An absolute link into the platform, in the mail's language (`/admin/outbox` → …/en/admin/outbox). */
  readonly link: (path: string) => string;
}

/**
 * One kind of mail: its subject and its body, a React Email component. Written with
 * `createElement` (aliased `h`) in `.ts` files because the server runs on Node's type stripping,
 * which does not read JSX.
 */
export interface MailTemplateDefinition<T extends MailTemplate> {
  subject(props: TemplateProps<T>): string;
  body(props: TemplateProps<T>): ReactElement;
  /**
   * Where a one-click unsubscribe goes (RFC 8058), for the List-Unsubscribe header: programme news
   * only; mail about the member's own account and projects has none (ADR 0049).
   */
  listUnsubscribe?(props: TemplateProps<T>): string;
  /** Where a reply goes instead of the platform's address: a contact message's, to the visitor. */
  replyTo?(props: TemplateProps<T>): MailAddress;
  /** A calendar invite the mail carries (a scheduled session's, ADR 0056). */
  calendar?(props: TemplateProps<T>, sender: CalendarSender): MailCalendar;
}

/** Who a calendar invite names as its organizer: the platform's no-reply address, in the mail's language. */
export interface CalendarSender {
  readonly name: string;
  readonly email: string;
  /** The domain of the invites' UIDs. */
  readonly domain: string;
}

/** Every mail kind of core has its template: adding a kind there fails the build until it has one. */
export type MailTemplateRegistry = { readonly [T in MailTemplate]: MailTemplateDefinition<T> };

/** A date and time as people in the programme read it (Istanbul time), in the mail's language. */
export function formatMoment(iso: string, language: Language): string {
  return new Intl.DateTimeFormat(language === 'tr' ? 'tr-TR' : 'en-GB', {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: 'Europe/Istanbul',
  }).format(new Date(iso));
}

/**
 * A calendar day (`YYYY-MM-DD`, a session's day on Istanbul's calendar) in the mail's language.
 * Read at UTC midnight and shown in UTC, so that no time zone moves it to the day before.
 */
export function formatDay(day: string, language: Language): string {
  return new Intl.DateTimeFormat(language === 'tr' ? 'tr-TR' : 'en-GB', {
    dateStyle: 'long',
    timeZone: 'UTC',
  }).format(new Date(`${day}T00:00:00Z`));
}
