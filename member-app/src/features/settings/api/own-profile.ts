import type { OwnProfile, UpdateOwnProfileInput } from '@coach/core/contracts';
import { authKeys } from '@coach/kit';
import { api, unwrap, useMutation, useQuery, useQueryClient } from '@coach/kit/query';

export const ownProfileKey = ['own-profile'] as const;

/** `GET /api/accounts/accountprofiledetail`: everything the member keeps about themselves. */
export function useOwnProfile() {
  return useQuery({
    queryKey: ownProfileKey,
    queryFn: () => unwrap(api.api.accounts.accountprofiledetail.$get()),
  });
}

/** The whole saved profile as the update call takes it; a section changes its own fields only. */
export function profileInputOf(profile: OwnProfile): UpdateOwnProfileInput {
  return {
    bio: profile.bio,
    address: profile.address,
    phone: profile.phone,
    countryCode: profile.place.countryCode,
    stateCode: profile.place.stateCode,
    city: profile.place.city,
    languages: profile.languages,
    language: profile.language,
  };
}

/**
 * `PUT /api/accounts/accountprofiledetail`: saves the profile and keeps the answer as the cached
 * one; the current user (languages) is asked for again.
 */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateOwnProfileInput) =>
      unwrap(api.api.accounts.accountprofiledetail.$put({ json: input })),
    onSuccess: (saved: OwnProfile) => {
      queryClient.setQueryData(ownProfileKey, saved);
      void queryClient.invalidateQueries({ queryKey: authKeys.currentUser });
    },
  });
}
