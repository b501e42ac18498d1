import type { AuditAction } from '@coach/core/contracts';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/**
 * The actions of the use cases that write the log, in words: one for each of the server's
 * `auditActions` (the type and labels.test.ts hold it to that). An entry of a retired action shows
 * its code (`actionLabelOf`).
 */
export const actionLabels: Readonly<Record<AuditAction, MessageDescriptor>> = {
  'accountFiles.changeStatus': msg`Proof of education reviewed`,
  'accountFiles.delete': msg`Proof of education deleted`,
  'accountFiles.uploadForMember': msg`Proof of education uploaded for a member`,
  'accounts.changeAccess': msg`Account access changed`,
  'accounts.correctIdentity': msg`Identity details corrected`,
  'accounts.create': msg`Account created`,
  'accounts.delete': msg`Account deleted`,
  'accounts.exportExcel': msg`Accounts exported to Excel`,
  'accounts.importExcel': msg`Accounts imported from Excel`,
  'accounts.passportDuplicate': msg`Passport number found on another account`,
  'accounts.update': msg`Account changed`,
  'audit.export': msg`Audit log exported`,
  'auth.identitySignIn': msg`Signed in with a sign-in service`,
  'auth.linkIdentity': msg`Sign-in service linked`,
  'auth.unlinkIdentity': msg`Sign-in service unlinked`,
  'badges.create': msg`Badge added`,
  'badges.delete': msg`Badge deleted`,
  'badges.update': msg`Badge changed`,
  'contact.markRead': msg`Contact message marked`,
  'ledger.adjust': msg`Points adjusted`,
  'ledger.export': msg`Points entries exported`,
  'mail.deleteSavedFilter': msg`Saved filter deleted`,
  'mail.saveFilter': msg`Filter saved`,
  'mail.sendGroupMail': msg`Mail sent to a group`,
  'matching.matchManually': msg`Matched by hand`,
  'matching.run': msg`Matching run`,
  'orders.export': msg`Orders exported`,
  'orders.grant': msg`Package granted`,
  'packages.create': msg`Membership package added`,
  'packages.delete': msg`Membership package deleted`,
  'packages.retire': msg`Membership package retired`,
  'packages.update': msg`Membership package changed`,
  'coaching.publishLog': msg`Coaching log published`,
  'coaching.revokeLogPublication': msg`Published coaching log withdrawn`,
  'payment.refused': msg`Payment refused`,
  'projectRequests.export': msg`Open requests exported`,
  'projects.abort': msg`Project aborted`,
  'projects.export': msg`Projects exported`,
  'projects.readMessages': msg`Project messages read`,
  'settings.update': msg`Application settings changed`,
};

/** An action's words, or nothing for a code this app does not know (an entry of a retired action). */
export function actionLabelOf(action: string): MessageDescriptor | undefined {
  return Object.hasOwn(actionLabels, action) ? actionLabels[action as AuditAction] : undefined;
}

/** The kinds of record, in words. */
export const entityTypeLabels: Readonly<Record<string, MessageDescriptor>> = {
  account: msg`Account`,
  accountFile: msg`Proof of education`,
  accountImport: msg`Excel import`,
  applicationSettings: msg`Application settings`,
  auditEntry: msg`Audit entry`,
  badge: msg`Badge`,
  checkout: msg`Card payment`,
  contactMessage: msg`Contact message`,
  groupMail: msg`Mail to a group`,
  ledgerEntry: msg`Points entry`,
  matchingRun: msg`Matching run`,
  membershipPackage: msg`Membership package`,
  order: msg({ message: 'Order', context: 'kind of record' }),
  project: msg`Project`,
  projectRequest: msg`Project request`,
  savedFilter: msg`Saved filter`,
};
