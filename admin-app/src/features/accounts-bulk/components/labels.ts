import type { BulkActionKind, BulkSkipReason } from '@coach/core/contracts';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/** Each action's name: the bar's button and the dialog's title. */
export const actionLabels: Record<BulkActionKind, MessageDescriptor> = {
  makePassive: msg`Make passive`,
  reactivate: msg`Make active`,
  extendMembership: msg`Extend membership`,
};

/** Why the server leaves an account as it is, as "{count} …" lines of the confirmation. */
export const skipLabels: Record<BulkSkipReason, (count: number) => MessageDescriptor> = {
  deleted: (count) => msg`${count} deleted`,
  ownAccount: (count) => msg`${count} your own account`,
  alreadyPassive: (count) => msg`${count} passive already`,
  alreadyActive: (count) => msg`${count} active already`,
  staff: (count) => msg`${count} staff accounts, which hold no membership`,
  notFound: (count) => msg`${count} no longer found`,
};
