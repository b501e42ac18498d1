import { z } from 'zod';
import { optionalMailKinds } from '../mail/mail-choices.ts';
import { accountRoleTypeSchema, accountStatusSchema } from './account-value-schemas.ts';
import { localDateSchema } from './coaching.ts';
import { isoDateTimeSchema } from './common.ts';
import { requiredOr, requiredText } from './fields.ts';
import { languageSchema } from './language.ts';

/**
 * Mail to a group (issue 31, ADR 0049): a programme mail written in Turkish and English, sent
 * through the outbox to the accounts a filter finds or to a selection of them; members who turned
 * programme news off are skipped.
 */

/** The package level of a membership: a coach-level package, or any other (coachee) one. */
export const membershipLevels = ['coach', 'coachee'] as const;
export type MembershipLevel = (typeof membershipLevels)[number];

/**
 * A group of accounts: the accounts list's filter (`search`, `role`, `status`, `locked`, the same
 * words as `accountListQuerySchema`) with the membership's package level and the day range its end falls
 * in (Istanbul's days, both included) — "every coach whose membership ends this month".
 */
export const accountFilterSchema = z
  .object({
    search: z.string().trim().max(100, { error: 'tooLong' }).default(''),
    role: accountRoleTypeSchema.optional(),
    status: accountStatusSchema.optional(),
    /** The administrator's lock, as the accounts list's "Lock state" filter (true: locked only). */
    locked: z.boolean({ error: 'invalidValue' }).optional(),
    level: z.enum(membershipLevels, { error: 'invalidValue' }).optional(),
    membershipEndsFrom: localDateSchema.optional(),
    membershipEndsTo: localDateSchema.optional(),
  })
  .refine(
    (filter) =>
      !filter.membershipEndsFrom ||
      !filter.membershipEndsTo ||
      filter.membershipEndsFrom <= filter.membershipEndsTo,
    { error: 'invalidValue', path: ['membershipEndsTo'] },
  )
  .meta({ id: 'AccountFilter' });
export type AccountFilter = z.output<typeof accountFilterSchema>;
export type AccountFilterInput = z.input<typeof accountFilterSchema>;

/** The filter as the back office's form holds it: every field text, empty for "any". */
export const accountFilterFormSchema = z.object({
  search: z.string().max(100, { error: 'tooLong' }),
  role: z.union([accountRoleTypeSchema, z.literal('')], { error: 'invalidValue' }),
  status: z.union([accountStatusSchema, z.literal('')], { error: 'invalidValue' }),
  /** The "Lock state" select: `'true'` locked only, `'false'` not locked, empty for either. */
  locked: z.enum(['true', 'false', ''], { error: 'invalidValue' }),
  level: z.union([z.enum(membershipLevels), z.literal('')], { error: 'invalidValue' }),
  membershipEndsFrom: z.union([localDateSchema, z.literal('')]),
  membershipEndsTo: z.union([localDateSchema, z.literal('')]),
});
export type AccountFilterFormValues = z.input<typeof accountFilterFormSchema>;

/** At most this many accounts in an explicit selection (larger groups are a filter). */
export const maxSelectedAccounts = 1000;

/** Who gets the mail: the accounts a filter finds, or a selection of account ids. */
export const audienceSchema = z
  .discriminatedUnion(
    'kind',
    [
      z.object({
        kind: z.literal('filter'),
        filter: accountFilterSchema,
        /** The saved filter it came from, when one was chosen (for the history). */
        savedFilterId: z.uuid({ error: 'invalidValue' }).nullable().default(null),
      }),
      z.object({
        kind: z.literal('selection'),
        accountIds: z
          .array(z.uuid({ error: 'invalidValue' }))
          .min(1, { error: 'required' })
          .max(maxSelectedAccounts, { error: 'tooLong' }),
      }),
    ],
    { error: 'invalidValue' },
  )
  .meta({ id: 'GroupMailAudience' });
export type Audience = z.output<typeof audienceSchema>;
export type AudienceInput = z.input<typeof audienceSchema>;

const subjectSchema = requiredText(200);
/** Plain text: paragraphs apart by an empty line; addresses starting with https:// become links. */
const bodySchema = z
  .string({ error: requiredOr('invalidType') })
  .trim()
  .min(1, { error: 'required' })
  .max(20_000, { error: 'tooLong' });

/** The mail in both languages: each member gets the one of their language. */
export const groupMailContentSchema = z
  .object({ subjectTr: subjectSchema, bodyTr: bodySchema, subjectEn: subjectSchema, bodyEn: bodySchema })
  .meta({ id: 'GroupMailContent' });
export type GroupMailContent = z.output<typeof groupMailContentSchema>;

