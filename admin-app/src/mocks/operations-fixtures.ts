import type { JobList, OutboxPage, OutboxPreview } from '@coach/core/contracts';

// The outbox and the jobs as the server answers them, checked against the contract types with
// `satisfies`: a field the server adds, drops or retypes fails the type check here.

const mail = (index: number, status: 'pending' | 'sent' | 'failed', language: 'tr' | 'en' = 'tr') =>
  ({
    id: `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`,
    template: 'test',
    recipient: index === 1 ? 'admin@example.com' : `member${index}@example.com`,
    language,
    status,
    attempts: status === 'failed' ? 6 : status === 'sent' ? 1 : 0,
    nextAttemptAt: '2026-03-02T07:30:00.000Z',
    lastError: status === 'failed' ? 'Error: 451 Mailbox busy, try again later' : null,
    createdAt: `2026-03-02T07:${String(30 - index).padStart(2, '0')}:00.000Z`,
    sentAt: status === 'sent' ? '2026-03-02T07:31:00.000Z' : null,
  }) satisfies OutboxPage['items'][number];

/** 23 mails: page 1 holds 20 of them, page 2 the other 3. */
export const outboxMails = Array.from({ length: 23 }, (_, index) =>
  mail(index + 1, index === 1 ? 'failed' : index === 0 ? 'pending' : 'sent', index === 2 ? 'en' : 'tr'),
);

/** A page of the mails whose recipient or template holds every word of `search` (case aside). */
export const outboxPageOf = (page: number, pageSize: number, search = '') => {
  const words = search.toLowerCase().split(/\s+/).filter(Boolean);
  const matching = outboxMails.filter((mail) =>
    words.every((word) => `${mail.recipient} ${mail.template}`.toLowerCase().includes(word)),
  );
  return {
    items: matching.slice((page - 1) * pageSize, page * pageSize),
    page,
    pageSize,
    total: matching.length,
  } satisfies OutboxPage;
};

export const previewOf = (item: OutboxPage['items'][number]) =>
  ({
    ...item,
    subject:
      item.language === 'en' ? 'Test mail from Coaching Hours' : "Koçluk Saatleri'nden deneme e-postası",
    html: '<!doctype html><html><body><p>Merhaba Zeynep Yılmaz,</p><script>parent.hacked = true</script></body></html>',
    text: 'Merhaba Zeynep Yılmaz,\n\nBu, istediğiniz deneme e-postasıdır.',
  }) satisfies OutboxPreview;

export const jobList = {
  jobs: [
    {
      name: 'mail.deliver',
      description: 'Sends the mail that is due from the outbox (with retries)',
      schedule: '*/10 * * * * *',
      timezone: 'Europe/Istanbul',
      enabled: true,
      nextRunAt: '2026-03-02T07:30:10.000Z',
      runs: [
        {
          id: 'r2',
          trigger: 'schedule',
          instance: 'web-1:4711',
          startedAt: '2026-03-02T07:30:00.000Z',
          finishedAt: '2026-03-02T07:30:01.200Z',
          outcome: 'succeeded',
          counts: { sent: 3, retried: 1, failed: 0 },
          error: null,
        },
        {
          id: 'r1',
          trigger: 'manual',
          instance: 'web-2:815',
          startedAt: '2026-03-02T07:29:50.000Z',
          finishedAt: '2026-03-02T07:29:50.400Z',
          outcome: 'failed',
          counts: {},
          error: 'Error: connect ECONNREFUSED 127.0.0.1:25',
        },
      ],
    },
    {
      name: 'sessions.purge',
      description: 'Deletes sessions that ended (expired or signed out) more than a day ago',
      schedule: '15 * * * *',
      timezone: 'Europe/Istanbul',
      enabled: false,
      nextRunAt: null,
      runs: [],
    },
  ],
} satisfies JobList;
