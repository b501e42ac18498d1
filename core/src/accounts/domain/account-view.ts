import type { AccountView } from '../../contracts/account-admin.ts';
import { type Account, type AccountListItem, fullNameOf, listItemOf } from './account.ts';
import { revealed, type Viewer } from './personal-data-visibility.ts';

/**
 * An account as the back office sees it: everything it manages, never the password hash, and the
 * identity documents as `viewer` may see them (masked for salesmen).
 */
export function toAccountView(whole: Account | AccountListItem, viewer: Viewer): AccountView {
  const account = 'passwordHash' in whole ? listItemOf(whole) : whole;
  return {
    accountId: account.id,
    name: account.name,
    surname: account.surname,
    fullName: fullNameOf(account),
    email: account.email,
    phone: account.phone,
    identityNumber: revealed(viewer, 'identityDocument', account.identityNumber),
    passportNumber: revealed(viewer, 'identityDocument', account.passportNumber),
    countryCode: account.countryCode,
    stateCode: account.stateCode,
    city: account.city,
    accountRoleType: account.accountRoleType,
    status: account.status,
    isLocked: account.isLocked,
    languages: [...account.languages],
    language: account.language,
    score: account.score,
    subscriptionEndDate: account.subscriptionEndDate?.toISOString() ?? null,
    membershipPackageId: account.membershipPackageId,
    lastLoginAt: account.lastLoginAt?.toISOString() ?? null,
    emailVerified: account.emailVerifiedAt !== null,
    createdAt: account.createdAt.toISOString(),
    hasPassword: account.hasPassword,
  };
}