/** One language's mail, rendered by the renderer that sends it. */
export const renderedMailSchema = z.object({ subject: z.string(), html: z.string(), text: z.string() });

/** `POST mail/groupmails/preview`: both versions as a member would get them. */
export const groupMailPreviewSchema = z
  .object({ tr: renderedMailSchema, en: renderedMailSchema })
  .meta({ id: 'GroupMailPreview' });

/** `POST mail/groupmails/count`: how many the audience has, and who among them would get it. */
export const audienceCountSchema = z
  .object({
    /** Accounts the filter or selection finds. */
    matching: z.int(),
    /** Of those, members who turned programme news off: skipped. */
    optedOut: z.int(),
    /** Those who get the mail. */
    recipients: z.int(),
  })
  .meta({ id: 'GroupMailAudienceCount' });
export type AudienceCount = z.infer<typeof audienceCountSchema>;

export const sendGroupMailInputSchema = groupMailContentSchema
  .extend({ audience: audienceSchema })
  .meta({ id: 'SendGroupMailInput' });
export type SendGroupMailInput = z.input<typeof sendGroupMailInputSchema>;

export const groupMailStatuses = ['queued', 'running', 'done', 'failed'] as const;
export type GroupMailStatus = (typeof groupMailStatuses)[number];

/** A mail to a group as the history shows it: what, to whom, by whom, how far. */
export const groupMailViewSchema = z
  .object({
    id: z.string(),
    subjectTr: z.string(),
    subjectEn: z.string(),
    audience: audienceSchema,
    status: z.enum(groupMailStatuses),
    /** The recipients counted when it was sent (opted-out members left out). */
    recipientsTotal: z.int(),
    /** Mails queued in the outbox so far. */
    queued: z.int(),
    /** Members skipped so far because they turned programme news off. */
    skipped: z.int(),
    /** Whole percent of the audience gone through. */
    progress: z.int(),
    sentBy: z.string().nullable(),
    createdAt: isoDateTimeSchema,
    finishedAt: isoDateTimeSchema.nullable(),
  })
  .meta({ id: 'GroupMailView' });
export type GroupMailView = z.infer<typeof groupMailViewSchema>;

export const groupMailDetailSchema = groupMailViewSchema
  .extend({ bodyTr: z.string(), bodyEn: z.string() })
  .meta({ id: 'GroupMailDetail' });

export const groupMailListSchema = z
  .object({ items: z.array(groupMailViewSchema) })
  .meta({ id: 'GroupMailList' });

export const groupMailIdSchema = z.object({ id: z.uuid({ error: 'invalidValue' }) });

/** A filter kept under a name, to send to the same group again. */
export const savedFilterSchema = z
  .object({ id: z.string(), name: z.string(), filter: accountFilterSchema, createdAt: isoDateTimeSchema })
  .meta({ id: 'SavedAccountFilter' });
export type SavedFilter = z.infer<typeof savedFilterSchema>;
export const savedFilterListSchema = z
  .object({ items: z.array(savedFilterSchema) })
  .meta({ id: 'SavedAccountFilters' });
export const saveFilterInputSchema = z
  .object({ name: requiredText(100), filter: accountFilterSchema })
  .meta({ id: 'SaveAccountFilterInput' });

/**
 * A member's choice of mail: programme news on or off, and the kinds of mail they switched off
 * (ADR 0055: only those of `optionalMailKinds`; essential mail always comes).
 */
export const mailPreferencesSchema = z
  .object({
    programmeNews: z.boolean({ error: requiredOr('invalidType') }),
    switchedOff: z.array(z.enum(optionalMailKinds, { error: 'invalidValue' })),
  })
  .meta({ id: 'MailPreferences' });

/** The change of a member's choice of mail: without `switchedOff`, the kinds switched off stay as they are. */
export const changeMailPreferencesSchema = z
  .object({
    programmeNews: z.boolean({ error: requiredOr('invalidType') }),
    switchedOff: z
      .array(z.enum(optionalMailKinds, { error: 'invalidValue' }))
      .max(optionalMailKinds.length)
      .optional(),
  })
  .meta({ id: 'ChangeMailPreferences' });

/** The token of an unsubscribe link: `<account id>.<the member's unsubscribe key>`. */
export const unsubscribeTokenSchema = z.object({
  token: z
    .string({ error: requiredOr('invalidType') })
    .min(1, { error: 'required' })
    .max(200, { error: 'tooLong' }),
});

/** What the unsubscribe page shows before and after: whose news, and whether they still come. */
export const unsubscribeStateSchema = z
  .object({
    /** The address with its middle hidden: the reader sees whose link it is, a stranger learns little. */
    maskedEmail: z.string(),
    programmeNews: z.boolean(),
    language: languageSchema,
  })
  .meta({ id: 'UnsubscribeState' });
