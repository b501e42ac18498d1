import { api, unwrap, useMutation, useQuery } from '@coach/kit/query';

/** `GET /api/unsubscribe/{token}`: whose programme news the link stops; opening it changes nothing. */
export function useUnsubscribeState(token: string) {
  return useQuery({
    queryKey: ['unsubscribe', token],
    queryFn: () => unwrap(api.api.unsubscribe[':token'].$get({ param: { token } })),
    retry: false,
  });
}

/** `POST /api/unsubscribe`: programme news off. */
export function useUnsubscribe() {
  return useMutation({
    mutationFn: (token: string) => unwrap(api.api.unsubscribe.$post({ json: { token } })),
  });
}
