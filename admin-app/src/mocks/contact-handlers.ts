import {
  type ContactMessagePage,
  type ContactMessageSortKey,
  contactMessageListQuerySchema,
  markContactMessageInputSchema,
  parseSort,
} from '@coach/core/contracts';
import { demoAdmin } from '@coach/kit/mocks/fixtures.ts';
import { answer } from '@coach/kit/mocks/handlers.ts';
import { http } from 'msw';

// msw handlers for the contact inbox, answering like the server: search, read filter, order and
// pages over a small set of messages, and marking read. Each test starts from the same messages.

type Item = ContactMessagePage['items'][number];

const message = (index: number, overrides: Partial<Item>): Item => ({
  id: `6c1d2e3f-2222-4b2b-8b2b-${String(index).padStart(12, '0')}`,
  name: 'Zehra',
  surname: 'Çelik',
  email: 'zehra@example.com',
  message: 'Merhaba,\nkoçluk saatlerim hakkında bir sorum var.',
  language: 'tr',
  createdAt: `2026-03-0${index}T07:30:00.000Z`,
  readAt: null,
  ...overrides,
});

export const initialContactMessages: readonly Item[] = [
  message(3, {
    name: 'John',
    surname: 'Smith',
    email: 'john@example.com',
    language: 'en',
    message: 'Hello, can I coach in English?',
  }),
  message(2, {}),
  message(1, {
    name: 'Can',
    surname: 'Yıldız',
    email: 'can@example.com',
    message: 'Rozetler nasıl veriliyor?',
    readAt: '2026-03-01T09:00:00.000Z',
  }),
];

let messages: Item[] = [...initialContactMessages];

/** Back to the initial messages (call in beforeEach). */
export function resetContactMessages(): void {
  messages = [...initialContactMessages];
}

const sortValue = (item: Item, key: ContactMessageSortKey) =>
  key === 'createdAt'
    ? item.createdAt
    : key === 'name'
      ? `${item.name} ${item.surname}`.toLowerCase()
      : item.email;

function refused(request: Request): Response | null {
  const token = request.headers.get('authorization')?.replace(/^Bearer\s+/i, '');
  if (!token) return answer(request, 401, 'unauthorized');
  return token === demoAdmin.token ? null : answer(request, 403, 'forbidden');
}

export const contactHandlers = [
  http.get('*/api/contactmessages', ({ request }) => {
    const denied = refused(request);
    if (denied) return denied;
    const query = contactMessageListQuerySchema.parse(Object.fromEntries(new URL(request.url).searchParams));
    const { key, descending } = parseSort<ContactMessageSortKey>(query.sort);
    const search = query.search.toLocaleLowerCase('tr');
    const matching = messages
      .filter((item) => query.read === 'all' || (query.read === 'unread') === (item.readAt === null))
      .filter((item) =>
        [item.name, item.surname, item.email, item.message].some((text) =>
          text.toLocaleLowerCase('tr').includes(search),
        ),
      )
      .sort((a, b) => (sortValue(a, key) < sortValue(b, key) ? -1 : 1) * (descending ? -1 : 1));
    const start = (query.page - 1) * query.pageSize;
    return answer(request, 200, 'done', {
      items: matching.slice(start, start + query.pageSize),
      total: matching.length,
      page: query.page,
      pageSize: query.pageSize,
    } satisfies ContactMessagePage);
  }),
  http.put('*/api/contactmessages/:id/read', async ({ request, params }) => {
    const denied = refused(request);
    if (denied) return denied;
    const input = markContactMessageInputSchema.parse({
      id: params.id,
      ...((await request.json()) as object),
    });
    const found = messages.find((item) => item.id === input.id);
    if (!found) return answer(request, 404, 'recordNotFound');
    const updated: Item = {
      ...found,
      readAt: input.read ? (found.readAt ?? '2026-03-04T10:00:00.000Z') : null,
    };
    messages = messages.map((item) => (item.id === found.id ? updated : item));
    return answer(request, 200, 'recordUpdated', updated);
  }),
];
