import { z } from 'zod';
import { localDateSchema } from './coaching.ts';
import { isoDateTimeSchema, listQuerySchema, pageSchema } from './common.ts';
import { startExportInputSchema } from './exports.ts';
import { requiredOr, requiredText } from './fields.ts';
import { languageSchema } from './language.ts';
import { checkoutStatuses, paymentProviders } from './payments.ts';

/** card: paid by card; manual: paid outside the card flow, recorded by hand; granted: given free (a bulk extension, ADR 0052). */
export const orderMethods = ['card', 'manual', 'granted'] as const;
export const orderMethodSchema = z.enum(orderMethods);
export type OrderMethod = (typeof orderMethods)[number];

/** One bought or granted membership period, as the member and the back office see it. */
export const orderSchema = z
  .object({
    orderId: z.uuid(),
    /** The number people quote ("order no. 100042"). */
    orderNumber: z.int(),
    membershipPackageId: z.uuid(),
    packageCode: z.string(),
    packageNameTr: z.string(),
    packageNameEn: z.string(),
    periodMonths: z.int(),
    priceUsd: z.string(),
    currency: z.string(),
    method: orderMethodSchema,
    /** Only for orders granted by hand: why (a bank transfer, a scholarship). */
    note: z.string().nullable(),
    grantedByName: z.string().nullable(),
    /** The membership period the order added. */
    startsAt: isoDateTimeSchema,
    endsAt: isoDateTimeSchema,
    createdAt: isoDateTimeSchema,
  })
  .meta({ id: 'Order' });
export type OrderView = z.infer<typeof orderSchema>;

export const orderHistorySchema = z.array(orderSchema).meta({ id: 'OrderHistory' });

/**
 * `GET /api/orders`: the back office's orders, newest first unless told; the search finds the
 * buyer's name or e-mail (Turkish letters folded) or the order's number; the days are Istanbul's,
 * both included.
 */
const orderFilterFields = {
  from: localDateSchema.optional(),
  to: localDateSchema.optional(),
  membershipPackageId: z.uuid({ error: 'invalidValue' }).optional(),
  method: z.enum(orderMethods, { error: 'invalidValue' }).optional(),
  provider: z.enum(paymentProviders, { error: 'invalidValue' }).optional(),
};
const daysInOrder = (query: { from?: string | undefined; to?: string | undefined }) =>
  !query.from || !query.to || query.from <= query.to;

export const orderListQuerySchema = listQuerySchema<'createdAt'>(['createdAt'], '-createdAt')
  .extend(orderFilterFields)
  .refine(daysInOrder, { error: 'invalidValue', path: ['to'] });
export type OrderListQueryInput = z.input<typeof orderListQuerySchema>;

/** The list's filters and search alone: what an export of the orders applies (newest first). */
const orderFilterObject = z.object({
  search: z.string().trim().max(100, { error: 'tooLong' }).default(''),
  ...orderFilterFields,
});
export const orderFilterSchema = orderFilterObject.refine(daysInOrder, {
  error: 'invalidValue',
  path: ['to'],
});
export type OrderFilterInput = z.input<typeof orderFilterSchema>;
export type OrderFilter = z.output<typeof orderFilterSchema>;

/** `POST /api/orders/exports`: the orders the list's filters find, as a file. */
export const startOrderExportInputSchema = startExportInputSchema
  .extend(orderFilterObject.shape)
  .refine(daysInOrder, { error: 'invalidValue', path: ['to'] })
  .meta({ id: 'StartOrderExportInput' });

/** One order in the back office's list: the order, who bought it, and how it was paid. */
export const orderListItemSchema = orderSchema
  .extend({
    /** Null once the buyer's account is deleted (the order is a record of money and stays). */
    accountId: z.uuid().nullable(),
    buyerName: z.string(),
    buyerEmail: z.string(),
    /** The payment provider of a card order; null for one granted by hand. */
    provider: z.enum(paymentProviders).nullable(),
    /** The provider's own reference of the payment (to find it in the provider's panel). */
    providerReference: z.string().nullable(),
  })
  .meta({ id: 'OrderListItem' });
