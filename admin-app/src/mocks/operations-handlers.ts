import { outboxQuerySchema, type Permission } from '@coach/core/contracts';
import { demoAccounts } from '@coach/kit/mocks/fixtures.ts';
import { HttpResponse, http } from 'msw';
import { jobList, outboxMails, outboxPageOf, previewOf } from './operations-fixtures.ts';

// msw handlers for the outbox and jobs pages, answering like the server (envelope, codes, 401/403),
// for component tests and `npm run dev` of this app. Kept here rather than in the kit's shared
// handlers: only this app calls these endpoints.

const english = (request: Request) => request.headers.get('accept-language')?.toLowerCase().startsWith('en');

function answer(request: Request, status: number, code: number, data: unknown, texts: [string, string]) {
  return HttpResponse.json({ code, message: english(request) ? texts[1] : texts[0], data }, { status });
}

const done = (request: Request, data: unknown, status = 200, code = 2004) =>
  answer(request, status, code, data, ['İşlem başarılı.', 'Transaction successful.']);

/** 401 or 403 like the server, or null when the caller holds `permission`. */
function refused(request: Request, permission: Permission): Response | null {
  const token = request.headers.get('authorization')?.replace(/^Bearer\s+/i, '');
  const account = demoAccounts.find((candidate) => candidate.token === token);
  if (!account) return answer(request, 401, 4001, null, ['Yetkilendirme hatası.', 'Authorization error.']);
  if (account.user.permissions.includes(permission)) return null;
  return answer(request, 403, 4033, null, ['Bu işlem için yetkiniz yok.', 'You are not allowed to do this.']);
}

export const operationsHandlers = [
  http.get('*/api/outbox', ({ request }) => {
    const query = outboxQuerySchema.parse(Object.fromEntries(new URL(request.url).searchParams));
    return (
      refused(request, 'operations.read') ??
      done(request, outboxPageOf(query.page, query.pageSize, query.search))
    );
  }),
  http.post('*/api/outbox/test', async ({ request }) => {
    const denied = refused(request, 'operations.read');
    if (denied) return denied;
    const { language } = (await request.json()) as { language: 'tr' | 'en' };
    const queued = { ...outboxMails[0], language, status: 'pending', attempts: 0 } as const;
    return answer(request, 201, 2001, queued, ['Kayıt eklendi.', 'Record added.']);
  }),
  http.get('*/api/outbox/:id', ({ request, params }) => {
    const denied = refused(request, 'operations.read');
    if (denied) return denied;
    const found = outboxMails.find((item) => item.id === params.id);
    if (!found) return answer(request, 404, 4002, null, ['Kayıt bulunamadı.', 'Record not found.']);
    return done(request, previewOf(found));
  }),
  http.get('*/api/jobs', ({ request }) => refused(request, 'operations.read') ?? done(request, jobList)),
  http.post('*/api/jobs/:name/run', ({ request, params }) => {
    const denied = refused(request, 'operations.run');
    if (denied) return denied;
    if (!jobList.jobs.some((job) => job.name === params.name)) {
      return answer(request, 404, 4002, null, ['Kayıt bulunamadı.', 'Record not found.']);
    }
    const startedAt = new Date().toISOString();
    return done(request, {
      id: '7b0c1d2e-0000-4000-8000-000000000042',
      trigger: 'manual',
      instance: 'mock:1',
      startedAt,
      finishedAt: startedAt,
      outcome: 'succeeded',
      counts: { deleted: 2 },
      error: null,
    });
  }),
];
