import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/** The actions of the use cases that write the log, in words; an unknown one shows its code. */
export const actionLabels: Readonly<Record<string, MessageDescriptor>> = {
  'accountFiles.changeStatus': msg`Proof of education reviewed`,
  'accountFiles.delete': msg`Proof of education deleted`,
  'accountFiles.uploadForMember': msg`Proof of education uploaded for a member`,
  'accounts.changeAccess': msg`Account access changed`,
  'accounts.create': msg`Account created`,
  'accounts.delete': msg`Account deleted`,
  'accounts.exportExcel': msg`Accounts exported to Excel`,
  'accounts.importExcel': msg`Accounts imported from Excel`,
  'accounts.update': msg`Account changed`,
  'auth.identitySignIn': msg`Signed in with a sign-in service`,
  'auth.linkIdentity': msg`Sign-in service linked`,
  'auth.unlinkIdentity': msg`Sign-in service unlinked`,
  'badges.create': msg`Badge added`,
  'badges.delete': msg`Badge deleted`,
  'badges.update': msg`Badge changed`,
  'contact.markRead': msg`Contact message marked`,
  'settings.update': msg`Application settings changed`,
};

/** The kinds of record, in words. */
export const entityTypeLabels: Readonly<Record<string, MessageDescriptor>> = {
  account: msg`Account`,
  accountFile: msg`Proof of education`,
  accountImport: msg`Excel import`,
  applicationSettings: msg`Application settings`,
  badge: msg`Badge`,
  contactMessage: msg`Contact message`,
  membershipPackage: msg`Membership package`,
};
