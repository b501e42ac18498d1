import { addDays, instantOf } from '../calendar/zoned-time.ts';
import type { OrderFilter } from '../contracts/orders.ts';
import type { OrderMatch } from './domain/order.ts';
import { membershipTimeZone } from './domain/subscription-period.ts';

/** The list's filters as the repository asks them: Istanbul's days, both included, as instants. */
export function orderMatchOf(filter: Omit<OrderFilter, 'search'> & { readonly search: string }): OrderMatch {
  return {
    search: filter.search,
    ...(filter.from ? { createdFrom: instantOf(filter.from, 0, membershipTimeZone) } : {}),
    ...(filter.to ? { createdBefore: instantOf(addDays(filter.to, 1), 0, membershipTimeZone) } : {}),
    ...(filter.membershipPackageId ? { membershipPackageId: filter.membershipPackageId } : {}),
    ...(filter.method ? { method: filter.method } : {}),
    ...(filter.provider ? { provider: filter.provider } : {}),
  };
}
