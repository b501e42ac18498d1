import { z } from 'zod';
import { isoDateTimeSchema } from './common.ts';
import { requiredOr, requiredText } from './fields.ts';

export const orderMethods = ['card', 'manual'] as const;
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
  })
  .meta({ id: 'SubscriptionStatus' });
export type SubscriptionStatus = z.infer<typeof subscriptionStatusSchema>;
