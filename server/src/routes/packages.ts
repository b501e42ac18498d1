import { createMembershipPackage } from '@coach/core/packages/create-membership-package';
import { deleteMembershipPackage } from '@coach/core/packages/delete-membership-package';
import { getMembershipPackage } from '@coach/core/packages/get-membership-package';
import { listMembershipPackages } from '@coach/core/packages/list-membership-packages';
import { updateMembershipPackage } from '@coach/core/packages/update-membership-package';
import { endpoint } from '../http/endpoint.ts';
import { createRouter } from '../http/router.ts';

/**
 * Membership packages (docs/api.md §4): visitors list those on sale (the registration wizard, the pricing),
 * administrators create, change and delete them; a package that orders or members name is retired
 * instead of deleted.
 */
export function packageRoutes() {
  return createRouter()
    .openapi(...endpoint('get', '/membershippackages', listMembershipPackages))
    .openapi(...endpoint('post', '/membershippackages', createMembershipPackage))
    .openapi(...endpoint('put', '/membershippackages', updateMembershipPackage))
    .openapi(...endpoint('delete', '/membershippackages', deleteMembershipPackage))
    .openapi(...endpoint('get', '/membershippackages/{id}', getMembershipPackage));
}
