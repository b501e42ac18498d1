import type { ContactMessage, NewContactMessage } from '../contact/domain/contact-message.ts';
import type { ContactMessageSortKey } from '../contracts/contact.ts';

export interface ContactMessageQuery {
  /**
   * Words that must each appear in the name, surname, e-mail or message, ignoring case and Turkish
   * letters (ş/s, ı/i, …); empty matches all.
   */
  readonly search: string;
  readonly read: 'all' | 'unread' | 'read';
  readonly sort: { readonly key: ContactMessageSortKey; readonly descending: boolean };
  readonly offset: number;
  readonly limit: number;
}

export interface ContactMessageReads {
  /** One page of matching messages, with the number of matches in all; ties by creation, then id, in the sort's direction. */
  search(query: ContactMessageQuery): Promise<{ items: ContactMessage[]; total: number }>;
  findById(id: string): Promise<ContactMessage | null>;
}

export interface ContactMessageRepository extends ContactMessageReads {
  insert(message: NewContactMessage): Promise<ContactMessage>;
  /** Sets or clears the read time; false when no message has this id. */
  setReadAt(id: string, readAt: Date | null): Promise<boolean>;
}
