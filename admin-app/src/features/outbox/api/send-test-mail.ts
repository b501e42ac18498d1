import { api, type Lang, unwrap } from '@coach/kit';
import { useMutation, useQueryClient } from '@tanstack/react-query';
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
