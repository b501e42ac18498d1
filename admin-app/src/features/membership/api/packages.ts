import type { CreateMembershipPackageInput, MembershipPackageView } from '@coach/core/contracts';
import { api, unwrap, useMutation, useQuery, useQueryClient } from '@coach/kit/query';

export type { MembershipPackageView };

/** Every package list of the admin area (the accounts page's as well) starts with this key. */
export const packageKeys = {
  all: ['membership-packages'] as const,
  withRetired: ['membership-packages', 'with-retired'] as const,
  onSale: ['membership-packages', 'on-sale'] as const,
};

/** `GET /api/membershippackages?includeRetired=true`: every package, retired ones too (`packages.read`). */
export function useEveryPackage() {
  return useQuery({
    queryKey: packageKeys.withRetired,
    queryFn: () => unwrap(api.api.membershippackages.$get({ query: { includeRetired: 'true' } })),
  });
}

/** `GET /api/membershippackages`: the packages on sale, the only ones a membership can be granted from. */
export function usePackagesOnSale() {
  return useQuery({
    queryKey: packageKeys.onSale,
    queryFn: () => unwrap(api.api.membershippackages.$get({ query: {} })),
  });
}

function usePackageMutation<Input, Output>(call: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    // The accounts page's package choice and the grant dialog's list follow too.
    onSettled: () => queryClient.invalidateQueries({ queryKey: packageKeys.all }),
  });
}

/** `POST /api/membershippackages` */
export function useCreatePackage() {
  return usePackageMutation((input: CreateMembershipPackageInput) =>
    unwrap(api.api.membershippackages.$post({ json: input })),
  );
}

/** `PUT /api/membershippackages` */
export function useUpdatePackage() {
  return usePackageMutation((input: CreateMembershipPackageInput & { membershipPackageId: string }) =>
    unwrap(api.api.membershippackages.$put({ json: input })),
  );
}

/**
 * `DELETE /api/membershippackages` {membershipPackageId}: answers `outcome` `deleted`, or `retired`
 * when orders, checkouts or holders still name the package.
 */
export function useDeletePackage() {
  return usePackageMutation((membershipPackageId: string) =>
    unwrap(api.api.membershippackages.$delete({ json: { membershipPackageId } })),
  );
}
