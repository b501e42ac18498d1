import { api, keepPreviousData, unwrap, useQuery } from '@coach/kit/query';

export const outboxPageSize = 20;

export const outboxKeys = {
  all: ['outbox'] as const,
  page: (page: number, search: string) => ['outbox', 'page', page, search] as const,
  mail: (id: string) => ['outbox', 'mail', id] as const,
};

export function getOutboxPage(page: number, search = '') {
  return unwrap(
    api.api.outbox.$get({ query: { page: String(page), pageSize: String(outboxPageSize), search } }),
  );
}

export type OutboxPageData = Awaited<ReturnType<typeof getOutboxPage>>;
export type OutboxItem = OutboxPageData['items'][number];

/**
 * `GET /api/outbox`: one page, newest first, of the mails whose recipient or template holds every
 * word of `search`; the previous page stays shown while the next loads.
 */
export function useOutboxPage(page: number, search = '') {
  return useQuery({
    queryKey: outboxKeys.page(page, search),
    queryFn: () => getOutboxPage(page, search),
    placeholderData: keepPreviousData,
  });
}
