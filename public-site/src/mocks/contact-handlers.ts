import {
  contactFormInputSchema,
  fieldIssuesOf,
  type Language,
  translateValidationMessage,
} from '@coach/core/contracts';
import { answer } from '@coach/kit/mocks/handlers.ts';
import { http } from 'msw';

// msw handlers for the contact form, answering like the server: 4034 with translated field
// messages for what the schema refuses, and 429 / 4040 after three messages from one address.

const messagesPerEmail = 3;
const retryAfterSeconds = 2400;

const languageOf = (request: Request): Language =>
  request.headers.get('accept-language')?.toLowerCase().startsWith('en') ? 'en' : 'tr';

/** What the handler received, for assertions; `resetContactMocks` starts a test afresh. */
export const contactMockLog = { messages: [] as unknown[] };

export function resetContactMocks(): void {
  contactMockLog.messages = [];
}

export const contactHandlers = [
  http.post('*/api/contactform', async ({ request }) => {
    const body = await request.json();
    const parsed = contactFormInputSchema.safeParse(body);
    if (!parsed.success) {
      const language = languageOf(request);
      const fields = Object.fromEntries(
        Object.entries(fieldIssuesOf(parsed.error)).map(([path, issue]) => [
          path,
          translateValidationMessage(issue.key, language, issue.params),
        ]),
      );
      return answer(request, 400, 'validationFailed', { fields });
    }
    const sameSender = contactMockLog.messages.filter(
      (message) => (message as { email: string }).email.toLowerCase() === parsed.data.email.toLowerCase(),
    );
    if (sameSender.length >= messagesPerEmail)
      return answer(request, 429, 'tooManyRequests', { retryAfterSeconds });
    contactMockLog.messages.push(body);
    return answer(request, 200, 'done');
  }),
];
