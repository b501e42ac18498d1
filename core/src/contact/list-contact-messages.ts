import { parseSort } from '../contracts/common.ts';
import {
  type ContactMessageSortKey,
  type ContactMessageView,
  contactMessageListQuerySchema,
  contactMessagePageSchema,
} from '../contracts/contact.ts';
import { defineUseCase } from '../shared/use-case.ts';
import type { ContactMessage } from './domain/contact-message.ts';

/** A message as administrators see it; the sender's network address stays out. */
export function contactMessageView(message: ContactMessage): ContactMessageView {
  return {
    id: message.id,
    name: message.name,
    surname: message.surname,
    email: message.email,
    message: message.message,
    language: message.language,
    createdAt: message.createdAt.toISOString(),
    readAt: message.readAt?.toISOString() ?? null,
  };
}

export const listContactMessages = defineUseCase({
  name: 'contact.list',
  summary: 'Messages sent through the contact form, searchable, a page at a time',
  access: 'contact.read',
  input: contactMessageListQuerySchema,
  output: contactMessagePageSchema,
  errors: [],
  async run({ ctx, input }) {
    const { items, total } = await ctx.repositories.contactMessages.search({
      search: input.search,
      read: input.read,
      sort: parseSort<ContactMessageSortKey>(input.sort),
      offset: (input.page - 1) * input.pageSize,
      limit: input.pageSize,
    });
    return { items: items.map(contactMessageView), total, page: input.page, pageSize: input.pageSize };
  },
});
