import { z } from 'zod';
import { isoDateTimeSchema, listQuerySchema, pageSchema } from './common.ts';
import { emailSchema, requiredOr, requiredText } from './fields.ts';
import { languageSchema } from './language.ts';

/** The length a contact message must have: a sentence at least, a long letter at most. */
export const contactMessageLength = { minimum: 10, maximum: 5000 } as const;

/**
 * The public contact form (`POST /contactform`), validated with this schema in the page and on the
 * server. `website` is a honeypot: hidden from people, filled only by form-filling robots.
 */
export const contactFormInputSchema = z
  .object({
    name: requiredText(100),
    surname: requiredText(100),
    email: emailSchema,
    message: z
      .string({ error: requiredOr('invalidType') })
      .trim()
      .min(1, { error: 'required', abort: true })
      .min(contactMessageLength.minimum, { error: 'tooShort' })
      .max(contactMessageLength.maximum, { error: 'tooLong' }),
    /** The language of the page it was sent from; administrators see it. */
    language: languageSchema.default('tr'),
    /** Left empty by people (the field is hidden); a robot that fills it is thanked and ignored. */
    website: z.string().max(500, { error: 'tooLong' }).default(''),
  })
  .meta({ id: 'ContactFormInput' });

export type ContactFormInput = z.input<typeof contactFormInputSchema>;

export const contactMessageReadFilters = ['all', 'unread', 'read'] as const;

export const contactMessageSortKeys = ['createdAt', 'name', 'email'] as const;
export type ContactMessageSortKey = (typeof contactMessageSortKeys)[number];

/** `GET /contactmessages`: newest first by default, searchable by name, e-mail and text. */
export const contactMessageListQuerySchema = listQuerySchema<ContactMessageSortKey>(
  contactMessageSortKeys,
  '-createdAt',
).extend({ read: z.enum(contactMessageReadFilters).default('all') });

export type ContactMessageListQuery = z.input<typeof contactMessageListQuerySchema>;

export const contactMessageSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    surname: z.string(),
    email: z.string(),
    message: z.string(),
    language: languageSchema,
    createdAt: isoDateTimeSchema,
    /** When an administrator marked it read; null while unread. */
    readAt: isoDateTimeSchema.nullable(),
  })
  .meta({ id: 'ContactMessage' });

export type ContactMessageView = z.infer<typeof contactMessageSchema>;

export const contactMessagePageSchema = pageSchema(contactMessageSchema).meta({ id: 'ContactMessagePage' });
export type ContactMessagePage = z.infer<typeof contactMessagePageSchema>;

/** `PUT /contactmessages/{id}/read`: marks a message read, or unread again. */
export const markContactMessageInputSchema = z.object({
  id: z.uuid({ error: 'invalidValue' }),
  read: z.boolean({ error: 'invalidType' }),
});
