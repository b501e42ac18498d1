import type { contactFormInputSchema } from '@coach/core/contracts';
import { api, unwrap, useMutation } from '@coach/kit/query';
import type { z } from 'zod';

export type ContactMessage = z.output<typeof contactFormInputSchema>;

/**
 * `POST /api/contactform`: stored for the administrators and mailed to them. Limited per e-mail
 * address and per network address (4040 says how long to wait).
 */
export function useSendContactMessage() {
  return useMutation({
    mutationFn: (input: ContactMessage) => unwrap(api.api.contactform.$post({ json: input })),
  });
}
