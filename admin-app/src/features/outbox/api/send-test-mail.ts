import type { Lang } from '@coach/kit';
import { api, unwrap, useMutation, useQueryClient } from '@coach/kit/query';
import { outboxKeys } from './get-outbox.ts';

export function sendTestMail(language: Lang) {
  return unwrap(api.api.outbox.test.$post({ json: { language } }));
}

/** `POST /api/outbox/test`: queues a test mail to the signed-in administrator, in `language`. */
export function useSendTestMail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendTestMail,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: outboxKeys.all }),
  });
}
