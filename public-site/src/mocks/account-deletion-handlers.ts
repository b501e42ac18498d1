import { answer } from '@coach/kit/mocks/handlers.ts';
import { http } from 'msw';

// msw handler for the account-deletion link, answering like the server (docs/runtime-contract.md):
// a known link deletes once (2003), any other, or the same again, is refused with 4084.

/** Links the mock server knows; any other token is refused like an unknown one. */
export const mockDeletionTokens = { valid: 'valid-deletion-token' } as const;

export function accountDeletionHandlers() {
  const used = new Set<string>();
  return [
    http.post('*/api/accounts/confirmdeletion', async ({ request }) => {
      const { token } = (await request.json()) as { token: string };
      if (token !== mockDeletionTokens.valid || used.has(token)) {
        return answer(request, 400, 'deletionLinkInvalid');
      }
      used.add(token);
      return answer(request, 200, 'recordDeleted');
    }),
  ];
}
