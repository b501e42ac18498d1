import {
  catalogue,
  type MembershipPackageView,
  type OrderView,
  type RenewalPreview,
  type SubscriptionStatus,
} from '@coach/core/contracts';
import { isApiError, type Lang, useLang } from '@coach/kit';
import { downloadFile } from '@coach/kit/area';
import { api, queryOptions, unwrap, useMutation, useQuery, useQueryClient } from '@coach/kit/query';

export type { MembershipPackageView, OrderView, RenewalPreview, SubscriptionStatus };

export const membershipKeys = {
  all: ['membership'] as const,
  subscription: ['membership', 'subscription'] as const,
  packages: ['membership', 'packages'] as const,
  orders: ['membership', 'orders'] as const,
  preview: ['membership', 'preview'] as const,
};

/**
 * `GET /api/accounts/checkaccountsubscription`: the member's membership now. The server says
 * whether it is active and ends within 7 days (the same rule as its reminder mails), so the pages
 * never count days on their own clock.
 */
export const subscriptionQuery = () =>
  queryOptions({
    queryKey: membershipKeys.subscription,
    queryFn: (): Promise<SubscriptionStatus> => unwrap(api.api.accounts.checkaccountsubscription.$get()),
  });

export function useSubscription() {
  return useQuery(subscriptionQuery());
}

/** `GET /api/membershippackages`: the packages on sale, cheapest first. */
export function useMembershipPackages() {
  return useQuery({
    queryKey: membershipKeys.packages,
    queryFn: (): Promise<MembershipPackageView[]> => unwrap(api.api.membershippackages.$get({ query: {} })),
  });
}

/**
 * `GET /api/payment/renewalpreview`: what buying each package would give, said before paying (ADR
 * 0031): its dates and the member's levels after. The server works it out; the page only says it.
 */
export function useRenewalPreview() {
  return useQuery({
    queryKey: membershipKeys.preview,
    queryFn: (): Promise<RenewalPreview> => unwrap(api.api.payment.renewalpreview.$get()),
  });
}

/** `GET /api/accounts/accountorderhistory`: the member's own orders, newest first. */
export function useOrderHistory() {
  return useQuery({
    queryKey: membershipKeys.orders,
    queryFn: (): Promise<OrderView[]> => unwrap(api.api.accounts.accountorderhistory.$get({ query: {} })),
  });
}

/**
 * `GET /api/accounts/accountorderhistory/{orderId}/receipt?language=…`: an order's receipt as a
 * PDF in the page's language, saved under the server's name (`makbuz-1042.pdf`). Fetched with the
 * session, as the coaching log's download is: a plain link would carry no token.
 */
export function useDownloadReceipt() {
  return useMutation({
    mutationFn: ({ order, language }: { order: OrderView; language: Lang }) =>
      downloadFile(
        `/accounts/accountorderhistory/${order.orderId}/receipt?language=${language}`,
        `${language === 'tr' ? 'makbuz' : 'receipt'}-${order.orderNumber}.pdf`,
      ),
  });
}

/**
 * `POST /api/payment/prepayment`: opens a checkout for a package. Only the package goes: the price
 * is the server's. A package taken off sale meanwhile (4062) refreshes the list of packages. The
 * page's language goes too: the checkout and the result page stay in it (ADR 0034).
 */
export function useStartCheckout() {
  const queryClient = useQueryClient();
  const language = useLang();
  return useMutation({
    mutationFn: (membershipPackageId: string) =>
      unwrap(api.api.payment.prepayment.$post({ json: { membershipPackageId, language } })),
    onError: (error) => {
      if (isApiError(error) && error.code === catalogue.packageNotForSale.code)
        void queryClient.invalidateQueries({ queryKey: membershipKeys.packages });
    },
  });
}
