import { type APIRequestContext, expect } from '@playwright/test';
import { demo } from './fixtures.ts';

// The journeys run without a mail server, so every mail waits in the outbox, which administrators
// read through the API (`/api/outbox`, `/api/outbox/{id}`). These helpers read it the same way a
// person would read their inbox: the newest mail of a kind to an address, and the link in it.

export type MailTemplateName =
  | 'test'
  | 'resetPassword'
  | 'setPassword'
  | 'proofApproved'
  | 'proofRejected'
  | 'identityCorrected'
  | 'contactMessage'
  | 'projectMatched'
  | 'closingRequestSent'
  | 'projectCompleted'
  | 'projectEndedBySystem'
  | 'projectAborted'
  | 'projectDeadlineWarning'
  | 'verifyEmail'
  | 'orderReceipt'
  | 'membershipExpiring'
  | 'membershipExpired'
  | 'sessionReminder'
  | 'sessionInvite'
  | 'sessionComingUp'
  | 'deleteAccount'
  | 'programmeNews'
  | 'projectMessage';

type OutboxItem = {
  id: string;
  template: string;
  recipient: string;
  language: 'tr' | 'en';
  status: string;
  createdAt: string;
};

/** A mail as its recipient would read it, with the path of the platform link it holds. */
export type ReadMail = OutboxItem & {
  subject: string;
  html: string;
  text: string;
  /** Path (and query) of the first link back to the platform, e.g. `/newpassword/{token}`; null without one. */
  linkPath: string | null;
  /** The calendar invite the mail carries (.ics text and its METHOD); null on other mail. */
  calendar: { method: 'REQUEST' | 'CANCEL'; content: string } | null;
};

const pageSize = 100;
const tokens = new WeakMap<APIRequestContext, string>();

/** A bearer token of the demo administrator, signed in once per request context. */
export async function adminToken(api: APIRequestContext): Promise<string> {
  const known = tokens.get(api);
  if (known) return known;
  const response = await api.post('/api/auth/login', { data: demo.admin });
  expect(response.ok(), 'the demo administrator signs in').toBe(true);
  const token = (await response.json()).data.token as string;
  tokens.set(api, token);
  return token;
}

/** The newest mail of `template` to `email` in the outbox, read as an administrator; null when none. */
export async function latestMail(
  api: APIRequestContext,
  template: MailTemplateName,
  email: string,
): Promise<ReadMail | null> {
  let headers = { authorization: `Bearer ${await adminToken(api)}` };
  const recipient = email.toLowerCase();
  // Newest first: the first match is the latest. Other journeys fill the outbox too, so walk it.
  for (let page = 1; ; page += 1) {
    let response = await api.get(`/api/outbox?page=${page}&pageSize=${pageSize}`, { headers });
    if (response.status() === 401) {
      // The session idled out: a journey moved the server's clock (support/clock.ts).
      tokens.delete(api);
      headers = { authorization: `Bearer ${await adminToken(api)}` };
      response = await api.get(`/api/outbox?page=${page}&pageSize=${pageSize}`, { headers });
    }
    expect(response.ok(), 'the outbox is readable').toBe(true);
    const { items, total } = (await response.json()).data as { items: OutboxItem[]; total: number };
    const mail = items.find(
      (item) => item.template === template && item.recipient.toLowerCase() === recipient,
    );
    if (mail) return read(api, mail, headers);
    if (page * pageSize >= total || items.length === 0) return null;
  }
}

/**
 * The newest mail of `template` to `email` once it is another than `before` (the newest before the
 * call that causes it): a mail a job writes, such as the password reset link (ADR 0036), reaches
 * the outbox a moment after the call answered, so this waits for it.
 */
export async function nextMail(
  api: APIRequestContext,
  template: MailTemplateName,
  email: string,
  before: ReadMail | null,
): Promise<ReadMail> {
  let newest: ReadMail | null = null;
  await expect
    .poll(
      async () => {
        newest = await latestMail(api, template, email);
        return newest?.id ?? null;
      },
      { message: `a new ${template} mail to ${email}` },
    )
    .not.toBe(before?.id ?? null);
  return newest as unknown as ReadMail;
}

/** How many mails of `template` went to `email` (the outbox, walked as an administrator). */
export async function countMails(
  api: APIRequestContext,
  template: MailTemplateName,
  email: string,
): Promise<number> {
  const headers = { authorization: `Bearer ${await adminToken(api)}` };
  const recipient = email.toLowerCase();
  let count = 0;
  for (let page = 1; ; page += 1) {
    const response = await api.get(`/api/outbox?page=${page}&pageSize=${pageSize}`, { headers });
    expect(response.ok(), 'the outbox is readable').toBe(true);
    const { items, total } = (await response.json()).data as { items: OutboxItem[]; total: number };
    count += items.filter(
      (item) => item.template === template && item.recipient.toLowerCase() === recipient,
    ).length;
    if (page * pageSize >= total || items.length === 0) return count;
  }
}

async function read(
  api: APIRequestContext,
  mail: OutboxItem,
  headers: Record<string, string>,
): Promise<ReadMail> {
  const response = await api.get(`/api/outbox/${mail.id}`, { headers });
  expect(response.ok(), 'the mail renders').toBe(true);
  const preview = (await response.json()).data as Pick<ReadMail, 'subject' | 'html' | 'text' | 'calendar'>;
  return { ...mail, ...preview, linkPath: platformLinkPath(preview.html) };
}

/** The path of the first http(s) link in the mail: the platform's own address comes from its settings. */
function platformLinkPath(html: string): string | null {
  const href = html.match(/href="(https?:\/\/[^"]+)"/)?.[1];
  if (!href) return null;
  const url = new URL(href.replaceAll('&amp;', '&'));
  return `${url.pathname}${url.search}`;
}

/**
 * Follows the verification link of the newest `verifyEmail` mail to `email`, as its member would:
 * an account an administrator creates with a password signs in only after that (ADR 0033).
 */
export async function followVerificationMail(api: APIRequestContext, email: string): Promise<void> {
  const mail = await latestMail(api, 'verifyEmail', email);
  const token = mail?.linkPath?.split('/').pop();
  expect(token, `a verification mail reached ${email}`).toBeTruthy();
  const response = await api.post('/api/auth/verifyemail', { data: { token } });
  expect(response.ok(), `${email} is verified`).toBe(true);
}
