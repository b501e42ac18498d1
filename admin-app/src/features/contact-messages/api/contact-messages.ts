import {
  type ContactMessagePage,
  type ContactMessageSortKey,
  contactMessageReadFilters,
  contactMessageSortKeys,
} from '@coach/core/contracts';
import { api, keepPreviousData, unwrap, useMutation, useQuery, useQueryClient } from '@coach/kit/query';

export type ContactMessageItem = ContactMessagePage['items'][number];
export type ReadFilter = (typeof contactMessageReadFilters)[number];

export const contactMessageKeys = {
  all: ['contact-messages'] as const,
  page: (query: Record<string, string>) => ['contact-messages', 'page', query] as const,
};

type ListQuery = { page: string; pageSize: string; search: string; sort: string };
type Sort = `${'' | '-'}${ContactMessageSortKey}`;

const sorts = new Set<string>(contactMessageSortKeys.flatMap((key) => [key, `-${key}`]));

/** A sort from the address the server takes, or the default (a hand-edited address stays usable). */
export function contactSortOf(sort: string): Sort {
  return sorts.has(sort) ? (sort as Sort) : '-createdAt';
}

export function readFilterOf(value: string | null): ReadFilter {
  return contactMessageReadFilters.find((filter) => filter === value) ?? 'all';
}

/** `GET /api/contactmessages`: a page, searched and sorted, of all, unread or read messages. */
export function useContactMessages(query: ListQuery, read: ReadFilter) {
  const full = { ...query, sort: contactSortOf(query.sort), read };
  return useQuery({
    queryKey: contactMessageKeys.page(full),
    queryFn: () => unwrap(api.api.contactmessages.$get({ query: full })),
    placeholderData: keepPreviousData,
  });
}

/** `PUT /api/contactmessages/{id}/read`: read, or unread again. */
export function useMarkContactMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, read }: { id: string; read: boolean }) =>
      unwrap(api.api.contactmessages[':id'].read.$put({ param: { id }, json: { read } })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: contactMessageKeys.all }),
  });
}
