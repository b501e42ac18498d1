import type { Language } from '../../contracts/language.ts';

/** A message sent through the public contact form. */
export interface ContactMessage {
  readonly id: string;
  readonly name: string;
  readonly surname: string;
  /** Stored lower-case, as the sender can be answered at it. */
  readonly email: string;
  readonly message: string;
  /** The language of the page it was sent from. */
  readonly language: Language;
  /** Where it came from; kept for abuse handling, never shown in the list. */
  readonly clientAddress: string | null;
  readonly createdAt: Date;
  /** When an administrator marked it read; null while unread. */
  readonly readAt: Date | null;
}

export type NewContactMessage = Omit<ContactMessage, 'id' | 'readAt'>;