export type OrderListItemView = z.infer<typeof orderListItemSchema>;

export const orderListPageSchema = pageSchema(orderListItemSchema).meta({ id: 'OrderListPage' });

export const orderIdInputSchema = z.object({ orderId: z.uuid({ error: 'invalidValue' }) });

/** `GET /api/accounts/accountorderhistory/{orderId}/receipt?language=en`: an order's receipt as a PDF. */
export const orderReceiptInputSchema = orderIdInputSchema.extend({ language: languageSchema.default('tr') });

/** `GET /api/orders/{orderId}`: an order, the card checkout it settled, and its membership period. */
export const orderDetailsSchema = z
  .object({
    order: orderListItemSchema,
    checkout: z
      .object({
        status: z.enum(checkoutStatuses),
        createdAt: isoDateTimeSchema,
        settledAt: isoDateTimeSchema.nullable(),
        locale: z.string(),
      })
      .nullable(),
    /** The stretch of membership the order bought, as it stands now (an administrator may have corrected it). */
    period: z.object({ startsAt: isoDateTimeSchema, endsAt: isoDateTimeSchema }).nullable(),
  })
  .meta({ id: 'OrderDetails' });

/** Own orders; `accountId` (with `orders.read`) for someone else's, newest first. */
export const orderHistoryInputSchema = z.object({ accountId: z.uuid({ error: 'invalidValue' }).optional() });

/** An administrator records a membership paid outside the card flow (say, by bank transfer). */
export const grantMembershipInputSchema = z
  .object({
    accountId: z.uuid({ error: 'invalidValue' }),
    membershipPackageId: z.uuid({ error: requiredOr('invalidValue') }),
    note: requiredText(500).transform((value) => value.trim()),
  })
  .meta({ id: 'GrantMembershipInput' });

export const grantedMembershipSchema = z
  .object({ order: orderSchema, subscriptionEndDate: isoDateTimeSchema })
  .meta({ id: 'GrantedMembership' });

/** A stretch of days at one level: "coach level until 28 May 2027". */
export const levelStretchSchema = z
  .object({ coachLevel: z.boolean(), startsAt: isoDateTimeSchema, endsAt: isoDateTimeSchema })
  .meta({ id: 'LevelStretch' });
export type LevelStretchView = z.infer<typeof levelStretchSchema>;

/** `accounts/checkaccountsubscription`: the signed-in member's membership now. */
export const subscriptionStatusSchema = z
  .object({
    /** The end date lies in the future. */
    active: z.boolean(),
    subscriptionEndDate: isoDateTimeSchema.nullable(),
    /** Whole days left (0 on the last day); null without a membership or after it ended. */
    daysLeft: z.int().nullable(),
    /** Ends within 7 days: the member is reminded to renew. */
    expiringSoon: z.boolean(),
    membershipPackage: z
      .object({
        membershipPackageId: z.uuid(),
        code: z.string(),
        nameTr: z.string(),
        nameEn: z.string(),
        coachLevel: z.boolean(),
      })
      .nullable(),
    /** What the member holds from now on, level by level (ADR 0031); empty without a membership. */
    schedule: z.array(levelStretchSchema),
  })
  .meta({ id: 'SubscriptionStatus' });

/** `payment/renewalpreview`: what buying each package on sale would give, said before paying. */
export const renewalPreviewSchema = z
  .array(
    z.object({
      membershipPackageId: z.uuid(),
      /** The bought months: from the later of now and the membership's end. */
      startsAt: isoDateTimeSchema,
      endsAt: isoDateTimeSchema,
      /** The whole membership after buying, level by level. */
      schedule: z.array(levelStretchSchema),
    }),
  )
  .meta({ id: 'RenewalPreview' });
export type RenewalPreview = z.infer<typeof renewalPreviewSchema>;
export type SubscriptionStatus = z.infer<typeof subscriptionStatusSchema>;
