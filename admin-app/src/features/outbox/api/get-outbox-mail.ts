import { api, unwrap, useQuery } from '@coach/kit/query';
import { outboxKeys } from './get-outbox.ts';

export function getOutboxMail(id: string) {
  return unwrap(api.api.outbox[':id'].$get({ param: { id } }));
}

/** `GET /api/outbox/{id}`: the mail rendered now, as its recipient gets it; asked only when shown. */
export function useOutboxMail(id: string | null) {
  return useQuery({
    queryKey: outboxKeys.mail(id ?? ''),
    queryFn: () => getOutboxMail(id ?? ''),
    enabled: id !== null,
  });
}
