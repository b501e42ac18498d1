import { api, keepPreviousData, unwrap, useQuery } from '@coach/kit/query';

export const outboxPageSize = 20;

export const outboxKeys = {
  all: ['outbox'] as const,
  page: (page: number) => ['outbox', 'page', page] as const,
  mail: (id: string) => ['outbox', 'mail', id] as const,
};

export function getOutboxPage(page: number) {
  return unwrap(api.api.outbox.$get({ query: { page: String(page), pageSize: String(outboxPageSize) } }));
}

export type OutboxPageData = Awaited<ReturnType<typeof getOutboxPage>>;
export type OutboxItem = OutboxPageData['items'][number];

/** `GET /api/outbox`: one page, newest first; the previous page stays shown while the next loads. */
export function useOutboxPage(page: number) {
  return useQuery({
    queryKey: outboxKeys.page(page),
    queryFn: () => getOutboxPage(page),
    placeholderData: keepPreviousData,
  });
}
