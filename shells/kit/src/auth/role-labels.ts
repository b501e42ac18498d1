import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { CurrentUser } from './current-user-state.ts';

/** How each role is named to people (the API sends the code name in `accountRoleType`). */
export const roleLabels: Record<CurrentUser['accountRoleType'], MessageDescriptor> = {
  Administrator: msg`Administrator`,
  Salesman: msg`Salesman`,
  Guest: msg`Guest`,
  User: msg`Member`,
};
