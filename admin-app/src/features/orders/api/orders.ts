import {
  type OrderListItemView,
  type OrderMethod,
  orderMethods,
  type PaymentProvider,
  paymentProviders,
} from '@coach/core/contracts';
import { api, keepPreviousData, unwrap, useQuery } from '@coach/kit/query';

export type { OrderListItemView };

export const orderListKeys = {
  all: ['orders', 'list'] as const,
  page: (query: Record<string, string>) => ['orders', 'list', query] as const,
  one: (orderId: string) => ['orders', 'one', orderId] as const,
};

/** Newest first unless the address says `sort=createdAt`. */
type OrderSort = 'createdAt' | '-createdAt';
export const defaultOrderSort: OrderSort = '-createdAt';
const orderSortOf = (sort: string): OrderSort => (sort === 'createdAt' ? sort : defaultOrderSort);

/** The list's filters as the address holds them; null (or '') shows every order. */
export type OrderFilters = {
  from: string;
  to: string;
  membershipPackageId: string;
  method: OrderMethod | '';
  provider: PaymentProvider | '';
};

const dayPattern = /^\d{4}-\d{2}-\d{2}$/;
const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The filters of the address the server takes; anything else (a hand-edited address) is left out. */
export function orderFiltersOf(params: URLSearchParams): OrderFilters {
  const day = (name: string) => {
    const value = params.get(name) ?? '';
    return dayPattern.test(value) ? value : '';
  };
  const packageId = params.get('membershipPackageId') ?? '';
  const method = params.get('method');
  const provider = params.get('provider');
  return {
    from: day('from'),
    to: day('to'),
    membershipPackageId: uuidPattern.test(packageId) ? packageId : '',
    method: orderMethods.find((known) => known === method) ?? '',
    provider: paymentProviders.find((known) => known === provider) ?? '',
  };
}

/** The filters as the API takes them: the empty ones left out. */
export function orderFilterQuery({ from, to, membershipPackageId, method, provider }: OrderFilters) {
  return {
    ...(from ? { from } : {}),
    ...(to ? { to } : {}),
    ...(membershipPackageId ? { membershipPackageId } : {}),
    ...(method ? { method } : {}),
    ...(provider ? { provider } : {}),
  };
}

type ListQuery = { page: string; pageSize: string; search: string; sort: string };

/** `GET /api/orders`: one page of the orders; the previous page stays shown while the next loads. */
export function useOrderPage(query: ListQuery, filters: OrderFilters) {
  const full = {
    ...query,
    sort: orderSortOf(query.sort),
    ...orderFilterQuery(filters),
  };
  return useQuery({
    queryKey: orderListKeys.page(full),
    queryFn: () => unwrap(api.api.orders.$get({ query: full })),
    placeholderData: keepPreviousData,
    retry: false,
  });
}

/** `GET /api/orders/{orderId}`: the order with its checkout and the membership period it bought. */
export function useOrder(orderId: string) {
  return useQuery({
    queryKey: orderListKeys.one(orderId),
    queryFn: () => unwrap(api.api.orders[':orderId'].$get({ param: { orderId } })),
    retry: false,
  });
}

/** `GET /api/membershippackages?includeRetired=true`: every package an order may be for, retired ones too. */
export function useOrderPackages() {
  return useQuery({
    queryKey: ['membership-packages', 'with-retired'],
    queryFn: () => unwrap(api.api.membershippackages.$get({ query: { includeRetired: 'true' } })),
  });
}
