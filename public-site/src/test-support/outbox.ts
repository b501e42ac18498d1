import { realServer } from '@coach/kit/test/real-server.ts';

// The mail the real server queued, read as an administrator reads the outbox (listOutbox and
// getOutboxMail, the same use cases as the admin app's outbox page): a test follows the link a
// page's action mailed, as its recipient would. It could move to the kit's test helpers.

/** The mails queued for `recipient`, newest first (template and language, no content). */
export async function mailsTo(recipient: string) {
  const api = await realServer();
  const { items } = await api.run(
    'listOutbox',
    { search: recipient, page: 1, pageSize: 50 },
    { as: 'admin' },
  );
  return items.filter((mail) => mail.recipient.toLowerCase() === recipient.toLowerCase());
}

/** The newest mail to `recipient`, rendered as it arrives (subject, HTML, text). */
export async function latestMailTo(recipient: string) {
  const [latest] = await mailsTo(recipient);
  if (!latest) throw new Error(`no mail was queued for ${recipient}`);
  const api = await realServer();
  return api.run('getOutboxMail', { id: latest.id }, { as: 'admin' });
}

/**
 * The token of the single-use link in the newest mail to `recipient`, which leads to `/<page>/<token>`
 * (e.g. `newpassword`). The test world's mail renderer writes a mail as its template's data, so the
 * token is read there; a rendered mail's link would do as well.
 */
export async function linkTokenMailedTo(recipient: string, page: string): Promise<string> {
  const { text } = await latestMailTo(recipient);
  const token = new RegExp(`/${page}/([^/?#\\s"]+)`).exec(text)?.[1] ?? /"token":"([^"]+)"/.exec(text)?.[1];
  if (!token) throw new Error(`the newest mail to ${recipient} has no link to /${page}/:\n${text}`);
  return decodeURIComponent(token);
}
