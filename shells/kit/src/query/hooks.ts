import {
  type DefaultError,
  type QueryClient,
  type QueryKey,
  type UseMutationOptions,
  type UseMutationResult,
  type UseQueryOptions,
  type UseQueryResult,
  useMutation as useTanstackMutation,
  useQuery as useTanstackQuery,
} from '@tanstack/react-query';
import { queryClient } from './query-client.ts';

// TanStack Query's hooks, bound to the page's one QueryClient instead of reading it from a
// provider. With no provider around the app, a page that asks for no data (the home page, the info
// pages) never downloads TanStack Query: it comes with `@coach/kit/query`, the first time a page
// imports it (ADR 0026). The signatures are TanStack's, without the client argument.

/** `useQuery` of TanStack Query, on the kit's client. */
export function useQuery<
  TQueryFnData = unknown,
  TError = DefaultError,
  TData = TQueryFnData,
  TQueryKey extends QueryKey = QueryKey,
>(options: UseQueryOptions<TQueryFnData, TError, TData, TQueryKey>): UseQueryResult<TData, TError> {
  return useTanstackQuery(options, queryClient);
}

/** `useMutation` of TanStack Query, on the kit's client. */
export function useMutation<
  TData = unknown,
  TError = DefaultError,
  TVariables = void,
  TOnMutateResult = unknown,
>(
  options: UseMutationOptions<TData, TError, TVariables, TOnMutateResult>,
): UseMutationResult<TData, TError, TVariables, TOnMutateResult> {
  return useTanstackMutation(options, queryClient);
}

/** The page's QueryClient (a hook by name, so code reads as it would with TanStack's own). */
export function useQueryClient(): QueryClient {
  return queryClient;
}
